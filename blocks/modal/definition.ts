import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'modal',
  description: 'A dialog over the page with a title and child nodes; Escape or the backdrop raises dismiss.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { type: 'string' },
      description: { type: 'string' },
      dismissible: { type: 'boolean', default: true, description: 'Escape and the backdrop raise dismiss.' },
    },
  },
  events: {
    dismiss: {
      type: 'object',
      additionalProperties: false,
      description: 'Escape or the backdrop, when dismissible; without actions of its own the dialog closes.',
    },
  },
  children: true,
});

export default definition;
export type Props = BlockProps<typeof definition>;
