import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'tabs',
  description: "A tab list (complaint list tabs, help-chat topics); its child nodes are the selected tab's panel.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'tabs'],
    properties: {
      label: { type: 'string', description: 'Names the tab list.' },
      tabs: {
        type: 'array',
        items: { type: ['object', 'string'] },
        description: 'The tabs: strings, or objects holding their title.',
      },
      titleKey: { type: 'string', default: 'title', description: 'Field of each tab object holding its title.' },
      selected: {
        type: ['integer', 'null'],
        default: 0,
        twoWay: true,
        description: 'Index of the selected tab; null for none (topics that only trigger).',
      },
      position: {
        enum: ['top', 'bottom'],
        default: 'top',
        description: 'bottom: fixed along the bottom edge of the screen.',
      },
      empty: {
        type: 'string',
        description: 'Said in place of the tab list when there is no tab; without it the block shows nothing then.',
      },
    },
  },
  events: {
    select: {
      type: 'object',
      additionalProperties: false,
      required: ['index', 'tab', 'title'],
      description: 'Another tab was chosen (Enter, Space or a tap: not the arrows).',
      properties: {
        index: { type: 'integer', minimum: 0, description: 'Its place in tabs.' },
        tab: { type: ['object', 'string'], description: 'The tab as given (an item of tabs).' },
        title: { type: 'string', description: 'Its title, as shown.' },
      },
    },
  },
  children: true,
});

export default definition;
export type Props = BlockProps<typeof definition>;
