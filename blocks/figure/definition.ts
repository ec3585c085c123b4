import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'figure',
  description:
    'One labelled value shown prominently (a virtual account number, a total to pay), optionally with a copy button.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'value'],
    properties: {
      label: { type: 'string' },
      value: { type: 'string' },
      size: { enum: ['normal', 'large'], default: 'normal' },
      copyable: { type: 'boolean', default: false, description: 'A "Copy" button puts the value on the clipboard.' },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
