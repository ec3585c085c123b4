/**
 * The wallet provider's payment instructions (schemas/pages/paymentInstructions.json), where wallet
 * repayment leads: with the order and amount from the address, and without them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { amountDue } from '../gateway.ts';
import { freshPageData, loadPage, renderPage, renderPageWithAmount } from './PageStory.tsx';

interface InstructionsArgs {
  provider?: string;
  orderId?: string;
  productId?: string;
  amount?: string;
}

const meta = {
  title: 'Pages/Repayment/Payment instructions',
  loaders: [loadPage('paymentInstructions')],
  beforeEach: freshPageData,
  argTypes: {
    provider: { description: 'The payment provider (the demo wallet sends "wallet").', control: 'text' },
    orderId: { description: 'The order (empty: no order number and no way back).', control: 'text' },
    productId: { description: 'Its product.', control: 'text' },
    amount: { description: "The amount, in the market's unit.", control: 'text' },
  },
  render: renderPage,
} satisfies Meta<InstructionsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrder: Story = {
  name: 'With the order and amount (from the wallet)',
  args: { provider: 'wallet', orderId: '10174', productId: '3' },
  // Empty amount: what order 10174 still owes in the toolbar's market.
  render: renderPageWithAmount('amount', (market) => amountDue('10174', market)),
};

export const Plain: Story = { name: 'Without an order or amount', args: { provider: 'wallet' } };
