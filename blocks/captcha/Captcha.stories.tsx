import type { Meta, StoryObj } from '@storybook/react-vite';
import { captchaSvg } from '../../demo/gateway/promotionData.ts';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import Captcha from './index.tsx';

/** The demo gateway's own picture, inline, so the story needs no network. */
const picture = (code: string) => `data:image/svg+xml,${encodeURIComponent(captchaSvg(code))}`;

const meta = {
  title: 'Blocks/captcha',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, Captcha, {
    args: { src: picture('4827'), label: 'Picture code, tap for a new one', failedText: 'Not loaded. Tap to retry' },
  }),
} satisfies Meta<typeof Captcha>;

export default meta;
type Story = StoryObj<typeof Captcha>;

export const Shown: Story = { name: 'A picture code (tap for a new one)' };

export const Loading: Story = { name: 'No picture yet', args: { src: '' } };

export const Failed: Story = {
  name: 'The picture did not load: it says so',
  args: { src: '/demo/missing-captcha.png' },
  parameters: { renderCheck: { failedLoads: true } },
};

export const NoAddress: Story = {
  name: 'No picture could be had (the sid failed): it says so',
  args: { src: '', failed: true },
};

export const Chinese: Story = {
  name: 'Chinese',
  globals: { language: 'zh' },
  args: { src: picture('0931'), label: '图形验证码，点击换一张', failedText: '加载失败，点击重试' },
};
