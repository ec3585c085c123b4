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
    // Words from the catalogues and money in the toolbar's market (stories/inMarket.ts).
    args: {
      heading: '{{t.loan.details}}',
      rows: [
        { title: '{{t.orders.amount}}', value: '{{money 10000 2000000}}' },
        { title: '{{t.va.total}}', value: '{{money 10455 2091000}}' },
        { title: '{{t.confirm.term}}', value: '{{t.term.days n=91}}' },
        { title: '{{t.orders.dueDate}}', value: '2026-11-24' },
        { title: '{{t.orders.order}}', value: '10174' },
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
      { text: '{{t.orders.amount}}', value: '{{money 10000 2000000}}' },
      { text: '{{t.confirm.term}}', value: '{{t.term.days n=91}}' },
      { text: '{{t.orders.dueDate}}', value: '2026-11-24' },
    ],
  },
};
