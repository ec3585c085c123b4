/**
 * Installment repayment 'Detail Tagihan' (schemas/pages/repay.json) on the demo gateway's plans:
 * the first period ticked and the last one not payable yet (10174), a paid period folded away and
 * an overdue one (10180), and every period ticked with Pay all.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage, storyText } from './PageStory.tsx';

interface RepayArgs {
  orderId: string;
  productId: string;
}

const meta = {
  title: 'Pages/Repayment/Installments (Detail Tagihan)',
  loaders: [loadPage('repay')],
  beforeEach: freshPageData,
  argTypes: {
    orderId: {
      description:
        'The order (the demo has plans for 10174, 10180, 10170, 10003, 10005; 10200 and 10004 are all paid).',
      control: { type: 'select' },
      options: ['10174', '10180', '10170', '10003', '10005', '10200', '10004'],
    },
    productId: { description: 'Its product.', control: 'text' },
  },
  render: renderPage,
} satisfies Meta<RepayArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastLocked: Story = {
  name: '10174: four periods, the last not payable yet',
  args: { orderId: '10174', productId: '3' },
};

export const PaidAndOverdue: Story = {
  name: '10180: one paid (folded), one overdue',
  args: { orderId: '10180', productId: '4' },
};

export const AllTicked: Story = {
  name: '10180: every period ticked (Pay all)',
  args: { orderId: '10180', productId: '4' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('checkbox', { name: storyText(context, 'installments.payAll') }));
  },
};

export const NothingToPay: Story = {
  name: '10200: everything paid, nothing to tick',
  args: { orderId: '10200', productId: '2' },
};
