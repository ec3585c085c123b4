import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { argsInMarket, blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import ChatLog from './index.tsx';
import { reduceConversation, type QaEntry, type Turn } from './model.ts';

// Entries as the demo gateway's help bot sends them (demo/gateway/complaintData.ts QA_TREE).
const loans: QaEntry = {
  id: 1,
  title_local: 'Loan application',
  title_local_alias: 'Loan application',
  action_type: 0,
};
const rejected: QaEntry = { id: 11, title_local: 'Why was my application rejected?', action_type: 0 };
const howLong: QaEntry = { id: 12, title_local: 'How long does approval take?', action_type: 0 };
const agent: QaEntry = { id: 32, title_local: 'Talk to customer service', action_type: 4 };
const reply: QaEntry = {
  id: 111,
  title_local: 'Applications are scored on your income and repayment history. You can apply again after 7 days.',
  action_type: 0,
};

type Event = { type: string; [field: string]: unknown };

/** The turns the model makes of these events: what the page's dispatch actions would produce. */
function conversation(...events: Event[]): Turn[] {
  return events.reduce<Turn[]>((turns, event) => reduceConversation(turns, event), []);
}

const topicAnswered: Event[] = [
  { type: 'ask', pid: 1, title: 'Loan application' },
  { type: 'answered', question: loans, answers: [rejected, howLong, agent] },
];
const pickedAndResolved: Event[] = [
  { type: 'ask', pid: 11, title: rejected.title_local },
  { type: 'answered', question: rejected, answers: [reply] },
  { type: 'resolved', turn: 3, value: 1 },
];
const typedAndReplied: Event[] = [
  { type: 'say', text: 'My money has not arrived yet' },
  {
    type: 'replied',
    note: 'Thanks, your question was recorded. Our customer service will reply within 3 working days.',
  },
];

/**
 * Resolve and rate go through the model as the page's chains would (after their calls), so the
 * stars appear after Resolved and the score after a star in the canvas too. A story render function.
 */
function LiveConversation(args: Props) {
  const [, updateArgs] = useArgs<Props>();
  return (
    <ChatLog
      {...args}
      emit={(...raised) => {
        args.emit(...raised);
        const [event, payload] = raised;
        const turns = args.turns as Turn[];
        if (event === 'resolve') updateArgs({ turns: reduceConversation(turns, { type: 'resolved', ...payload }) });
        if (event === 'rate')
          updateArgs({
            turns: reduceConversation(turns, {
              type: 'rated',
              ...payload,
              note: payload.score < 4 ? 'Sorry to hear that. We will improve this answer.' : '',
            }),
          });
      }}
    />
  );
}

const meta = {
  title: 'Blocks/chatLog',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, ChatLog, {
    layout: 'fullscreen',
    args: {
      label: 'Conversation',
      greeting: "Hi! I'm your assistant. Choose a topic below or type your question.",
      turns: [],
    },
  }),
  // After blockMeta: this file's own render, with the args in the toolbar's market (stories/inMarket.ts).
  // Called, not mounted: its Storybook hooks (useArgs) belong to the story function.
  render: (args, context) => LiveConversation(argsInMarket(args, context)),
} satisfies Meta<typeof ChatLog>;

export default meta;
type Story = StoryObj<typeof ChatLog>;

const turns = conversation;

export const WholeConversation: Story = {
  name: 'Whole conversation',
  args: { turns: turns(...topicAnswered, ...pickedAndResolved, ...typedAndReplied) },
};

export const Rated: Story = {
  name: 'Rated (read-only stars and the server note)',
  args: {
    turns: turns(...topicAnswered, ...pickedAndResolved, {
      type: 'rated',
      turn: 3,
      score: 2,
      note: 'Sorry to hear that. We will improve this answer.',
    }),
  },
};

export const AwaitingVerdict: Story = {
  name: 'Single reply awaiting Resolved / Not resolved',
  args: { turns: turns(...topicAnswered, ...pickedAndResolved.slice(0, 2)) },
};

export const Pending: Story = {
  name: 'Pending (typing)',
  args: { turns: turns(...topicAnswered, { type: 'ask', pid: 12, title: howLong.title_local }) },
};

export const Failed: Story = {
  name: 'Failed with Retry',
  args: {
    turns: turns(
      { type: 'ask', pid: 1, title: 'Loan application' },
      { type: 'failed', message: 'No connection. Check your network and try again.' },
    ),
  },
};

export const Busy: Story = {
  name: 'Busy (a chain it started runs)',
  args: { turns: turns(...topicAnswered, ...pickedAndResolved.slice(0, 2)), busy: true },
};

export const GreetingOnly: Story = { name: 'Greeting only (empty log)', args: { turns: [] } };
