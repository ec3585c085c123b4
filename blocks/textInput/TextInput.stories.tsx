import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { argsInMarket, blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import TextInput from './index.tsx';

/**
 * Stands in for the page's setState: each change comes back as `value`, so the counter counts in
 * the canvas. Kept in React state, not Storybook args: updating args reruns the story's loaders,
 * which remounts it (focus and caret lost) on every keystroke.
 */
function BoundInput(args: Props) {
  const [value, setValue] = useState(args.value ?? '');
  return (
    <TextInput
      {...args}
      value={value}
      emit={(event, payload) => {
        args.emit(event, payload);
        if (event === 'change' && typeof payload?.value === 'string') setValue(payload.value);
      }}
    />
  );
}

const COMPLAINT =
  'I repaid my loan on the 3rd but the app still shows it as overdue and a late fee was charged. Please check and refund the fee.';
// One character short of 200.
const NEAR_LIMIT = `${COMPLAINT} I attached the bank transfer receipt and a screenshot of the order page.`;

const meta = {
  title: 'Blocks/textInput',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  // A new value from the Controls panel starts the field afresh.
  ...blockMeta(definition, TextInput, { args: { label: 'Your comments and suggestions' } }),
  // After blockMeta: this file's own render, with the args in the toolbar's market (stories/inMarket.ts).
  render: (storyArgs, context) => {
    const args = argsInMarket(storyArgs, context);
    return <BoundInput key={args.value} {...args} />;
  },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof TextInput>;

export const SingleLine: Story = {
  name: 'Single line (Enter submits)',
  args: { label: 'Your name', placeholder: 'As on your ID card' },
};

export const HiddenLabel: Story = {
  name: 'Hidden label (chat message)',
  args: { label: 'Message', labelHidden: true, placeholder: 'Type your question', maxLength: 200 },
};

export const WithSendButton: Story = {
  name: 'With a send button (help chat)',
  args: {
    label: 'Your question',
    labelHidden: true,
    placeholder: 'Type your question',
    maxLength: 200,
    submitLabel: 'Send',
  },
};

export const MultilineWithCounter: Story = {
  name: 'Multiline with counter (complaint form)',
  args: { multiline: true, counter: true, maxLength: 200, placeholder: 'Please describe the problem', value: '' },
};

export const NearTheLimit: Story = {
  name: `Near the limit (${NEAR_LIMIT.length}/200)`,
  args: { multiline: true, counter: true, maxLength: 200, value: NEAR_LIMIT },
};

export const ReadOnly: Story = {
  name: 'Read-only with counter (complaint detail)',
  args: { label: 'Content', multiline: true, counter: true, maxLength: 200, readOnly: true, value: COMPLAINT },
};

export const Disabled: Story = {
  args: { multiline: true, counter: true, maxLength: 200, value: COMPLAINT, disabled: true },
};

export const SmsCode: Story = {
  name: 'SMS code',
  args: {
    label: '验证码',
    placeholder: '请输入验证码',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
  },
};
