import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'siteNav',
  description:
    "The public site's top navigation, kept at the top of the screen: links to sections of the same page (they scroll there smoothly, or at once when the visitor asks for less motion, and put #section in the address) and links to other pages (they raise open with the link's href; the page opens it).",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'items'],
    properties: {
      label: { type: 'string', description: "The navigation's accessible name (a page may have several navigations)." },
      items: {
        type: 'array',
        description: 'The links, in order: each either a section of this page (section) or another page (href).',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['label'],
          properties: {
            label: { type: 'string', description: 'The visible text, which names the link.' },
            section: {
              type: 'string',
              pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
              description: 'The id of a section of this page (a stack anchor).',
            },
            href: { type: 'string', description: 'The address of another page; tapping it raises open ({href}).' },
          },
          oneOf: [{ required: ['section'] }, { required: ['href'] }],
        },
      },
    },
  },
  events: {
    open: {
      type: 'object',
      additionalProperties: false,
      required: ['href'],
      description: 'A plain tap on a link to another page (the page opens it).',
      properties: { href: { type: 'string', description: "The link's href." } },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
