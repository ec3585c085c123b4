/**
 * Recommended products, 'Pengajuan Khusus' (schemas/pages/recommendList.json) on the demo gateway:
 * the list with tags on the first two cards and a product that is full today, the empty state of a
 * day when everything is taken, and a list the gateway refuses.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failOnce } from '../gateway.ts';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface RecommendListArgs {
  scene?: string;
}

const LIST = '/indah/v3/product/recommend-product-list';

const meta = {
  title: 'Pages/Recommended products',
  loaders: [loadPage('recommendList')],
  beforeEach: freshPageData,
  argTypes: {
    scene: {
      description:
        "Where the list was opened from (module 301 for the jingzhun scenes, 302 for fudai, else 300); the demo's 'full' is a day with nothing left.",
      control: { type: 'select' },
      options: ['', 'banner_jingzhun', 'tanchuang_jingzhun', 'tanchuang_fudai', 'banner_fudai', 'full'],
    },
  },
  render: renderPage,
} satisfies Meta<RecommendListArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullList: Story = {
  name: 'Indonesian: five products, tags on the first two, one full today',
  globals: { market: 'id' },
  args: { scene: 'banner_jingzhun' },
};

export const Empty: Story = { name: 'Empty: applications are full, back to home', args: { scene: 'full' } };

const refusedOnce = failOnce('post', LIST, {
  refusal: { code: '01', message: 'Recommendations are not available right now', data: null },
});
export const Refused: Story = {
  name: 'Refused by the gateway: its message and Retry',
  args: { scene: 'banner_jingzhun' },
  beforeEach: refusedOnce.reset,
  parameters: { msw: { handlers: { faults: [refusedOnce.handler] } } },
};
