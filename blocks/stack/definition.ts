import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'stack',
  description: 'Lays out its child nodes in a column or a row, optionally as a card or a named region.',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      direction: { enum: ['column', 'row'], default: 'column' },
      gap: { enum: ['none', 's', 'm', 'l'], default: 'm' },
      padding: { enum: ['none', 's', 'm'], default: 'm' },
      align: { enum: ['stretch', 'center', 'start', 'end'], default: 'stretch' },
      surface: { type: 'boolean', default: false, description: 'Draw it as a card.' },
      label: { type: 'string', description: 'Makes it a named region (for a screen reader).' },
      heading: { type: 'string', description: 'A visible heading at the top; it also names the region.' },
      anchor: {
        type: 'string',
        pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
        description:
          'An id, so #<anchor> links to this part of the page (a section of the public site); a section link moves the focus here.',
      },
      pin: {
        enum: ['none', 'bottom'],
        default: 'none',
        description: 'bottom: fixed along the bottom of the screen (a composer, a tab bar).',
      },
    },
  },
  events: {},
  children: true,
});

export default definition;
export type Props = BlockProps<typeof definition>;
