/**
 * The public marketing site (schemas/pages/home.json): the top navigation, the market's claims, the
 * About us section and the contact footer. Switch the market in the toolbar for rupiah (and no
 * income claim); the page links open the privacy policy and the loan terms in the app.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage, storyText } from './PageStory.tsx';

const meta = {
  title: 'Pages/Public site/Home',
  loaders: [loadPage('home')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Site: Story = { name: 'Anonymous visitor (no launch parameters)' };

export const ContactSection: Story = {
  name: 'Contact Us tapped: scrolled to the contact section',
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('link', { name: storyText(context, 'site.nav.contact') }));
  },
};
