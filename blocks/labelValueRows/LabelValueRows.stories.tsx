import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import LabelValueRows from './index.tsx';

const meta = {
  title: 'Blocks/labelValueRows',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, LabelValueRows, {
    layout: 'fullscreen',
    args: {
      heading: 'Order details',
      rows: [
        { title: 'Loan amount', value: '₹ 10.000,00' },
        { title: 'Amount due', value: '₹ 10.455,00' },
        { title: 'Loan term', value: '91 days' },
        { title: 'Due date', value: '2026-11-24' },
        { title: 'Order number', value: '10174' },
      ],
    },
  }),
} satisfies Meta<typeof LabelValueRows>;

export default meta;
type Story = StoryObj<typeof LabelValueRows>;

export const SeveralRows: Story = { name: 'Several rows' };

export const Empty: Story = { name: 'Empty list (heading only)', args: { rows: [] } };

export const CustomKeys: Story = {
  name: 'Custom keys (text/value, as loan details sends them)',
  args: {
    labelKey: 'text',
    valueKey: 'value',
    rows: [
      { text: 'Jumlah pinjaman', value: 'Rp 2.000.000,00' },
      { text: 'Jangka waktu', value: '91 hari' },
      { text: 'Jatuh tempo', value: '2026-11-24' },
    ],
  },
};
