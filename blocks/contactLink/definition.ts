import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'contactLink',
  description: 'A phone number that opens the dialer (tel:) or an address that opens the mail client (mailto:).',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'label', 'value'],
    properties: {
      kind: { enum: ['tel', 'mailto'] },
      label: { type: 'string' },
      value: { type: 'string', description: 'The number or address; nothing shows when it is empty.' },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
