import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import Text from './index.tsx';

const meta = {
  title: 'Blocks/text',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, Text, {
    layout: 'fullscreen',
    args: { text: 'Repay before the due date to avoid late fees.' },
  }),
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof Text>;

export const Heading: Story = { args: { text: 'Order details', variant: 'heading' } };

export const Body: Story = { args: { variant: 'body' } };

export const Note: Story = { args: { text: 'Reply to a complaint is promised within 3 weekdays.', variant: 'note' } };

export const Centered: Story = { args: { variant: 'body', align: 'center' } };
