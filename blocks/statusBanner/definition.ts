import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'statusBanner',
  description:
    "A banner image with a status title (a level-2 heading under the screen's title) and description (loan details, results).",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['image', 'title'],
    properties: {
      image: { type: 'string', description: 'Banner image address.' },
      imageAlt: { type: 'string', default: '', description: 'Empty when the image only decorates.' },
      title: { type: 'string' },
      description: { type: 'string' },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
