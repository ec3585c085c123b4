import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'labelValueRows',
  description: 'Label/value rows from a list of objects (order details, complaint order card).',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['rows'],
    properties: {
      heading: { type: 'string' },
      rows: { type: 'array', items: { type: 'object' }, description: 'The rows; a missing list shows nothing.' },
      labelKey: { type: 'string', default: 'title', description: 'Field of each row holding the label.' },
      valueKey: { type: 'string', default: 'value', description: 'Field of each row holding the value.' },
      hideEmpty: { type: 'boolean', default: false, description: 'Leave out rows whose value is empty.' },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
