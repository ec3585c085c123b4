/**
 * Loan (schemas/pages/loanTerms.json): the brand's loan agreement document in the sandboxed frame,
 * and the link that opens it in full.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const meta = {
  title: 'Pages/Public site/Loan',
  loaders: [loadPage('loanTerms')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loan: Story = { name: 'The loan agreement in a sandboxed frame' };
