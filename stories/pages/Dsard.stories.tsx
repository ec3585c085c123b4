/**
 * Data request page (schemas/pages/dsard.json): how to ask for a copy of one's data or its
 * deletion, with the brand's e-mail (mail client) and phone (dialer).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const meta = {
  title: 'Pages/Legal/Data request',
  loaders: [loadPage('dsard')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { name: 'India, English' };

export const Indonesian: Story = { name: 'Indonesia, Indonesian', globals: { market: 'id' } };
