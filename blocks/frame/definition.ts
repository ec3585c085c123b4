import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'frame',
  description:
    "A document from another page (an agreement, a policy) in a sandboxed inline frame: no scripts, no forms, no top navigation. Only the page's own origin and the listed origins are shown; any other address shows a note instead.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['src', 'title'],
    properties: {
      src: { type: 'string', description: 'The document address (absolute, or a path on this origin).' },
      title: { type: 'string', description: "The frame's accessible name." },
      allowedOrigins: {
        type: 'array',
        items: { type: 'string' },
        description: "Origins besides the page's own whose documents may be shown (bind the deployment's list).",
      },
      height: { type: 'integer', minimum: 120, default: 360, description: 'Frame height in CSS pixels.' },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
