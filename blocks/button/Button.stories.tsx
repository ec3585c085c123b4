import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import Button from './index.tsx';

const meta = {
  title: 'Blocks/button',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  // Words from the catalogues in the toolbar's language (stories/inMarket.ts).
  ...blockMeta(definition, Button, { args: { label: '{{t.loan.repay}}' } }),
} satisfies Meta<typeof Button>;

export default meta;
// Partial args: the schema defaults fill the rest (stories/argTypes.ts).
type Story = StoryObj<typeof Button>;

export const Primary: Story = { args: { appearance: 'primary' } };

export const Secondary: Story = { args: { label: '{{t.common.cancel}}', appearance: 'secondary' } };

export const LinkLooking: Story = {
  name: 'Link-looking (delay repayment)',
  args: { label: '{{t.loan.delay}}', appearance: 'link', role: 'link' },
};

export const GoesSomewhere: Story = {
  name: 'Goes somewhere by itself (a real link, a button by role)',
  args: { hrefs: { press: '/repayChoose?productId=3&orderId=10174' } },
};

export const Busy: Story = { name: 'Busy (its action is running)', args: { busy: true } };

export const Disabled: Story = { args: { disabled: true } };
