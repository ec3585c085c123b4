/**
 * Policy (schemas/pages/policy.json): the brand's privacy policy document in the sandboxed frame,
 * and the link that opens it in full.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const meta = {
  title: 'Pages/Public site/Policy',
  loaders: [loadPage('policy')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Policy: Story = { name: 'The privacy policy in a sandboxed frame' };
