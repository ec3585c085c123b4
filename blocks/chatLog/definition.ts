import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'chatLog',
  description:
    "The help chat conversation (a log region): the greeting, then each turn of its model (blocks/chatLog/model.ts). Bot turns offer answers (pick {id, title, actionType, handoff, turn}), Resolved / Not resolved on a single reply (resolve {turn, value: 1 | 2, qaId}), stars after Resolved (rate {turn, score, qaId}), Contact CS (contact {}) and Retry on a failed turn (ask {pid, title, retry} or say {text, retry}: retry is the failed turn's index). It scrolls the newest turn into view and keeps ~140px free at its bottom for the page's pinned topics bar and question box.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'turns'],
    properties: {
      label: { type: 'string', description: 'Names the log.' },
      greeting: { type: 'string', description: "The bot's first message." },
      turns: {
        type: 'array',
        items: { type: 'object' },
        description: 'The conversation: the state the chatLog model keeps.',
      },
    },
  },
  events: ['ask', 'say', 'pick', 'resolve', 'rate', 'contact'],
});

export default definition;
export type Props = BlockProps<typeof definition>;
