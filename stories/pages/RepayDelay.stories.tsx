/**
 * Extension repayment 'Detail Tagihan' (schemas/pages/repayDelay.json): the fee, the new due date
 * and the order lines for an order that can be extended, and the refusal for one that cannot.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface RepayDelayArgs {
  orderId: string;
  productId: string;
}

const meta = {
  title: 'Pages/Repayment/Extension (Detail Tagihan)',
  loaders: [loadPage('repayDelay')],
  beforeEach: freshPageData,
  argTypes: {
    orderId: {
      description: 'The order (10174, 10180, 10003 and 10005 can be extended).',
      control: { type: 'select' },
      options: ['10174', '10180', '10003', '10005', '10170'],
    },
    productId: { description: 'Its product.', control: 'text' },
  },
  render: renderPage,
} satisfies Meta<RepayDelayArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Extension: Story = {
  name: '10174: the extension fee and the new due date',
  args: { orderId: '10174', productId: '3' },
};

export const NotExtendable: Story = {
  name: '10170: cannot be extended (the gateway refuses)',
  args: { orderId: '10170', productId: '3' },
};
