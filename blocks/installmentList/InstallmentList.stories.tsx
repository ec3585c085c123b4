import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { formatUnits } from '../../renderer/runtime/money/money.ts';
import { argsInMarket, blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import InstallmentList from './index.tsx';
import { reduceInstallments, type Installments } from './model.ts';

type Period = Record<string, unknown>;

// Periods in the shape the installment call replies with (schemas/calls.json loanPlayDetail).
const pending: Period[] = [
  {
    periodNo: 2,
    totalAmount: 1_312_500,
    dueTime: '05-06-2025',
    periodStatus: 500,
    canClick: 1,
    repayDes: 'Includes a late fee of Rp 62.500',
  },
  { periodNo: 3, totalAmount: 1_250_000, dueTime: '05-07-2025', periodStatus: 0, canClick: 1 },
  { periodNo: 4, totalAmount: 1_250_000, dueTime: '05-08-2025', periodStatus: 0, canClick: 1 },
  { periodNo: 5, totalAmount: 1_250_000, dueTime: '05-09-2025', periodStatus: 0, canClick: 0 },
  { periodNo: 6, totalAmount: 1_250_000, dueTime: '05-10-2025', periodStatus: 0, canClick: 1 },
];
const clickable = pending.map((period) => ({ ...period, canClick: 1 }));
const paid: Period[] = [{ periodNo: 1, totalAmount: 1_250_000, dueTime: '05-05-2025', periodStatus: 200 }];

/**
 * Stands in for the page: the selection lives in React state and every event is dispatched into
 * the installmentList model (as the page's dispatch action does), with the total shown below.
 */
function WithModel(args: Props) {
  const periods = Array.isArray(args.periods) ? args.periods : [];
  const [selection, setSelection] = useState<Installments>(() =>
    reduceInstallments(undefined, { type: 'init', periods }),
  );
  return (
    <>
      <InstallmentList
        {...args}
        selection={{ ...selection }}
        emit={(...raised) => {
          args.emit(...raised);
          const [event, payload] = raised;
          setSelection((state) => reduceInstallments(state, { type: event, ...payload }));
        }}
      />
      <p
        css={css`
          margin: 0 16px;
          font-weight: 700;
        `}
      >
        Total {formatUnits(selection.total, args.currency)}
      </p>
    </>
  );
}

const meta = {
  title: 'Blocks/installmentList',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  // New periods from the Controls panel start a new selection.
  ...blockMeta(definition, InstallmentList, {
    args: { label: 'Bills to pay', periods: pending, paid, selection: {}, currency: 'IDR' },
  }),
  // After blockMeta: this file's own render, with the args in the toolbar's market (stories/inMarket.ts).
  render: (storyArgs, context) => {
    const args = argsInMarket(storyArgs, context);
    return <WithModel key={JSON.stringify(args.periods)} {...args} />;
  },
} satisfies Meta<typeof InstallmentList>;

export default meta;
type Story = StoryObj<typeof InstallmentList>;

export const Pending: Story = { name: 'Pending: one overdue, one not payable yet' };

export const AllTicked: Story = {
  name: 'All ticked (check flags from the gateway)',
  args: { periods: clickable.map((period) => ({ ...period, check: 1 })) },
};

export const WithPaid: Story = {
  name: 'Paid periods folded',
  args: {
    periods: clickable.slice(2),
    paid: [...paid, ...clickable.slice(0, 2).map((period) => ({ ...period, periodStatus: 200, repayDes: undefined }))],
  },
};

export const Rupees: Story = {
  name: 'Rupees',
  args: {
    label: 'Pending installments',
    currency: 'INR',
    periods: [
      { periodNo: 1, totalAmount: 12_500, dueTime: '2025-06-05', periodStatus: 500, canClick: 1 },
      { periodNo: 2, totalAmount: 12_500, dueTime: '2025-07-05', canClick: 1 },
      { periodNo: 3, totalAmount: 1_25_000, dueTime: '2025-08-05', canClick: 1, repayDes: 'Last period' },
    ],
    paid: [],
  },
};

export const Busy: Story = { name: 'Busy (its action is running)', args: { busy: true } };

export const Empty: Story = {
  name: "Empty (nothing pending), with the page's words",
  args: { periods: [], paid: [], empty: 'Tidak ada tagihan: saat ini Anda tidak punya cicilan yang harus dibayar.' },
};
