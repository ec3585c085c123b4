/**
 * The feedback form (schemas/pages/feedback.json): Full Name, Your E-mail and Message, all
 * required; a complete form says Success, clears the fields and sends nothing (SPEC §5).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage, storyText } from './PageStory.tsx';

const meta = {
  title: 'Pages/Public site/Feedback',
  loaders: [loadPage('feedback')],
  beforeEach: freshPageData,
  render: renderPage,
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

async function fill(context: Context, key: string, text: string) {
  const { canvas, userEvent } = context;
  await userEvent.click(await canvas.findByRole('textbox', { name: storyText(context, key) }));
  await userEvent.paste(text);
}

async function submit(context: Context) {
  await context.userEvent.click(context.canvas.getByRole('button', { name: storyText(context, 'common.submit') }));
}

export const Empty: Story = { name: 'Empty form' };

export const Incomplete: Story = {
  name: 'Submitted without a message (please provide complete information)',
  play: async (context) => {
    await fill(context, 'feedback.name', 'Asha Verma');
    await fill(context, 'feedback.email', 'asha@example.com');
    await submit(context);
  },
};

export const Sent: Story = {
  name: 'Complete: Success, the fields cleared, nothing sent',
  play: async (context) => {
    await fill(context, 'feedback.name', 'Asha Verma');
    await fill(context, 'feedback.email', 'asha@example.com');
    await fill(context, 'feedback.message', 'The app is easy to use. Thank you!');
    await submit(context);
  },
};
