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
  events: ['result'],
});

export default definition;
export type Props = BlockProps<typeof definition>;
