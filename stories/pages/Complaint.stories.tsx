/**
 * The complaint main page (schemas/pages/complaint.json) on the demo gateway: the selected order
 * with its All switch, the problem types, and the collection type's sub-types.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { DEMO_ORDERS } from '../../demo/gateway/index.ts';
import { freshPageData, loadPage, renderPage, storyText } from './PageStory.tsx';

interface ComplaintArgs {
  orderNo?: string;
}

const meta = {
  title: 'Pages/Complaint',
  loaders: [loadPage('complaint')],
  beforeEach: freshPageData,
  argTypes: {
    orderNo: {
      description: 'The order in the address (empty: the gateway picks one).',
      control: {
        type: 'select',
        labels: Object.fromEntries(DEMO_ORDERS.map((o) => [o.orderId, `${o.orderId}: ${o.status.en}`])),
      },
      options: DEMO_ORDERS.map((o) => o.orderId),
    },
  },
  render: renderPage,
} satisfies Meta<ComplaintArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrder: Story = { name: 'With an overdue order', args: { orderNo: '10180' } };

export const NoOrderInAddress: Story = { name: 'No order in the address (the gateway picks one)', args: {} };

export const ChoosingAnotherOrder: Story = {
  name: 'Choosing another order (All)',
  args: { orderNo: '10180' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: storyText(context, 'common.all') }));
    await canvas.findByRole('dialog', { name: storyText(context, 'complaint.chooseOrder') });
  },
};

export const CollectionSubTypes: Story = {
  name: 'Collection or harassment: what happened?',
  args: { orderNo: '10180' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const types = await canvas.findByRole('group', { name: storyText(context, 'complaint.questionTypes') });
    // Type 1 (collection or harassment) comes first.
    await userEvent.click(within(types).getAllByRole('button')[0]!);
    await canvas.findByRole('group', { name: storyText(context, 'complaint.subTypes') });
  },
};
