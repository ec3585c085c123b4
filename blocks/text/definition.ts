import { defineBlock, type BlockProps } from '../../renderer/block/defineBlock.ts';

const definition = defineBlock({
  type: 'text',
  description: 'A page title, a heading, a paragraph or a small note.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['text'],
    properties: {
      text: { type: 'string' },
      variant: {
        enum: ['title', 'heading', 'body', 'note', 'alert'],
        default: 'body',
        description: "title: the page's one main heading (h1); heading: a section heading (h2); alert: a message that something went wrong, announced at once (role=alert).",
      },
      align: { enum: ['start', 'center'], default: 'start' },
    },
  },
  events: [],
});

export default definition;
export type Props = BlockProps<typeof definition>;
