import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'choiceList',
  description: 'A named list of options to tap (problem types, sub-types, orders); tapping one raises select.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'options'],
    properties: {
      label: { type: 'string', description: 'Names the list (shown as its heading).' },
      options: { type: 'array', items: { type: 'object' }, description: 'The options; a missing list shows none.' },
      valueKey: { type: 'string', default: 'value', description: 'Field of each option holding its value.' },
      titleKey: { type: 'string', default: 'title', description: 'Field of each option holding its text.' },
      descriptionKey: { type: 'string', description: 'Field of each option holding a second line, if any.' },
      selected: {
        type: ['string', 'number', 'null'],
        twoWay: true,
        description: 'The value shown as chosen (pressed).',
      },
      layout: { enum: ['list', 'grid'], default: 'list', description: 'One per row, or two columns of tiles.' },
    },
  },
  events: {
    select: {
      type: 'object',
      additionalProperties: false,
      required: ['value', 'title', 'option', 'index'],
      description: 'An option was tapped.',
      properties: {
        value: { description: "The option's valueKey field, as the option holds it." },
        title: { type: 'string', description: "The option's titleKey field, as text." },
        option: { type: 'object', description: 'The option as given (an item of options).' },
        index: { type: 'integer', minimum: 0, description: 'Its place in options.' },
      },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
