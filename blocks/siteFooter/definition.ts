import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'siteFooter',
  description:
    "The public site's contact section and footer: a heading, the brand's contacts (a phone opens the dialer, an e-mail the mail client, an address is text), any child nodes (a link to the feedback form), then the company name and a copyright line with the current year.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['heading', 'contacts', 'company'],
    properties: {
      heading: { type: 'string', description: 'The visible heading; it also names the section.' },
      anchor: {
        type: 'string',
        pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
        description: 'An id, so #<anchor> links to this section.',
      },
      text: { type: 'string', description: 'A line under the heading.' },
      contacts: {
        type: 'array',
        description: 'The contact lines, in order; one with an empty value is left out.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'label', 'value'],
          properties: {
            kind: {
              enum: ['tel', 'mailto', 'text'],
              description: 'tel: a dialer link; mailto: a mail link; text: plain text (an address).',
            },
            label: { type: 'string' },
            value: { type: 'string' },
          },
        },
      },
      company: {
        type: 'string',
        description: 'The company behind the brand (shown, and named in the copyright line).',
      },
      rights: { type: 'string', description: 'Words after the copyright line ("All rights reserved.").' },
    },
  },
  events: {},
  children: true,
});

export default definition;
export type Props = BlockProps<typeof definition>;
