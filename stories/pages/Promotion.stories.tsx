/**
 * The channel promotion register template (schemas/pages/promotionRegister.json) on the fake
 * gateway: the plain channel (the brand's words), a channel with its own words, no channel at all,
 * a refused mobile number, and the SMS code on its way (the 60 s cooldown). The demo's picture code
 * is drawn by the demo gateway; its SMS code is always 123456.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { freshPageData, loadPage, renderPage, storyText } from './PageStory.tsx';

interface ChannelArgs {
  id?: string;
  app_from?: string;
  user_from?: string;
  utm_tag?: string;
}

const meta = {
  title: 'Pages/Promotion/Register',
  loaders: [loadPage('promotionRegister')],
  beforeEach: freshPageData,
  argTypes: {
    id: {
      description: 'The channel template (the demo has 1: plain, 2: its own words).',
      control: { type: 'select' },
      options: ['', '1', '2', '9'],
    },
    app_from: { control: 'text' },
    user_from: { control: 'text' },
    utm_tag: { control: 'text' },
  },
  args: { id: '1', app_from: 'fb-ads', user_from: 'agent-7', utm_tag: 'spring' },
  render: renderPage,
} satisfies Meta<ChannelArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function typeIn(context: Context, key: string, text: string) {
  const field = await context.canvas.findByRole('textbox', { name: storyText(context, key) });
  await context.userEvent.click(field);
  await context.userEvent.paste(text);
}

export const PlainChannel: Story = { name: "Plain channel: the brand's words and the picture code" };

export const OwnWords: Story = { name: 'A channel with its own title, button and agreement', args: { id: '2' } };

export const NoChannel: Story = { name: 'No channel id: no template asked for', args: { id: '' } };

export const UnknownChannel: Story = {
  name: "A channel that ended (unknown template): the brand's words, the form still works",
  args: { id: '9' },
};

export const WrongMobile: Story = {
  name: 'Get code with a wrong mobile number: the message, nothing sent',
  play: async (context) => {
    await typeIn(context, 'promotion.phone', '12812345678');
    await context.userEvent.click(
      await context.canvas.findByRole('button', { name: storyText(context, 'promotion.getCode') }),
    );
  },
};

export const NoPictureCode: Story = {
  name: 'Apply with no picture code: the message',
  play: async (context) => {
    await typeIn(context, 'promotion.phone', '13812345678');
    await context.userEvent.click(
      await context.canvas.findByRole('button', { name: storyText(context, 'promotion.apply') }),
    );
  },
};
