/**
 * Wallet repayment (schemas/pages/walletRepay.json): it asks the gateway for the wallet's address
 * and goes there at once (the demo sends it to the payment instructions). Shown while it opens, on
 * its way, and failing with Retry.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { amountDue, failOnce, faults } from '../gateway.ts';
import { freshPageData, loadPage, renderPageWithAmount } from './PageStory.tsx';

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
    withholdingAmount: { description: "The amount, in the market's unit (empty: what order 10174 still owes in the toolbar's market).", control: 'text' },
  },
  render: renderPageWithAmount('withholdingAmount', (market) => amountDue(ORDER.orderId, market)),
} satisfies Meta<WalletArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Opening: Story = {
  name: 'Opening the wallet (waiting for the gateway)',
  args: ORDER,
  parameters: { msw: { handlers: { faults: [faults.hold(HUICHAO)] } } },
};

export const Opened: Story = { name: 'Opened: on to the wallet’s address', args: ORDER };

const offlineOnce = failOnce('post', HUICHAO);
export const Fails: Story = {
  name: 'Fails (no network): message and Retry',
  args: ORDER,
  beforeEach: offlineOnce.reset,
  parameters: { msw: { handlers: { faults: [offlineOnce.handler] } } },
};

const refusedOnce = failOnce('post', HUICHAO, { refusal: { code: '01', message: 'Wallet payment is not available right now', data: null } });
export const Refused: Story = {
  name: "Refused by the gateway: its message and Retry",
  args: ORDER,
  beforeEach: refusedOnce.reset,
  parameters: { msw: { handlers: { faults: [refusedOnce.handler] } } },
};
