import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_ORDERS } from '../../demo/gateway/index.ts';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import OrderCard from './index.tsx';

// A demo order, mapped as the complaint pages map problem-init's orderDetail (demo/gateway).
const overdue = DEMO_ORDERS.find((order) => order.orderId === '10180') ?? DEMO_ORDERS[0]!;
// Words from the catalogues and money in the toolbar's market (stories/inMarket.ts).
const rows = [
  { title: '{{t.orders.amount}}', value: `{{money ${Math.round(overdue.principal / 20000)} ${overdue.principal}}}` },
  { title: '{{t.orders.dueDate}}', value: overdue.dueDate },
];

const meta = {
  title: 'Blocks/orderCard',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, OrderCard, {
    layout: 'fullscreen',
    args: {
      heading: '{{t.orders.order}}',
      logo: overdue.productLogo,
      name: overdue.productName,
      status: overdue.status.en,
      rows,
    },
  }),
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof OrderCard>;

export const WithSwitch: Story = {
  name: 'With the All switch (complaint main page)',
  args: { actionLabel: '{{t.common.all}}' },
};

export const WithoutSwitch: Story = { name: 'Without switch (new complaint page)' };

export const NoRows: Story = { name: 'No rows', args: { rows: undefined, actionLabel: '{{t.common.all}}' } };

export const SwitchBusy: Story = {
  name: 'Switch busy (its action is running)',
  args: { actionLabel: '{{t.common.all}}', busy: true },
};

export const LongName: Story = {
  name: 'Long name and values (no overflow)',
  args: {
    heading: 'Pesanan',
    name: 'Pinjaman Tunai Kilat Dana Super Cepat Tanpa Jaminan',
    status: 'Terlambat membayar',
    actionLabel: 'Semua',
    rows: [
      { title: 'Jumlah pinjaman', value: 'Rp 12.500.000.000' },
      { title: 'Nomor pesanan', value: '10180202611240000012345678' },
    ],
  },
};
