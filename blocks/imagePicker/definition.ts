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
  events: {
    pick: {
      type: 'object',
      additionalProperties: false,
      required: ['file'],
      description: 'A picture was chosen and cleaned: the page uploads it.',
      properties: {
        file: {
          description:
            'The picture as a File (a JPEG, PNG, WebP or HEIC known by its bytes, of the type of its content, its metadata removed).',
        },
      },
    },
    remove: {
      type: 'object',
      additionalProperties: false,
      required: ['images', 'removed', 'index'],
      description: "A picture's remove button was tapped.",
      properties: {
        images: { type: 'array', items: { type: 'string' }, description: 'The pictures that remain.' },
        removed: { type: 'string', description: 'The address of the picture removed.' },
        index: { type: 'integer', minimum: 0, description: 'Its place in images.' },
      },
    },
    reject: {
      type: 'object',
      additionalProperties: false,
      required: ['reason', 'message'],
      description: 'A chosen file was refused, before any upload.',
      properties: {
        reason: {
          enum: ['full', 'type', 'unreadable', 'size'],
          description:
            'full: max pictures are there; type: not a picture; unreadable: its bytes could not be read; size: over maxBytes once cleaned.',
        },
        name: { type: 'string', description: "The file's name (every reason but full)." },
        maxBytes: { type: 'integer', minimum: 0, description: 'The limit it is over (reason size).' },
        message: {
          type: 'string',
          description: "The catalogue's words for the refusal, filled in: toast it as it is.",
        },
      },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
