/**
 * The developer test page (schemas/pages/testPreview.json): every screen with the demo data that
 * shows it best, the device's launch parameters (filled from the story's launch), a button per
 * route key and the device checks. A jump leaves the app (a full load): the Actions panel shows
 * the address it would open.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { freshPageData, loadPage, renderPage, storyText } from './PageStory.tsx';

const meta = {
  title: 'Pages/Developer test page',
  loaders: [loadPage('testPreview')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Follows the link at the top to one of the page's sections. */
async function openTab(context: Context, key: string) {
  const { canvas, userEvent } = context;
  const nav = await canvas.findByRole('navigation', { name: storyText(context, 'preview.sections.label') });
  await userEvent.click(within(nav).getByRole('link', { name: storyText(context, key) }));
}

export const DemoData: Story = { name: 'Demo data: every screen with its best demo data' };

export const Device: Story = {
  name: "Device: the session's launch parameters, demo values in grey",
  play: (context) => openTab(context, 'preview.sections.device'),
};

export const Saved: Story = {
  name: 'Device: demo values filled in and saved for the session',
  play: async (context) => {
    const { canvas, userEvent } = context;
    await openTab(context, 'preview.sections.device');
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'launchFields.fill') }));
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'preview.device.save') }));
  },
};

export const Screens: Story = {
  name: 'Screens: a button per route key, its path beside it',
  play: (context) => openTab(context, 'preview.sections.screens'),
};

export const Checks: Story = {
  name: 'Checks: file picker and geolocation',
  play: (context) => openTab(context, 'preview.sections.checks'),
};

export const Indonesian: Story = { name: 'Indonesia, Indonesian', globals: { market: 'id' } };
