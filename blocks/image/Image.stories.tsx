import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import Image from './index.tsx';

/** A self-contained banner picture, so the story needs no network. */
function banner(width: number, height: number, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#ff8a1f"/><stop offset="1" stop-color="#7a3d0c"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.32}" fill="#ffffff" fill-opacity="0.18"/>
<text x="48" y="${height * 0.55}" font-family="sans-serif" font-size="${Math.round(height / 6)}" font-weight="700" fill="#ffffff">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'Blocks/image',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, Image, {
    layout: 'fullscreen',
    args: { src: banner(750, 300, 'Customer service, 24 hours') },
  }),
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof Image>;

export const Banner: Story = { name: 'Banner (customer service, decorative)' };

export const WithAlt: Story = { name: 'Banner that informs (with alt)', args: { alt: 'Customer service, 24 hours' } };

export const Tall: Story = {
  name: 'Another shape (750×420)',
  args: { src: banner(750, 420, 'Help centre'), width: 750, height: 420 },
};

export const NotLoaded: Story = {
  name: 'Broken address (shape still reserved)',
  args: { src: '/demo/missing-banner.png', alt: 'Banner' },
  parameters: { renderCheck: { failedLoads: true } },
};

export const Logo: Story = {
  name: 'Logo at its own size (fill off)',
  args: { src: '/demo/product-2.svg', width: 40, height: 40, fill: false },
};
