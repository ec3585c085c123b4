/**
 * Loan confirmation (schemas/pages/loanConfirm.json) on the fake gateway: the offer with its
 * repayment plan and what it costs, the agreement popup the Indonesian launch shows for product 2,
 * consent unticked (confirm greyed), and an offer that fails to load.
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
      description: 'The product offered (the demo has offers for 1, 2 and 4; product 2 has the agreement popup).',
      control: { type: 'select' },
      options: ['1', '2', '4'],
    },
  },
  render: renderPage,
} satisfies Meta<LoanConfirmArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlanAndCost: Story = {
  name: 'The offer, its plan and what it costs (rupees)',
  globals: { market: 'in' },
  args: { productId: '1' },
};

export const AgreementPopup: Story = {
  name: 'Indonesian: the agreement popup (product 2, languageType 1)',
  globals: { market: 'id' },
  args: { productId: '2' },
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
