import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';
import { grievanceOfficerSchema } from '../../renderer/contract/deployment/grievanceOfficer.ts';

const definition = defineBlock({
  type: 'grievanceOfficer',
  description:
    "The market's nodal grievance redressal officer as a card: a heading, an optional line (where to turn when an answer does not resolve a complaint), the name, a phone number that opens the dialer and an e-mail address that opens the mail client. Nothing shows without an officer.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['officer'],
    properties: {
      heading: {
        type: 'string',
        description:
          'The visible heading (default: the catalogue\'s "Grievance redressal officer"); it also names the section.',
      },
      text: { type: 'string', description: 'A line under the heading.' },
      officer: grievanceOfficerSchema,
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
