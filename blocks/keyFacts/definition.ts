import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';
import { grievanceOfficerSchema } from '../../renderer/contract/deployment/grievanceOfficer.ts';

const definition = defineBlock({
  type: 'keyFacts',
  description:
    "The Key Fact Statement before consent (CONTRACT §7): the amount, the amount received, each fee, each payment, the total repayable and the total cost of credit, worked out exactly from loan-detail-confirm's whole-number fields (renderer/runtime/money/loanCost.ts); with rupees the APR (RBI), with rupiah the daily cost and the market's risk warning (OJK); the lender's own APR as given; penal charges, the cooling-off period, the recovery-agent note and the grievance redressal officer. A figure that needs a field the reply lacks says the lender did not supply it. Where the market caps the daily cost and the offer is above it, the statement says so and raises assess with withinCap false.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['amount', 'plans', 'currency'],
    properties: {
      heading: {
        type: 'string',
        description: 'Heading of the statement (default: the catalogue\'s "Key Fact Statement").',
      },
      amount: {
        description:
          "The principal (data.offer.amount): a whole number in the market's unit; anything else is not supplied.",
      },
      fees: {
        description:
          'data.offer.fees: [{title, amount, upfront}]; missing: the fees (and every figure needing them) are not supplied; [] is no fees.',
      },
      plans: {
        description:
          'data.offer.repay_plans: each payment is read from payAmount (whole number) and day (days from disbursal), titled by title and pay_time.',
      },
      apr: { description: "data.offer.apr: the lender's own APR in percent, shown as given." },
      coolingOffDays: { description: 'data.offer.coolingOffDays: the cooling-off period in days.' },
      coolingOffDefault: {
        type: 'integer',
        minimum: 0,
        description: "The market's cooling-off period when the reply gives none (market.coolingOffDays).",
      },
      dailyCostCap: {
        type: 'number',
        minimum: 0,
        description: 'Percent of the principal a day the market allows (market.dailyCostCap); none: no cap.',
      },
      currency: {
        enum: ['INR', 'IDR'],
        description:
          "The market's currency (market.currency): rupees show the APR, rupiah the daily cost and the risk warning.",
      },
      penalty: {
        type: 'object',
        additionalProperties: false,
        required: ['newClient', 'repeatClient'],
        description: "The one-off late penalty (market.penalty), in the market's unit.",
        properties: { newClient: { type: 'integer', minimum: 0 }, repeatClient: { type: 'integer', minimum: 0 } },
      },
      penaltyDaily: {
        type: 'array',
        items: { type: 'string' },
        description: "The daily penal rates, one line each (the loan terms' words).",
      },
      recoveryAgents: {
        type: 'string',
        description: 'The recovery-agent note (market.recoveryAgentNote); none: the line is left out.',
      },
      grievanceOfficer: grievanceOfficerSchema,
    },
  },
  events: {
    assess: {
      type: 'object',
      additionalProperties: false,
      required: ['withinCap'],
      description: 'Raised once shown, and again whenever the answer changes.',
      properties: {
        withinCap: {
          type: 'boolean',
          description: 'false when the market caps the daily cost and the offer is above it (consent must be refused).',
        },
      },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
