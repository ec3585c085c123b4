/**
 * The complaint list (schemas/pages/complaintList.json) on the demo gateway: the tabs of
 * problem-list with the seeded complaints, the processed ones, and a borrower with none.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { editGatewayState } from '../gateway.ts';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const meta = {
  title: 'Pages/Complaint list',
  loaders: [loadPage('complaintList')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllComplaints: Story = { name: 'All complaints' };

export const Processed: Story = {
  name: 'Processed tab',
  play: async ({ canvas, userEvent }) => {
    // By position: the tab titles come from the gateway in the market's language.
    const tabs = await canvas.findAllByRole('tab');
    await userEvent.click(tabs[2]!);
  },
};

export const NoComplaints: Story = {
  name: 'No complaints yet',
  beforeEach: () => editGatewayState((state) => state.problems.clear()),
};
