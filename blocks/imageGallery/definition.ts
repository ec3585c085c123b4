import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'imageGallery',
  description: "Thumbnails of pictures (a complaint's images, its process result); tapping one shows it large.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['images'],
    properties: {
      label: { type: 'string', description: 'Names the gallery; pictures are named "<label> n".' },
      images: { type: 'array', items: { type: 'string' }, description: 'Picture addresses; nothing shows when empty.' },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
