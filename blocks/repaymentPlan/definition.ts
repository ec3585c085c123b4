import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'repaymentPlan',
  description:
    'The cost of a loan before consent: each installment (title, due date, description, amount), then the amount borrowed, the rate, the total to repay and the cost of the loan (total minus amount), computed from the plan. Totals are left out when any amount cannot be read, rather than shown wrong.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['plans'],
    properties: {
      heading: { type: 'string', description: 'Heading of the schedule.' },
      plans: {
        type: 'array',
        items: { type: 'object' },
        description: 'The installments, in order; a missing list shows none.',
      },
      titleKey: { type: 'string', default: 'title', description: 'Field of each installment holding its title.' },
      amountKey: {
        type: 'string',
        default: 'amount',
        description: "Field holding its amount: a number in the market's unit, or text such as 'Rp 1.050.000'.",
      },
      descriptionKey: { type: 'string', default: 'description', description: 'Field holding a line under the title.' },
      dueDateKey: { type: 'string', default: 'dueDate', description: 'Field holding its due date.' },
      principal: {
        type: ['number', 'string'],
        description: 'The amount borrowed (number in the market unit, or text); no cost line without it.',
      },
      rate: { type: 'string', description: 'The interest rate as the server words it (e.g. 0.05%/day).' },
      currency: { enum: ['INR', 'IDR'], description: "The market's currency (bind market.currency)." },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
