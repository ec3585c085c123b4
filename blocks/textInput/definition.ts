import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'textInput',
  description:
    'A labelled text field or text area with an optional live counter; typing past maxLength is ignored. Read-only shows text with its counter.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label'],
    properties: {
      label: { type: 'string', description: 'Names the field.' },
      labelHidden: { type: 'boolean', default: false, description: 'Keep the label for screen readers only.' },
      value: { type: 'string', default: '', twoWay: true },
      placeholder: { type: 'string' },
      maxLength: { type: 'integer', minimum: 1, description: 'Characters beyond it are ignored.' },
      multiline: { type: 'boolean', default: false },
      rows: { type: 'integer', minimum: 1, default: 5, description: 'Visible lines of a multiline field.' },
      counter: { type: 'boolean', default: false, description: 'Show "length/maxLength" under the field.' },
      readOnly: { type: 'boolean', default: false },
      inputMode: {
        enum: ['text', 'numeric', 'tel', 'email'],
        default: 'text',
        description: 'The keyboard a phone shows.',
      },
      autoComplete: {
        type: 'string',
        description: 'e.g. one-time-code, so the phone offers the SMS code it received.',
      },
      submitLabel: {
        type: 'string',
        description:
          'A single-line field with a send button of this name beside it; it and Enter raise submit, only when the text is not blank.',
      },
    },
  },
  events: {
    change: {
      type: 'object',
      additionalProperties: false,
      required: ['value'],
      description: 'The text was edited.',
      properties: { value: { type: 'string', description: 'The whole text now.' } },
    },
    submit: {
      type: 'object',
      additionalProperties: false,
      required: ['value'],
      description: 'The send button (submitLabel) or Enter, when the text is not blank.',
      properties: { value: { type: 'string', description: 'The text as typed.' } },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
