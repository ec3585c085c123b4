/**
 * Wallet repayment (schemas/pages/walletRepay.json): it shows what will be paid (the amount in the
 * toolbar's market, the order) and asks the gateway for the wallet's address only when the borrower
 * taps Pay (the demo sends it on to the payment instructions). Ready, waiting after the tap, and
 * failing with Retry; an address without an amount leaves nothing to pay.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { amountDue, failOnce, faults } from '../gateway.ts';
import { freshPageData, loadPage, renderPageWithAmount, storyText } from './PageStory.tsx';

interface WalletArgs {
  orderId: string;
  productId: string;
  withholdingAmount?: string;
}

const HUICHAO = '/api/v1/youmi/youmi-api/service/loan/repayment-huichao';
const ORDER = { orderId: '10174', productId: '3' };

const meta = {
  title: 'Pages/Repayment/Wallet repayment',
  loaders: [loadPage('walletRepay')],
  beforeEach: freshPageData,
  argTypes: {
    orderId: { description: 'The order being repaid.', control: 'text' },
    productId: { description: 'Its product.', control: 'text' },
    withholdingAmount: {
      description: "The amount, in the market's unit (empty: what order 10174 still owes in the toolbar's market).",
      control: 'text',
    },
  },
  render: renderPageWithAmount('withholdingAmount', (market) => amountDue(ORDER.orderId, market)),
} satisfies Meta<WalletArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The borrower taps Pay, as a person finds it. */
const tapPay: Story['play'] = async (context) => {
  await context.userEvent.click(await context.canvas.findByRole('button', { name: storyText(context, 'wallet.pay') }));
};

export const Ready: Story = { name: 'Ready: the amount and the order, nothing asked until Pay', args: ORDER };

export const Paying: Story = {
  name: 'After the tap (waiting for the gateway)',
  args: ORDER,
  // The waiting state is the point: the render check (tests/storybook/) expects the loading indicator up.
  parameters: { msw: { handlers: { faults: [faults.hold(HUICHAO)] } }, renderCheck: { loading: true } },
  play: tapPay,
};

export const Paid: Story = { name: 'Paid: on to the wallet’s address', args: ORDER, play: tapPay };

const offlineOnce = failOnce('post', HUICHAO);
export const Fails: Story = {
  name: 'Fails (no network): message and Retry',
  args: ORDER,
  beforeEach: offlineOnce.reset,
  parameters: { msw: { handlers: { faults: [offlineOnce.handler] } } },
  play: tapPay,
};

const refusedOnce = failOnce('post', HUICHAO, {
  refusal: { code: '01', message: 'Wallet payment is not available right now', data: null },
});
export const Refused: Story = {
  name: 'Refused by the gateway: its message and Retry',
  args: ORDER,
  beforeEach: refusedOnce.reset,
  parameters: { msw: { handlers: { faults: [refusedOnce.handler] } } },
  play: tapPay,
};

export const NoAmount: Story = {
  name: 'No amount in the address: Pay disabled',
  args: { ...ORDER, withholdingAmount: '0' },
};
