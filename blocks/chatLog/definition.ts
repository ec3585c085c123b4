import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'chatLog',
  description:
    "The help chat conversation (a log region): the greeting, then each turn of its model (blocks/chatLog/model.ts). Bot turns offer answers (pick), Resolved / Not resolved on a single reply (resolve), stars after Resolved (rate), Contact CS (contact) and Retry on a failed turn (ask or say again, in its place). It scrolls the newest turn into view and keeps ~140px free at its bottom for the page's pinned topics bar and question box.",
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
  events: {
    ask: {
      type: 'object',
      additionalProperties: false,
      required: ['pid', 'title', 'retry'],
      description: "Retry on a failed turn that asked a topic's questions.",
      properties: {
        pid: { type: ['integer', 'string'], description: 'The topic asked about (get-qa-list pid).' },
        title: { type: 'string', description: "The topic's title." },
        retry: { type: 'integer', minimum: 0, description: "The failed turn's index in turns, asked again in place." },
      },
    },
    say: {
      type: 'object',
      additionalProperties: false,
      required: ['text', 'retry'],
      description: 'Retry on a failed turn that sent free text.',
      properties: {
        text: { type: 'string', description: 'What the borrower had typed.' },
        retry: { type: 'integer', minimum: 0, description: "The failed turn's index in turns, sent again in place." },
      },
    },
    pick: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'title', 'actionType', 'handoff', 'turn'],
      description: 'One of the answers a bot turn offers was tapped.',
      properties: {
        id: { type: ['integer', 'string'], description: "The answer's id." },
        title: { type: 'string', description: "The answer's title, as shown." },
        actionType: { type: 'number', description: 'Its action_type (0 when none); 4 hands over to an agent.' },
        handoff: { type: 'boolean', description: 'It hands the borrower over to an agent (action type 4).' },
        turn: { type: 'integer', minimum: 0, description: "The turn's index in turns." },
      },
    },
    resolve: {
      type: 'object',
      additionalProperties: false,
      required: ['turn', 'value', 'qaId'],
      description: 'Resolved or Not resolved, on a single reply.',
      properties: {
        turn: { type: 'integer', minimum: 0, description: "The turn's index in turns." },
        value: { enum: [1, 2], description: '1 resolved, 2 not resolved.' },
        qaId: { type: ['integer', 'string'], description: "The reply's id." },
      },
    },
    rate: {
      type: 'object',
      additionalProperties: false,
      required: ['turn', 'score', 'qaId'],
      description: 'A star given after Resolved.',
      properties: {
        turn: { type: 'integer', minimum: 0, description: "The turn's index in turns." },
        score: { type: 'integer', minimum: 1, maximum: 5, description: 'The stars.' },
        qaId: { type: ['integer', 'string'], description: "The reply's id." },
      },
    },
    contact: { type: 'object', additionalProperties: false, description: 'Contact CS, offered after free text.' },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
