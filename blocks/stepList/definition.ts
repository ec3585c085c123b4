import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'stepList',
  description:
    "Numbered instructions: a plain list of steps, or groups of steps under a name (a bank's channels), each group foldable.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['steps'],
    properties: {
      heading: { type: 'string' },
      steps: {
        type: 'array',
        items: { type: ['string', 'object'] },
        description: 'Strings (steps), or objects holding a name and a list of steps.',
      },
      nameKey: { type: 'string', default: 'name', description: 'Field of a group holding its name.' },
      listKey: { type: 'string', default: 'list', description: 'Field of a group holding its steps.' },
      empty: {
        type: 'string',
        description: 'Said under the heading when there is no step at all; without it the block shows nothing then.',
      },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
