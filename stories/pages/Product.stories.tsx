/**
 * One product's page (schemas/pages/product.json) on the demo gateway: an open product with its
 * tags, terms and Apply, a product that is full today (Apply greyed), and one the gateway does not
 * know.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface ProductArgs {
  productId: string;
  scene?: string;
}

const meta = {
  title: 'Pages/Product',
  loaders: [loadPage('product')],
  beforeEach: freshPageData,
  argTypes: {
    productId: {
      description: 'The product (the demo has 1 to 5; 5 is full today).',
      control: { type: 'select' },
      options: ['1', '2', '3', '4', '5'],
    },
    scene: { description: 'Passed on to apply (empty: module 300).', control: 'text' },
  },
  render: renderPage,
} satisfies Meta<ProductArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { name: 'Open: tags, terms and Apply', args: { productId: '4' } };

export const Full: Story = { name: 'Full today: Apply greyed', args: { productId: '5' } };

export const Unknown: Story = { name: 'Unknown product: the gateway says so, with Retry', args: { productId: '99' } };
