/**
 * Which repayment to make (schemas/pages/repayChoose.json): installments, the extension when the
 * order offers it, the whole amount by card, or a virtual account.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface RepayChooseArgs {
  orderId: string;
  productId: string;
}

const meta = {
  title: 'Pages/Repayment/Choose how to repay',
  loaders: [loadPage('repayChoose')],
  beforeEach: freshPageData,
  argTypes: {
    orderId: {
      description: 'The order (isDelay 1 on 10174, 10180, 10003, 10005 offers the extension).',
      control: 'text',
    },
    productId: { description: 'Its product.', control: 'text' },
  },
  render: renderPage,
} satisfies Meta<RepayChooseArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithExtension: Story = {
  name: '10180: overdue, the extension offered',
  args: { orderId: '10180', productId: '4' },
};

export const WithoutExtension: Story = { name: '10170: no extension', args: { orderId: '10170', productId: '3' } };
