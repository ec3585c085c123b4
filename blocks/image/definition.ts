import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'image',
  description: 'A full-width picture (a banner); its shape is reserved before it loads.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['src'],
    properties: {
      src: { type: 'string' },
      alt: { type: 'string', default: '', description: 'Empty when the picture only decorates.' },
      width: { type: 'integer', minimum: 1, default: 750, description: 'Intrinsic width (reserves the shape).' },
      height: { type: 'integer', minimum: 1, default: 300, description: 'Intrinsic height (reserves the shape).' },
      fill: {
        type: 'boolean',
        default: true,
        description: 'Fill the width (a banner); false shows it at its own width and height (a logo).',
      },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
