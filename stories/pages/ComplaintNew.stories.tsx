/**
 * The new-complaint entry (schemas/pages/complaintNew.json) on the demo gateway: the order card and
 * the help bot's four categories, each opening the help chat on its topic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface ComplaintNewArgs {
  orderNo?: string;
}

const meta = {
  title: 'Pages/New complaint',
  loaders: [loadPage('complaintNew')],
  beforeEach: freshPageData,
  argTypes: { orderNo: { description: 'The order in the address (empty: the gateway picks one).', control: 'text' } },
  render: renderPage,
} satisfies Meta<ComplaintNewArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrder: Story = { name: 'With an overdue order', args: { orderNo: '10180' } };

export const RepaymentDue: Story = { name: 'With an order awaiting repayment', args: { orderNo: '10174' } };
