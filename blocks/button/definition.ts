import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'button',
  description: 'A button (or a link-looking control) that raises press; disabled while its action runs.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label'],
    properties: {
      label: { type: 'string' },
      appearance: { enum: ['primary', 'secondary', 'link'], default: 'primary' },
      role: {
        enum: ['button', 'link'],
        default: 'button',
        description: 'link when it takes the borrower to another page.',
      },
    },
  },
  events: {
    press: { type: 'object', additionalProperties: false, description: 'Tapped (never while busy or disabled).' },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
