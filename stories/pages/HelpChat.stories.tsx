/**
 * The help chat (schemas/pages/helpChat.json) on the demo gateway's help-bot tree: a fresh
 * conversation, one opened on a topic, a single answer asking Resolved or not, a low rating with the
 * server's apology, a typed question, and a question whose call fails until Retry.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { QA_TREE } from '../../demo/gateway/complaintData.ts';
import { failOnce } from '../gateway.ts';
import { freshPageData, loadPage, renderPage, storyMarket, storyText } from './PageStory.tsx';

interface HelpChatArgs {
  orderNo?: string;
  /** A category (1 to 4) to ask about at once, as the new-complaint page opens the chat. */
  pid?: string;
}

type Context = Parameters<NonNullable<StoryObj<HelpChatArgs>['play']>>[0];

const meta = {
  title: 'Pages/Help chat',
  loaders: [loadPage('helpChat')],
  beforeEach: freshPageData,
  argTypes: {
    orderNo: { description: 'The order in the address.', control: 'text' },
    pid: {
      description: 'Open on a category of the help bot (empty: a fresh conversation).',
      control: {
        type: 'select',
        labels: Object.fromEntries(QA_TREE.filter((n) => n.pid === 0).map((n) => [String(n.id), n.title.en])),
      },
      options: ['', ...QA_TREE.filter((n) => n.pid === 0).map((n) => String(n.id))],
    },
  },
  // The topic's title goes in the address too; the gateway speaks the market's language.
  render: (args, context) => {
    const topic = QA_TREE.find((node) => String(node.id) === args.pid)?.title[
      storyMarket(context).market === 'id' ? 'id' : 'en'
    ];
    return renderPage({ ...args, topic }, context);
  },
} satisfies Meta<HelpChatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const conversation = async ({ canvas }: Context) => within(await canvas.findByRole('log'));

/** Loan application → its second question, which has a single reply. */
async function askForSingleReply(context: Context) {
  const { canvas, userEvent } = context;
  // By position: topics and questions come from the gateway in the market's language.
  await userEvent.click((await canvas.findAllByRole('tab'))[0]!);
  const log = await conversation(context);
  await userEvent.click((await log.findAllByRole('button'))[1]!);
  await log.findByRole('button', { name: storyText(context, 'chat.resolved') });
}

export const Fresh: Story = { name: 'Fresh conversation', args: { orderNo: '10180' } };

export const OpenedOnTopic: Story = { name: 'Opened on a topic (Repayment)', args: { orderNo: '10180', pid: '2' } };

export const SingleAnswer: Story = {
  name: 'A single answer: Resolved or not?',
  args: { orderNo: '10180' },
  play: askForSingleReply,
};

export const RatedLow: Story = {
  name: "Resolved, then 2 stars: the server's apology",
  args: { orderNo: '10180' },
  play: async (context) => {
    await askForSingleReply(context);
    const log = await conversation(context);
    await context.userEvent.click(log.getByRole('button', { name: storyText(context, 'chat.resolved') }));
    await context.userEvent.click(
      await log.findByRole('button', { name: storyText(context, 'rating.stars', { n: 2 }) }),
    );
  },
};

export const TypedQuestion: Story = {
  name: 'A typed question, answered with Contact CS',
  args: { orderNo: '10180' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('textbox', { name: storyText(context, 'chat.input') }));
    await userEvent.paste(
      storyMarket(context).language === 'id' ? 'Gaji saya terlambat bulan ini' : 'My salary is late this month',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'common.send') }));
    await (await conversation(context)).findByRole('button', { name: storyText(context, 'chat.contact') });
  },
};

const questionFails = failOnce('get', '/h5-api/v3/user-problem/get-qa-list', {
  when: (url) => url.searchParams.get('pid') !== '0',
});

export const FailedQuestion: Story = {
  name: 'Fault: a question fails, Retry asks again',
  args: { orderNo: '10180' },
  parameters: { msw: { handlers: { faults: [questionFails.handler] } } },
  beforeEach: () => questionFails.reset(),
  play: async (context) => {
    await context.userEvent.click((await context.canvas.findAllByRole('tab'))[1]!);
    await (await conversation(context)).findByRole('button', { name: storyText(context, 'common.retry') });
  },
};
