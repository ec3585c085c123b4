/**
 * Pay by bank card (schemas/pages/payWay.json) on the demo gateway: the bound cards to choose from,
 * the SMS-code step after paying with BCA (Mandiri pays at once), no cards, and a card list that
 * fails to load. The Chinese texts of SPEC are the language toolbar's lang=zh.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { amountDue, failOnce, faults } from '../gateway.ts';
import { freshPageData, loadPage, renderPageWithAmount, storyText } from './PageStory.tsx';

interface PayWayArgs {
  orderId: string;
  productId: string;
  withholdingAmount?: string;
  couponId?: string;
  couponMoney?: string;
}

const WAY = '/api/v1/youmi/youmi-api/service/loan/repayment-way';
const ORDER = { orderId: '10174', productId: '3' };

const meta = {
  title: 'Pages/Repayment/Pay by bank card',
  loaders: [loadPage('payWay')],
  beforeEach: freshPageData,
  argTypes: {
    orderId: { description: 'The order being repaid.', control: 'text' },
    productId: { description: 'Its product (loan details opens with it after paying).', control: 'text' },
    withholdingAmount: {
      description:
        "The amount to pay, in the market's unit (empty: what order 10174 still owes in the toolbar's market).",
      control: 'text',
    },
    couponId: { description: 'A coupon to send with the payment (empty: none).', control: 'text' },
    couponMoney: { description: 'The coupon amount (passed on to the bind-card page).', control: 'text' },
  },
  render: renderPageWithAmount('withholdingAmount', (market) => amountDue(ORDER.orderId, market)),
} satisfies Meta<PayWayArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseCard: Story = { name: 'Bound cards to choose from', args: ORDER };

/**
 * The title bar a native host draws itself (titleBar=host): no app bar and no Back; the heading stays for screen
 * readers.
 */
export const HostsOwnBar: Story = {
  name: 'Inside a host that draws its own title bar',
  args: ORDER,
  globals: { titleBar: 'host' },
};

export const SmsCode: Story = {
  name: 'SMS code: BCA chosen and paid, the resend countdown running',
  args: ORDER,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('radio', { name: 'BCA' }));
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'payWay.pay') }));
    await canvas.findByRole('textbox', { name: storyText(context, 'payWay.code') });
  },
};

export const NoCards: Story = {
  name: 'No bound cards yet',
  args: ORDER,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.reply(WAY, {
            code: '00',
            message: 'success',
            data: { alipay: 1, repayToken: 'rt-none', bankCards: [] },
          }),
        ],
      },
    },
  },
};

const refusedOnce = failOnce('post', WAY, { refusal: { code: '01', message: '', data: null } });
export const CardsRefused: Story = {
  name: 'Card list refused (no server message): message and Retry',
  args: ORDER,
  beforeEach: refusedOnce.reset,
  parameters: { msw: { handlers: { faults: [refusedOnce.handler] } } },
};

const offlineOnce = failOnce('post', WAY);
export const CardsOffline: Story = {
  name: 'Card list fails (no network): message and Retry',
  args: ORDER,
  beforeEach: offlineOnce.reset,
  parameters: { msw: { handlers: { faults: [offlineOnce.handler] } } },
};
