import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'deviceCheck',
  description:
    "Tries a device feature and shows what it returned in a live region: file (a file picker: the chosen file's name, type and size) or location (a geolocation button: latitude, longitude and accuracy, or why not: denied, unavailable, unsupported, timeout). Raises result with the same.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['kind'],
    properties: {
      kind: { enum: ['file', 'location'], description: 'file: pick a file; location: ask for the position.' },
    },
  },
  events: {
    result: {
      type: 'object',
      additionalProperties: false,
      description:
        'What the feature returned: file (kind file), position (kind location, when found) or error and detail (kind location, when not).',
      properties: {
        file: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'type', 'size'],
          description: 'The chosen file.',
          properties: {
            name: { type: 'string', description: "The file's name." },
            type: { type: 'string', description: 'Its type as the browser reports it.' },
            size: { type: 'integer', minimum: 0, description: 'Bytes.' },
          },
        },
        position: {
          type: 'object',
          additionalProperties: false,
          required: ['latitude', 'longitude', 'accuracy'],
          description: 'Where the device is.',
          properties: {
            latitude: { type: 'number', description: 'Degrees.' },
            longitude: { type: 'number', description: 'Degrees.' },
            accuracy: { type: 'number', description: 'Metres.' },
          },
        },
        error: { enum: ['denied', 'unavailable', 'unsupported', 'timeout'], description: 'Why no position came.' },
        detail: { type: 'string', description: "The browser's own message for it ('' when none)." },
      },
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
