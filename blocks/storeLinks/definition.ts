import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'storeLinks',
  description:
    "Where to get the brand's app: a button per store that has a link (Android, then iOS), the visitor's own system's filled, the other outlined; with no link at all, the note and the children (a phone to call) instead. Raises open with the store's url.",
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['androidLabel', 'iosLabel', 'empty'],
    properties: {
      android: { type: 'string', description: 'The Android app (a store page or an APK link); no button without it.' },
      ios: { type: 'string', description: 'The iOS app (its App Store page); no button without it.' },
      platform: {
        enum: ['ios', 'android'],
        default: 'android',
        description: "The visitor's system (bind platform): its store's button is the filled one.",
      },
      androidLabel: { type: 'string' },
      iosLabel: { type: 'string' },
      empty: { type: 'string', description: 'Said when neither store has a link.' },
    },
  },
  events: {
    open: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      description: "A store's button was tapped (the page opens it).",
      properties: { url: { type: 'string', description: "The store's link (android or ios)." } },
    },
  },
  children: true,
});

export default definition;
export type Props = BlockProps<typeof definition>;
