import { defineBlock, type BlockProps } from '../../renderer/block/defineBlock.ts';

const definition = defineBlock({
  type: 'siteHero',
  description: "The opening of a public page: its title (the page's one level-1 heading), a lead line and optional key figures (label and value), such as the loan amount and how fast the money arrives.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { type: 'string', description: 'The page title (h1).' },
      text: { type: 'string', description: 'A lead line under the title.' },
      claims: {
        type: 'array',
        description: 'Key figures; one whose value is empty is left out (a claim that does not apply in this market).',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['label', 'value'],
          properties: {
            label: { type: 'string', description: 'What the figure is (shown small, above it).' },
            value: { type: 'string', description: 'The figure itself.' },
          },
        },
      },
    },
  },
  events: [],
});

export default definition;
export type Props = BlockProps<typeof definition>;
