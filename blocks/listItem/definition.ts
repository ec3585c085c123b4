import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'listItem',
  description: 'One tappable row of a list (a complaint: its type, time and content); raises press.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { type: 'string' },
      meta: { type: 'string', description: 'A short side note, such as a time.' },
      description: { type: 'string', description: 'Up to two lines of text under the title.' },
    },
  },
  events: { press: { type: 'object', additionalProperties: false, description: 'The row was tapped.' } },
});

export default definition;
export type Props = BlockProps<typeof definition>;
