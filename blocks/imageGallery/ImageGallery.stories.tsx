import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import ImageGallery from './index.tsx';

const DEMO = [
  '/demo/product-1.svg',
  '/demo/product-2.svg',
  '/demo/product-3.svg',
  '/demo/product-4.svg',
  '/demo/process-result.svg',
];

const meta = {
  title: 'Blocks/imageGallery',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, ImageGallery, { args: { images: DEMO.slice(0, 4) } }),
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof ImageGallery>;

export const Several: Story = { name: "Several (a complaint's pictures)" };

export const One: Story = {
  name: 'One, labelled (process result)',
  args: { label: 'Process result', images: ['/demo/process-result.svg'] },
};

export const Five: Story = { name: 'Five (a second row)', args: { images: DEMO } };

export const Empty: Story = {
  name: 'Empty (shows nothing)',
  args: { images: [] },
  parameters: { renderCheck: { empty: true } },
};

export const ViewerOpen: Story = {
  name: 'Viewer open on picture 2',
  // The viewer covers the whole frame: kept out of the docs page, where it would cover every story.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  // By position, not by name: the toolbar may switch the language.
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button')[1]!);
  },
};
