import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const text = { type: 'string' } as const;
const texts = { type: 'array', items: text } as const;

const definition = defineBlock({
  type: 'document',
  description:
    'Long-form text (a policy, terms, an explanation): an optional title and introduction, an optional table of contents linking to each section, then the sections, each a heading with paragraphs and an optional bullet list. Text only, never HTML. `{name}` placeholders are filled from values; a paragraph or item whose placeholder has no value is left out whole.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['sections'],
    properties: {
      title: {
        ...text,
        description:
          "The document's own title (h2 under the title bar's h1), when it differs from the screen's; its parts' headings go a level down.",
      },
      intro: { ...texts, description: 'Paragraphs before the contents (what the document is, when it was updated).' },
      sections: {
        type: 'array',
        description:
          'The sections in order. The id is the address of the section (#id): lower-case letters, digits and dashes.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'title', 'paragraphs'],
          properties: {
            id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
            title: text,
            paragraphs: texts,
            items: { ...texts, description: 'A bullet list after the paragraphs.' },
          },
        },
      },
      toc: { type: 'boolean', default: false, description: 'Show a table of contents with a link to each section.' },
      tocLabel: {
        ...text,
        description: "The contents' heading and name (default: the catalogue's document.contents).",
      },
      values: {
        type: 'object',
        description:
          'Fills {name} placeholders in the texts (company, email, phone, address, app…). Each is a text or a number, or a value from data ({"$template"} bound to the deployment, {"$read"}, {"$logic"} such as money) that the page resolves first.',
        additionalProperties: { type: ['string', 'number'] },
      },
    },
  },
  events: {},
});

export default definition;
export type Props = BlockProps<typeof definition>;
