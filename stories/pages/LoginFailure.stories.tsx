/**
 * The login-failure screen (schemas/pages/loginFailure.json) on the demo gateway: the banner, the
 * error title and notice, and the partner products to try (one full today, greyed); and the
 * gateway refusing, with its message (citizenship) and Retry.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failOnce } from '../gateway.ts';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

const TARGETED = '/indah/stand/targeted';

const meta = {
  title: 'Pages/Login failure',
  loaders: [loadPage('loginFailure')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = { name: 'Products to try, one full today (greyed)' };

const refusedOnce = failOnce('post', TARGETED, {
  refusal: { interconnected: '1', citizenship: 'Your account cannot be checked right now', competence: null },
});
export const Refused: Story = {
  name: 'Refused by the gateway: its message (citizenship) and Retry',
  beforeEach: refusedOnce.reset,
  parameters: { msw: { handlers: { faults: [refusedOnce.handler] } } },
};
