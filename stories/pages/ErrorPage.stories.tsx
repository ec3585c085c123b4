/**
 * Error page (schemas/pages/error.json): what happened, Retry (the failed screen, when whoever sent
 * the visitor here named it in from) and Home.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface ErrorArgs {
  from?: string;
}

const meta = {
  title: 'Pages/Legal/Error',
  loaders: [loadPage('error')],
  beforeEach: freshPageData,
  argTypes: {
    from: {
      description: 'The address of the screen that failed (a path on this site); Retry opens it again.',
      control: 'text',
    },
  },
  render: renderPage,
} satisfies Meta<ErrorArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  name: 'Sent from a failed screen: Retry and Home',
  args: { from: '/loanDetails?productId=3&orderId=10174' },
};

export const NoOrigin: Story = { name: 'Opened directly: Home only', args: {} };

export const ForeignOrigin: Story = {
  name: 'from names another site: no Retry',
  args: { from: '//elsewhere.example/' },
};

export const Indonesian: Story = { name: 'Indonesian', globals: { market: 'id' }, args: { from: '/customerService' } };
