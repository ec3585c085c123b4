/**
 * Privacy policy (schemas/pages/privacyPolicy.json, also shown at /privacyPolicy): the nine sections
 * of SPEC §2 with a table of contents and the brand's contacts; /privacyPolicy hands over to it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const meta = {
  title: 'Pages/Legal/Privacy policy',
  loaders: [loadPage('privacyPolicy')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { name: 'India, English' };

export const Indonesian: Story = { name: 'Indonesia, Indonesian', globals: { market: 'id' } };

export const Chinese: Story = { name: 'Chinese', globals: { language: 'zh' } };

/** The fixed path SPEC names: it replaces itself with the policy's own address. */
export const LegacyPath: Story = {
  name: '/privacyPolicy: the same screen',
  loaders: [loadPage('privacyPolicyLegacy')],
};
