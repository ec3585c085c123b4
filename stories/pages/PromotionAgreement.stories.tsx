/**
 * The promotion agreement (schemas/pages/promotionAgreement.json): the channel template's own text,
 * a paragraph per line, or the brand's registration agreement with its company and contacts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage } from './PageStory.tsx';

interface TemplateArgs {
  id?: string;
}

const meta = {
  title: 'Pages/Promotion/Agreement',
  loaders: [loadPage('promotionAgreement')],
  beforeEach: freshPageData,
  argTypes: {
    id: {
      description: 'The channel template (2 has its own agreement).',
      control: { type: 'select' },
      options: ['', '1', '2'],
    },
  },
  render: renderPage,
} satisfies Meta<TemplateArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandAgreement: Story = { name: "The brand's registration agreement", args: { id: '1' } };

export const ChannelAgreement: Story = { name: "The channel's own agreement", args: { id: '2' } };
