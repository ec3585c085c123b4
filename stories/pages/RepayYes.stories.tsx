/**
 * Repayment submitted (schemas/pages/repayYes.json): the result and the way back to loan details.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface ResultArgs {
  orderId: string;
  productId: string;
}

const meta = {
  title: 'Pages/Repayment/Repayment submitted',
  loaders: [loadPage('repayYes')],
  beforeEach: freshPageData,
  argTypes: {
    orderId: { description: 'The order (its loan details open from here).', control: 'text' },
    productId: { description: 'Its product.', control: 'text' },
  },
  render: renderPage,
} satisfies Meta<ResultArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Submitted: Story = {
  name: "Submitted (after 'I have paid' on the virtual account)",
  args: { orderId: '10174', productId: '3' },
};
