/**
 * Loan confirmation (schemas/pages/loanConfirm.json) on the demo gateway: the offer with its
 * repayment plan, what it costs and the Key Fact Statement, the agreement popup the Indonesian
 * launch shows for product 2, an offer over the market's daily cost cap (confirm off), consent
 * unticked (confirm greyed), and an offer that fails to load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failOnce } from '../gateway.ts';
import { freshPageData, loadPage, renderPage, storyText } from './PageStory.tsx';

interface LoanConfirmArgs {
  productId: string;
}

const CONFIRM = '/v3/loan-confirm/loan-detail-confirm';

const meta = {
  title: 'Pages/Loan confirmation',
  loaders: [loadPage('loanConfirm')],
  beforeEach: freshPageData,
  argTypes: {
    productId: {
      description:
        'The product offered (the demo has offers for 1, 2 and 4; product 2 has the agreement popup; product 4 costs more a day in rupiah than the 0.1% cap).',
      control: { type: 'select' },
      options: ['1', '2', '4'],
    },
  },
  render: renderPage,
} satisfies Meta<LoanConfirmArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlanAndCost: Story = {
  name: 'The offer, its plan, what it costs and the Key Fact Statement (rupees)',
  globals: { market: 'in' },
  args: { productId: '1' },
};

export const AgreementPopup: Story = {
  name: 'Indonesian: the agreement popup (product 2, languageType 1)',
  globals: { market: 'id' },
  args: { productId: '2' },
};

export const RupiahStatement: Story = {
  name: 'Indonesian: the Key Fact Statement with the daily cost and the risk warning (product 1)',
  globals: { market: 'id' },
  args: { productId: '1' },
};

export const OverCap: Story = {
  name: "Indonesian: an offer over the market's daily cost cap, said so, confirm off (product 4)",
  globals: { market: 'id' },
  args: { productId: '4' },
};

export const ConsentUnticked: Story = {
  name: 'Consent unticked: confirm greyed',
  args: { productId: '4' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('checkbox', { name: storyText(context, 'confirm.consent') }));
  },
};

const offlineOnce = failOnce('post', CONFIRM);
export const LoadFault: Story = {
  name: 'Fault: the offer fails to load (no network), Retry recovers',
  args: { productId: '1' },
  beforeEach: offlineOnce.reset,
  parameters: { msw: { handlers: { faults: [offlineOnce.handler] } } },
};
