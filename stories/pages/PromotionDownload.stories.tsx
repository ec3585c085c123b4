/**
 * Where registering lands (schemas/pages/promotionDownload.json) and the promotion agreement
 * (schemas/pages/promotionAgreement.json), from the channel template's data or the brand's own.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface TemplateArgs {
  id?: string;
  platform?: string;
}

const meta = {
  title: 'Pages/Promotion/Download',
  loaders: [loadPage('promotionDownload')],
  beforeEach: freshPageData,
  argTypes: {
    id: {
      description: 'The channel template (1: plain, 2: its own words and store links).',
      control: { type: 'select' },
      options: ['', '1', '2'],
    },
  },
  render: renderPage,
} satisfies Meta<TemplateArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainChannel: Story = { name: "Plain channel: the brand's words, both stores", args: { id: '1' } };

export const OwnWords: Story = { name: 'A channel with its own words and store links', args: { id: '2' } };

export const NoChannel: Story = { name: "No channel: the brand's store links", args: { id: '' } };
