/**
 * The real loan-details page (schemas/pages/loanDetails.json, with the brand's overrides) on the
 * demo gateway: one story per order status of the demo data, following the brand and market
 * toolbar, the recommended products of the lumen brand, and the ways loading can fail (each shows the
 * reason and Retry).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_ORDERS } from '../../demo/gateway/index.ts';
import { faults } from '../gateway.ts';
import { loadPage, renderPage } from './PageStory.tsx';

interface LoanDetailsArgs {
  orderId: string;
  productId: string;
}

const LOAN_DETAILS = '/v3/loan-details/loan-details';

const meta = {
  title: 'Pages/Loan details',
  loaders: [loadPage('loanDetails')],
  argTypes: {
    orderId: {
      description: 'The order in the address (the demo gateway has one per status).',
      control: {
        type: 'select',
        labels: Object.fromEntries(
          DEMO_ORDERS.map((o) => [o.orderId, `${o.orderId}: ${o.status.en} (${o.orderStatus})`]),
        ),
      },
      options: DEMO_ORDERS.map((o) => o.orderId),
    },
    productId: { description: 'The product in the address.', control: { type: 'text' } },
  },
  render: renderPage,
} satisfies Meta<LoanDetailsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address of a demo order with this status. */
function order(status: number): Pick<Story, 'args'> {
  const found = DEMO_ORDERS.find((o) => o.orderStatus === status);
  if (!found) throw new Error(`The demo gateway has no order with status ${status}`);
  return { args: { orderId: found.orderId, productId: found.productId } };
}

export const UnderReview: Story = { ...order(21), name: 'Under review (21)' };
export const Disbursing: Story = { ...order(151), name: 'Disbursing (151)' };
export const RepaymentDue: Story = { ...order(174), name: 'Repayment due, with delay option (174)' };
export const OverduePartnerSite: Story = { ...order(180), name: 'Overdue, repays on the partner site (180)' };
export const Rejected: Story = { ...order(110), name: 'Application rejected (110)' };
export const RepaidAsksRating: Story = { ...order(200), name: 'Repaid, asks for a rating (200)' };
export const Disbursed: Story = { ...order(170), name: 'Disbursed, repay only (170)' };
export const AwaitingRepayment: Story = { ...order(3), name: 'Awaiting repayment (3)' };
export const SettledAsksRating: Story = { ...order(4), name: 'Settled, asks for a rating (4)' };
export const OverdueExtension: Story = { ...order(5), name: 'Overdue, with extension (5)' };

/**
 * The lumen deployment turns features.loanDetailsProducts on: its loan details list the recommended products (not for
 * 170, 174, 180, 200).
 */
export const LumenRecommended: Story = {
  ...order(21),
  name: 'Lumen: recommended products, under review (status 21)',
  globals: { deployment: 'lumen' },
};

export const ServerError: Story = {
  ...order(174),
  name: 'Fault: gateway answers 500',
  parameters: { msw: { handlers: { faults: [faults.status500(LOAN_DETAILS)] } } },
};

export const Garbage: Story = {
  ...order(174),
  name: 'Fault: gateway answers garbage',
  parameters: { msw: { handlers: { faults: [faults.garbage(LOAN_DETAILS)] } } },
};

export const NetworkError: Story = {
  ...order(174),
  name: 'Fault: no network',
  parameters: { msw: { handlers: { faults: [faults.network(LOAN_DETAILS)] } } },
};

export const RecoversOnRetry: Story = {
  ...order(174),
  name: 'Fault: no network once, Retry recovers',
  parameters: { msw: { handlers: { faults: [faults.networkOnce(LOAN_DETAILS)] } } },
};

export const UnknownOrder: Story = {
  name: 'Fault: the gateway refuses (unknown order)',
  args: { orderId: '99999', productId: '1' },
};
