import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'ratingStars',
  description: 'Five stars; tapping one raises change with its value, and the stars fill up to it.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label'],
    properties: {
      label: { type: 'string', description: 'Names the group of stars.' },
      value: {
        type: 'integer',
        minimum: 0,
        maximum: 5,
        default: 0,
        twoWay: true,
        description: '0 when none is chosen.',
      },
    },
  },
  events: {
    change: {
      type: 'object',
      additionalProperties: false,
      required: ['value'],
      description: 'A star was tapped.',
      properties: { value: { type: 'integer', minimum: 1, maximum: 5, description: 'Its number.' } },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
