import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'launchFields',
  description:
    "An editable field per launch parameter (CONTRACT §3, in the order of LAUNCH_KEYS; platform and languageType as choices), with buttons that fill the empty fields with demo values or clear them all. Every edit raises change with the whole set; saving is the page's business (the launch action).",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label'],
    properties: {
      label: { type: 'string', description: 'Names the group of fields (its legend).' },
      values: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description:
          'The value of each launch parameter by name; a missing one is empty. Names that are not launch parameters are ignored.',
      },
      demo: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description:
          'Demo values by name: an empty field shows its demo value as a placeholder, and the fill button puts it there.',
      },
    },
  },
  events: {
    change: {
      type: 'object',
      additionalProperties: false,
      required: ['values'],
      description: 'A field was edited, filled with its demo value or cleared.',
      properties: {
        values: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: "Every launch parameter's value by name ('' when empty).",
        },
      },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
