import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { argsInMarket, blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import CountdownButton from './index.tsx';

/**
 * Plays the page's part as the pay-way screen does: press starts the count (a new restartKey each
 * time), finish stops it. A story render function, not a React component.
 */
function InteractiveCountdown(args: Props) {
  const [, updateArgs] = useArgs<Props>();
  return (
    <CountdownButton
      {...args}
      emit={(...raised) => {
        args.emit(...raised);
        const [event] = raised;
        if (event === 'press') updateArgs({ running: true, restartKey: (args.restartKey ?? 0) + 1 });
        if (event === 'finish') updateArgs({ running: false });
      }}
    />
  );
}

const meta = {
  title: 'Blocks/countdownButton',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, CountdownButton, { args: { label: '获取验证码' } }),
  // After blockMeta: this file's own render, with the args in the toolbar's market (stories/inMarket.ts).
  // Called, not mounted: its Storybook hooks (useArgs) belong to the story function.
  render: (args, context) => InteractiveCountdown(argsInMarket(args, context)),
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof CountdownButton>;

export const Idle: Story = { name: 'Idle (press starts a 60 s count)' };

export const Running: Story = { name: 'Running (5 s, then the label again)', args: { running: true, seconds: 5 } };

export const RunningFull: Story = {
  name: 'Running (60 s, Indonesian)',
  globals: { market: 'id' },
  args: { label: 'Kirim ulang kode', running: true, seconds: 60 },
};

export const Disabled: Story = { args: { disabled: true } };

export const RefusesWhileRunning: Story = {
  name: 'Running, pressable: refused instead of press (promotion SMS)',
  globals: { language: 'zh' },
  args: { label: '获取验证码', running: true, seconds: 60, refuseWhileRunning: true },
};
