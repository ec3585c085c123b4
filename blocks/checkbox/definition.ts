import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'checkbox',
  description:
    'One real checkbox with its label (consent to the agreements); toggling raises change with the new value.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label'],
    properties: {
      label: { type: 'string', description: 'What ticking it means; also its accessible name.' },
      checked: { type: 'boolean', default: false, twoWay: true },
      description: { type: 'string', description: 'A second line under the label (e.g. why it is needed).' },
    },
  },
  events: {
    change: {
      type: 'object',
      additionalProperties: false,
      required: ['value'],
      description: 'The box was ticked or unticked.',
      properties: { value: { type: 'boolean', description: 'Whether it is ticked now.' } },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
