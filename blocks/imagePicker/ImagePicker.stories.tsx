import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { argsInMarket, blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import ImagePicker from './index.tsx';

/**
 * Stands in for the page: a picked file is "uploaded" at once (shown from a local object URL) and
 * remove keeps the list it is given, so adding and removing work in the canvas. Kept in React
 * state, not Storybook args: updating args reruns the story's loaders, which remounts it (the
 * focus moved after a removal would be lost).
 */
function LocalPicker(args: Props) {
  const [images, setImages] = useState(args.images ?? []);
  return (
    <ImagePicker
      {...args}
      images={images}
      emit={(...raised) => {
        args.emit(...raised);
        const [event, payload] = raised;
        if (event === 'pick' && payload.file instanceof File) setImages([...images, URL.createObjectURL(payload.file)]);
        if (event === 'remove') setImages(payload.images);
      }}
    />
  );
}

const DEMO = [
  '/demo/product-1.svg',
  '/demo/product-2.svg',
  '/demo/product-3.svg',
  '/demo/product-4.svg',
  '/demo/process-result.svg',
];
const nine = Array.from({ length: 9 }, (_, i) => DEMO[i % DEMO.length]!);

const meta = {
  title: 'Blocks/imagePicker',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  // A new list from the Controls panel starts afresh.
  ...blockMeta(definition, ImagePicker, { args: { label: 'Pictures (optional)', maxBytes: 5 * 1024 * 1024 } }),
  // After blockMeta: this file's own render, with the args in the toolbar's market (stories/inMarket.ts).
  render: (storyArgs, context) => {
    const args = argsInMarket(storyArgs, context);
    return <LocalPicker key={JSON.stringify(args.images)} {...args} />;
  },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof ImagePicker>;

export const Empty: Story = { args: { images: [] } };

export const Some: Story = { name: 'Three pictures', args: { images: DEMO.slice(0, 3) } };

export const Full: Story = { name: 'Full at 9 (add disabled)', args: { images: nine } };

export const Uploading: Story = { name: 'Uploading (busy)', args: { images: DEMO.slice(0, 2), busy: true } };

export const Disabled: Story = { args: { images: DEMO.slice(0, 2), disabled: true } };
