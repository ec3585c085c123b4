import { defineBlock, type BlockProps } from '../define.ts';

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
    },
  },
  events: [],
});

export default definition;
export type Props = BlockProps<typeof definition>;
