import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'productCard',
  description: 'A recommended loan product; its button raises press only when the product is enabled.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'buttonText'],
    properties: {
      logo: { type: 'string' },
      name: { type: 'string' },
      amountRange: { type: 'string' },
      amountDescription: { type: 'string' },
      rate: { type: 'string' },
      description: { type: 'string' },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 2, description: 'At most two tags.' },
      buttonText: { type: 'string' },
      enabled: { type: 'boolean', default: true, description: 'A disabled product greys its button and does nothing.' },
    },
  },
  events: {
    press: { type: 'object', additionalProperties: false, description: 'The button of an enabled product was tapped.' },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
