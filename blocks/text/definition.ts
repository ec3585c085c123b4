import { defineBlock, type BlockProps } from '../define.ts';

const definition = defineBlock({
  type: 'text',
  description: 'A heading, a paragraph or a small note.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['text'],
    properties: {
      text: { type: 'string' },
      variant: { enum: ['heading', 'body', 'note', 'alert'], default: 'body', description: 'alert: a message that something went wrong, announced at once (role=alert).' },
      align: { enum: ['start', 'center'], default: 'start' },
    },
  },
  events: [],
});

export default definition;
export type Props = BlockProps<typeof definition>;
