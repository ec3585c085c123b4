import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'orderCard',
  description:
    'An order at a glance (complaint pages): product logo and name, its status, label/value rows, and an optional switch to pick another order.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: {
      heading: { type: 'string', description: 'Small caption above the card, e.g. "Order".' },
      logo: { type: 'string', description: 'Product logo address.' },
      name: { type: 'string', description: 'Product name (the card heading).' },
      status: { type: 'string', description: 'Order status text.' },
      rows: { type: 'array', items: { type: 'object' }, description: 'Label/value rows; a missing list shows none.' },
      labelKey: { type: 'string', default: 'title', description: 'Field of each row holding the label.' },
      valueKey: { type: 'string', default: 'value', description: 'Field of each row holding the value.' },
      actionLabel: { type: 'string', description: 'Label of the switch button (e.g. "All"); no button when absent.' },
    },
  },
  events: {
    action: { type: 'object', additionalProperties: false, description: 'The switch button (actionLabel) was tapped.' },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
