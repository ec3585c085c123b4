/**
 * About us (schemas/pages/aboutUs.json): welcome, why choose, products and getting started, with
 * each market's figures (amount range, 2 hours, over 3 million users; the income line in rupees only).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const meta = {
  title: 'Pages/Legal/About us',
  loaders: [loadPage('aboutUs')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const India: Story = { name: 'India, rupees (English)' };

export const Indonesia: Story = { name: 'Indonesia, rupiah (Indonesian)', globals: { market: 'id' } };
