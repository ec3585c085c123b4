import { defineBlock, type BlockProps } from '../../renderer/contract/block/defineBlock.ts';

const definition = defineBlock({
  type: 'countdownButton',
  description:
    'A button that, while running, counts down one second at a time and cannot be pressed (SMS resend; or, with refuseWhileRunning, raises refused): it shows the seconds left, raises finish at zero and shows its label again. Each new restartKey while running starts again from seconds.',
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['label'],
    properties: {
      label: { type: 'string', description: 'Shown when not counting (e.g. "获取验证码").' },
      seconds: { type: 'integer', minimum: 1, default: 60 },
      running: { type: 'boolean', default: false, description: 'Counting down; false stops and resets it.' },
      restartKey: {
        type: 'integer',
        default: 0,
        description: 'A new value while running starts the count again from seconds.',
      },
      step: {
        type: 'object',
        twoWay: true,
        description:
          'The countdownButton model\'s SMS code step, bound both ways ({"$bindState"} to a key that model keeps): in place of running and restartKey, it counts while the step\'s wait runs, afresh at each round, and writes the step finished at zero.',
      },
      refuseWhileRunning: {
        type: 'boolean',
        default: false,
        description:
          'While counting it can still be pressed and raises refused instead of press, so the page can say why (the promotion SMS: "请勿重复发送验证码!").',
      },
    },
  },
  events: {
    press: { type: 'object', additionalProperties: false, description: 'Tapped while not counting.' },
    finish: { type: 'object', additionalProperties: false, description: 'The count reached zero.' },
    refused: {
      type: 'object',
      additionalProperties: false,
      description: 'Tapped while counting, with refuseWhileRunning.',
    },
  },
});

export default definition;
export type Props = BlockProps<typeof definition>;
