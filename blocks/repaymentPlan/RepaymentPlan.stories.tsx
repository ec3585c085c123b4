import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import { byMarket } from '../../stories/inMarket.ts';
import definition from './definition.ts';
import RepaymentPlan from './index.tsx';

// repay_plans as loan-detail-confirm sends them (schemas/calls.json loanDetailConfirm): amounts are
// whole units of the market's currency, due dates under pay_time.
const rupiah = [
  {
    title: 'Periode 1',
    amount: 1_062_000,
    description: 'Pokok Rp 1.000.000 + bunga Rp 62.000',
    pay_time: '2026-12-23',
  },
  {
    title: 'Periode 2',
    amount: 1_062_000,
    description: 'Pokok Rp 1.000.000 + bunga Rp 62.000',
    pay_time: '2027-01-23',
  },
  {
    title: 'Periode 3',
    amount: 1_062_000,
    description: 'Pokok Rp 1.000.000 + bunga Rp 62.000',
    pay_time: '2027-02-23',
  },
];

const rupees = [
  { title: 'Period 1', amount: 6_550, description: 'Principal ₹ 6,250 + interest ₹ 300', pay_time: '2026-12-22' },
  { title: 'Period 2', amount: 6_550, description: 'Principal ₹ 6,250 + interest ₹ 300', pay_time: '2027-01-21' },
  { title: 'Period 3', amount: 6_550, description: 'Principal ₹ 6,250 + interest ₹ 300', pay_time: '2027-02-20' },
  { title: 'Period 4', amount: 6_550, description: 'Principal ₹ 6,250 + interest ₹ 300', pay_time: '2027-03-22' },
];

const meta = {
  title: 'Blocks/repaymentPlan',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, RepaymentPlan, {
    layout: 'fullscreen',
    // The plan of the toolbar's market (stories/inMarket.ts).
    args: {
      plans: byMarket({ in: rupees, id: rupiah }),
      dueDateKey: 'pay_time',
      principal: byMarket({ in: 25_000, id: 3_000_000 }),
      rate: byMarket({ in: '0.04%/day', id: '0,05%/hari' }),
      currency: byMarket({ in: 'INR', id: 'IDR' }),
    },
  }),
} satisfies Meta<typeof RepaymentPlan>;

export default meta;
type Story = StoryObj<typeof RepaymentPlan>;

export const Rupees: Story = { name: "The toolbar's market: periods, borrowed, rate, total and cost" };

export const Rupiah: Story = {
  name: 'Rupiah (Indonesian)',
  globals: { market: 'id' },
  args: { plans: rupiah, principal: 3_000_000, rate: '0,05%/hari', currency: 'IDR' },
};

export const TextAmounts: Story = {
  name: 'Amounts as text (shown as written, totals worked out)',
  globals: { market: 'id' },
  args: {
    plans: rupiah.map((plan, index) => ({
      ...plan,
      amount: index === 1 ? 'Rp 1.062.000' : index === 2 ? '1.062.000,00' : plan.amount,
    })),
    principal: 'Rp 3.000.000',
    rate: '0,05%/hari',
    currency: 'IDR',
  },
};

export const Unreadable: Story = {
  name: 'One amount unreadable: no total, no cost',
  globals: { market: 'id' },
  args: {
    plans: [
      ...rupiah,
      {
        title: 'Periode 4',
        amount: 'Rp 1.062.000 + denda',
        description: 'Termasuk denda keterlambatan',
        pay_time: '2027-03-23',
      },
    ],
    principal: 3_000_000,
    rate: '0,05%/hari',
    currency: 'IDR',
  },
};

export const NoPrincipal: Story = {
  name: 'No principal: a total but no cost',
  args: { principal: undefined, rate: undefined },
};

export const SinglePeriod: Story = {
  name: 'One period, own heading',
  args: {
    heading: 'Repay in one go',
    plans: byMarket({
      in: [{ title: 'Full repayment', amount: 27_730, description: '91 days', pay_time: '2027-02-20' }],
      id: [{ title: 'Pelunasan', amount: 3_328_000, description: '91 hari', pay_time: '2027-02-20' }],
    }),
    principal: byMarket({ in: 25_000, id: 3_000_000 }),
  },
};

export const Empty: Story = { name: 'No plan yet (a missing list)', args: { plans: undefined, rate: undefined } };
