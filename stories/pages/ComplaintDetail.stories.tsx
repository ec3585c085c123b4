/**
 * The complaint detail (schemas/pages/complaintDetail.json) on the demo gateway's seeded
 * complaints: processed and not rated (the rating dialog opens after 3 s), processed and rated,
 * still waiting, one with pictures, and one the gateway does not know.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { editGatewayState } from '../gateway.ts';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface ComplaintDetailArgs {
  problemId: string;
}

const meta = {
  title: 'Pages/Complaint detail',
  loaders: [loadPage('complaintDetail')],
  beforeEach: freshPageData,
  argTypes: {
    problemId: {
      description: 'The complaint in the address (the demo gateway has 501, 502 and 503; saved ones follow).',
      control: {
        type: 'select',
        labels: { '501': '501: processed, not rated', '502': '502: processed, rated', '503': '503: waiting' },
      },
      options: ['501', '502', '503'],
    },
  },
  render: renderPage,
} satisfies Meta<ComplaintDetailArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProcessedNotRated: Story = {
  name: 'Processed, not rated (asks for a rating after 3 s)',
  args: { problemId: '501' },
};

export const ProcessedRated: Story = { name: 'Processed and rated', args: { problemId: '502' } };

export const Waiting: Story = { name: 'Waiting for a result', args: { problemId: '503' } };

export const WithPictures: Story = {
  name: 'Waiting, with the pictures sent',
  args: { problemId: '503' },
  beforeEach: () =>
    editGatewayState((state) => {
      const problem = state.problems.get(503);
      if (problem) problem.images = ['/demo/product-1.svg', '/demo/product-2.svg', '/demo/process-result.svg'];
    }),
};

export const Unknown: Story = { name: 'Fault: the gateway does not know the complaint', args: { problemId: '999' } };
