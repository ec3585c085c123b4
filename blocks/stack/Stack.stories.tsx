import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { blockMeta } from '../../stories/argTypes.ts';
import Button from '../button/index.tsx';
import Text from '../text/index.tsx';
import definition from './definition.ts';
import Stack from './index.tsx';

const meta = {
  title: 'Blocks/stack',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, Stack, { layout: 'fullscreen' }),
  // Children are page nodes; here, a few blocks to lay out.
  render: (args) => (
    <Stack {...args}>
      <Button label="Repay" emit={fn()} />
      <Button label="Delay repayment" appearance="secondary" emit={fn()} />
      <Text text="Repay on time to keep a good credit record." variant="note" emit={fn()} />
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof Stack>;

export const Column: Story = { args: { direction: 'column' } };

export const Row: Story = { args: { direction: 'row', gap: 's' } };

export const Surface: Story = {
  name: 'Surface (a card, named region)',
  args: { surface: true, label: 'Your repayment' },
};

export const Anchor: Story = {
  name: 'Section of the public site (#about links to it)',
  args: { heading: 'About us', anchor: 'about' },
};
