/**
 * Repayment failed (schemas/pages/repayNo.json): the result, back to loan details or another way to repay.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface ResultArgs {
  orderId: string;
  productId: string;
}

const meta = {
  title: 'Pages/Repayment/Repayment failed',
  loaders: [loadPage('repayNo')],
  beforeEach: freshPageData,
  argTypes: {
    orderId: { description: 'The order (its loan details open from here).', control: 'text' },
    productId: { description: 'Its product.', control: 'text' },
  },
  render: renderPage,
} satisfies Meta<ResultArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  name: 'Failed: back, or another way to repay',
  args: { orderId: '10174', productId: '3' },
};
