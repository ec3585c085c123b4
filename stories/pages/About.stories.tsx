/**
 * The About page (schemas/pages/about.json): who the lender is (the brand's company, app and
 * address), what it offers in the toolbar's market, its contacts and links to the product
 * description and the legal pages.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const meta = {
  title: 'Pages/Public site/About',
  loaders: [loadPage('about')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = { name: 'About the lender' };
