import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'siteHero',
  description:
    "The opening of a public page: an optional headline, a lead line and optional key figures (label and value), such as the loan amount and how fast the money arrives. The headline is a level-2 heading under the title bar's, or, on a page without a title bar (the public site's home), the page's one level-1 heading.",
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      title: { type: 'string', description: 'The headline; none when the title bar already says it.' },
      level: {
        enum: [1, 2],
        default: 2,
        description: '1 only on a page without a title bar (titleBar: false), where the headline names the page.',
      },
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
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
