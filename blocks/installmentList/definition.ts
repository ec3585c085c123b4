import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'installmentList',
  description:
    'Installment periods (SPEC §4): pending ones with checkboxes ticked as the installmentList model says, paid ones folded, and a pay-all switch; the page keeps the selection with dispatch and shows the total.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'periods', 'selection'],
    properties: {
      label: { type: 'string', description: 'Names the list of pending periods.' },
      periods: {
        type: 'array',
        items: { type: 'object' },
        description:
          'Pending periods (repayWaitDetail): periodNo, totalAmount, dueTime, repayDes, periodStatus, canClick.',
      },
      paid: {
        type: 'array',
        items: { type: 'object' },
        default: [],
        description: 'Paid periods (repayYetDetail), folded under their count.',
      },
      selection: {
        type: 'object',
        twoWay: true,
        description:
          'The installmentList model\'s state (its ticked count and total). Bound both ways ({"$bindState"} to a key kept by the installmentList model), the block inits it from periods and keeps it as the borrower ticks.',
      },
      currency: { enum: ['INR', 'IDR'], description: 'How amounts are written.' },
      empty: { type: 'string', description: 'Said in place of the periods when none is pending (nothing is due now).' },
    },
  },
  events: {
    toggle: {
      type: 'object',
      additionalProperties: false,
      required: ['index', 'checked'],
      description: "A period's checkbox was ticked or unticked (the installmentList model's toggle).",
      properties: {
        index: { type: 'integer', minimum: 0, description: "The period's place in periods." },
        checked: { type: 'boolean', description: 'Whether it is ticked now.' },
      },
    },
    payAll: {
      type: 'object',
      additionalProperties: false,
      required: ['on'],
      description: "The pay-all switch was turned (the installmentList model's payAll).",
      properties: { on: { type: 'boolean', description: 'Whether it is on now.' } },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
