import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'imagePicker',
  description:
    'Pictures the borrower adds one at a time (up to max), each handed to the page to upload at once (pick: a JPEG, PNG, WebP or HEIC picture known by its bytes, as a File of the type of its content with its metadata such as the GPS position removed); thumbnails with remove buttons (remove gives the remaining list); other files, unreadable pictures and pictures still over maxBytes once cleaned are refused (reject, with the message to show).',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label'],
    properties: {
      label: { type: 'string', description: 'Names the picker.' },
      images: {
        type: 'array',
        items: { type: 'string' },
        default: [],
        description: 'Addresses of the pictures already uploaded.',
      },
      max: { type: 'integer', minimum: 1, default: 9, description: 'The picker is disabled once this many are there.' },
      maxBytes: {
        type: 'integer',
        minimum: 1,
        description: 'Pictures larger than this once their metadata is removed are refused before any upload.',
      },
    },
  },
  events: ['pick', 'remove', 'reject'],
});

export default definition;
export type Props = BlockProps<typeof definition>;
