import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'radioGroup',
  description:
    'One choice among options, as real radio inputs in a named group (a bound card, Bank or Mini Market, a market); choosing one raises select.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'options'],
    properties: {
      label: { type: 'string', description: 'Names the group (its legend).' },
      labelHidden: { type: 'boolean', default: false, description: 'Keep the legend for screen readers only.' },
      options: {
        type: 'array',
        items: { type: ['object', 'string'] },
        description: 'Objects, or plain strings (each its own value and title).',
      },
      valueKey: { type: 'string', default: 'value', description: 'Field of each option holding its value.' },
      titleKey: { type: 'string', default: 'title', description: 'Field of each option holding its text.' },
      descriptionKey: {
        type: 'string',
        description: 'Field of each option holding a second line (e.g. a masked card number).',
      },
      selected: {
        type: ['string', 'number', 'null'],
        twoWay: true,
        description: 'The chosen value (compared as text); null for none.',
      },
    },
  },
  events: {
    select: {
      type: 'object',
      additionalProperties: false,
      required: ['value', 'title', 'option', 'index'],
      description: 'Another option was chosen.',
      properties: {
        value: { description: "The option's valueKey field (a plain string option: itself), its type unchanged." },
        title: { type: 'string', description: "The option's titleKey field (a plain string option: itself), as text." },
        option: { description: 'The option as given (an item of options: an object, or a plain string).' },
        index: { type: 'integer', minimum: 0, description: 'Its place in options.' },
      },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
