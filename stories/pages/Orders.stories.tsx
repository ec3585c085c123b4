/**
 * The borrower's orders (schemas/pages/order.json) on the demo gateway: the seeded orders newest
 * first, each opening its loan details, and a borrower with none.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { editGatewayState } from '../gateway.ts';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const meta = {
  title: 'Pages/Orders',
  loaders: [loadPage('order')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { name: 'Orders, newest first' };

export const NoOrders: Story = {
  name: 'No orders yet',
  beforeEach: () => editGatewayState((state) => state.orders.clear()),
};
