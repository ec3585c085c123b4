import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'text',
  description:
    "A section heading, a paragraph, a small note or an alert (the screen's own title is the title bar's, from the page's title).",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['text'],
    properties: {
      text: { type: 'string' },
      variant: {
        enum: ['heading', 'body', 'note', 'alert'],
        default: 'body',
        description:
          'heading: a section heading (h2); alert: a message that something went wrong, announced at once (role=alert).',
      },
      align: { enum: ['start', 'center'], default: 'start' },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
