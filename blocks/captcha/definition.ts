import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'captcha',
  description:
    'A picture code (captcha) that is also the button for a new one: pressing it raises press (the page decides whether a new picture may be fetched). Until the picture loads, and if it fails, it says so in words; a new src tries again.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['src', 'label'],
    properties: {
      src: { type: 'string', description: 'The picture address (empty: none yet).' },
      label: {
        type: 'string',
        description:
          'The button\'s name: what it is and that pressing it gives a new picture ("Picture code, tap for a new one").',
      },
      failedText: { type: 'string', default: '', description: 'Shown in place of a picture that did not load.' },
      failed: {
        type: 'boolean',
        default: false,
        description: 'There is no picture to load (its address could not be had): show failedText.',
      },
      width: { type: 'integer', minimum: 40, default: 104 },
      height: { type: 'integer', minimum: 24, default: 44 },
    },
  },
  events: {
    press: {
      type: 'object',
      additionalProperties: false,
      description: 'The picture was tapped: the borrower asks for a new one.',
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
