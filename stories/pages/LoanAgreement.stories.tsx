/**
 * Loan terms and conditions (schemas/pages/loanAgreement.json): every figure of SPEC §9's loan
 * terms text, the one-off penalties in the market's currency.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const meta = {
  title: 'Pages/Legal/Loan terms and conditions',
  loaders: [loadPage('loanAgreement')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const India: Story = { name: 'India: penalties in rupees (English)' };

export const Indonesia: Story = { name: 'Indonesia: penalties in rupiah (Indonesian)', globals: { market: 'id' } };
