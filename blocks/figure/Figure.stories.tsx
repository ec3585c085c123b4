import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import Figure from './index.tsx';

const meta = {
  title: 'Blocks/figure',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  // Virtual accounts are Indonesian: shown in the Indonesian market (the toolbar can change it).
  globals: { market: 'id' },
  ...blockMeta(definition, Figure, { args: { label: '{{t.va.bill}}', value: 'KD20261122-000153' } }),
} satisfies Meta<typeof Figure>;

export default meta;
type Story = StoryObj<typeof Figure>;

export const Normal: Story = { name: 'Normal (bill number)' };

export const LargeWithCopy: Story = {
  name: 'Large with copy (virtual account number)',
  args: { label: '{{t.va.number}}', value: '8808123456789012', size: 'large', copyable: true },
};

export const LargeTotal: Story = {
  name: 'Large (total to pay)',
  args: { label: '{{t.va.total}}', value: '{{money 10455 1250000}}', size: 'large' },
};

export const LongValue: Story = {
  name: 'A long value wraps (narrow phone)',
  args: { label: 'Kode pembayaran ALFAMART', value: '880812345678901234567890', size: 'large', copyable: true },
};
