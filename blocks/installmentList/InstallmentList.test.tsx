import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatUnits } from '../../renderer/runtime/money/money.ts';
import { themeFrom } from '../../renderer/runtime/theme/theme.ts';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import type { Props } from './definition.ts';
import InstallmentList from './index.tsx';
import { reduceInstallments, type Installments } from './model.ts';

type Period = Record<string, unknown>;

const pending: Period[] = [
  {
    periodNo: 1,
    totalAmount: 1_250_000,
    dueTime: '05-06-2025',
    repayDes: 'Termasuk denda',
    periodStatus: 500,
    canClick: 1,
  },
  { periodNo: 2, totalAmount: 1_100_000, dueTime: '05-07-2025', periodStatus: 0, canClick: 1 },
  { periodNo: 3, totalAmount: '1.100.000', dueTime: '05-08-2025', canClick: '1' },
  { periodNo: 4, totalAmount: 1_100_000, dueTime: '05-09-2025', canClick: 1 },
];
const paid: Period[] = [
  { periodNo: 1, totalAmount: 1_000_000, dueTime: '05-04-2025', periodStatus: 200 },
  { periodNo: 2, totalAmount: 1_000_000, dueTime: '05-05-2025', periodStatus: 200 },
];

/** The model's state ticking the first `count` periods (what the page would hold). */
function selected(periods: Period[], count: number): Props['selection'] {
  const state = reduceInstallments(undefined, { type: 'init', periods });
  return { ...(count > 1 ? reduceInstallments(state, { type: 'toggle', index: count - 1 }) : state) };
}

function renderList(props: Partial<Props> = {}, language: 'en' | 'id' = 'id') {
  const emit = vi.fn();
  const all: Props = {
    label: 'Tagihan tertunda',
    periods: pending,
    paid,
    selection: selected(pending, 1),
    currency: 'IDR',
    emit,
    ...props,
  };
  const view = renderWithRuntime(<InstallmentList {...all} />, { language });
  return { emit, ...view };
}

const box = (n: number, language: 'en' | 'id' = 'id') =>
  screen.getByRole('checkbox', { name: `${language === 'id' ? 'Periode' : 'Period'} ${n}` });

/** Which pending periods show a tick, in order. */
function ticks(): boolean[] {
  const list = within(screen.getByRole('region')).getAllByRole('list')[0]!;
  return within(list)
    .getAllByRole('checkbox')
    .map((input) => (input as HTMLInputElement).checked);
}

describe('installmentList block', () => {
  it('a region named by its label with one labelled checkbox per pending period, in Indonesian', () => {
    renderList({ selection: selected(pending, 2) });
    const region = screen.getByRole('region', { name: 'Tagihan tertunda' });
    const list = within(region).getAllByRole('list')[0]!;
    expect(within(list).getAllByRole('checkbox')).toHaveLength(4);
    expect(ticks()).toEqual([true, true, false, false]);
    // Amount, due date and note describe the checkbox; the name is the period alone.
    expect(box(2)).toHaveAccessibleDescription('Rp 1.100.000 Jatuh tempo 05-07-2025');
    expect(box(3)).toHaveAccessibleDescription('Rp 1.100.000 Jatuh tempo 05-08-2025');
    expect(within(region).getByText('Rp 1.250.000')).toBeVisible();
    expect(within(region).getByText('Termasuk denda')).toBeVisible();
    expect(box(1).closest('label')).toHaveTextContent('Periode 1');
  });

  it('ticking a period raises toggle with its index and checked true; unticking with checked false', async () => {
    const { emit } = renderList({ selection: selected(pending, 2) });
    await userEvent.click(box(4));
    expect(emit).toHaveBeenLastCalledWith('toggle', { index: 3, checked: true });
    await userEvent.click(box(2));
    expect(emit).toHaveBeenLastCalledWith('toggle', { index: 1, checked: false });
    // Tapping the row's text ticks too: the whole row is the label.
    await userEvent.click(screen.getByText('Jatuh tempo 05-08-2025'));
    expect(emit).toHaveBeenLastCalledWith('toggle', { index: 2, checked: true });
    expect(emit).toHaveBeenCalledTimes(3);
  });

  it('keyboard: space on a focused checkbox raises toggle', async () => {
    const { emit } = renderList();
    box(2).focus();
    await userEvent.keyboard(' ');
    expect(emit).toHaveBeenCalledWith('toggle', { index: 1, checked: true });
  });

  it('the first period ticked alone is checked and aria-disabled: a tap raises nothing', async () => {
    const { emit } = renderList();
    const first = box(1);
    expect(first).toBeChecked();
    expect(first).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(first);
    expect(emit).not.toHaveBeenCalled();
    expect(first).toBeChecked();
    expect(box(2)).not.toHaveAttribute('aria-disabled');
    expect(box(2)).toBeEnabled();
  });

  it('with later periods ticked, the first is usable: unticking it raises toggle index 0', async () => {
    const { emit } = renderList({ selection: selected(pending, 3) });
    expect(box(1)).not.toHaveAttribute('aria-disabled');
    await userEvent.click(box(1));
    expect(emit).toHaveBeenCalledWith('toggle', { index: 0, checked: false });
  });

  it('canClick 0: a visible "not payable" mark, its checkbox and those after it disabled, pay-all disabled', async () => {
    const periods = pending.map((period, i) => (i === 2 ? { ...period, canClick: 0 } : period));
    const { emit } = renderList({ periods, selection: selected(periods, 2) });
    expect(box(3)).toBeDisabled();
    expect(box(3)).not.toBeChecked();
    expect(box(3)).toHaveAccessibleDescription(/Belum bisa dibayar/);
    expect(screen.getByText('Belum bisa dibayar')).toBeVisible();
    expect(box(4)).toBeDisabled();
    expect(box(2)).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Bayar semua' })).toBeDisabled();
    await userEvent.click(box(3));
    await userEvent.click(box(4));
    expect(emit).not.toHaveBeenCalled();
  });

  it('periodStatus 500: the amount in the danger colour and "Overdue" in words', () => {
    renderList({}, 'en');
    const danger = themeFrom({
      background: '#000',
      surface: '#111',
      accent: '#f80',
      onAccent: '#000',
      text: '#fff',
      muted: '#ccc',
    }).colors.danger;
    expect(screen.getByText('Rp 1.250.000')).toHaveStyle({ color: danger });
    expect(screen.getAllByText('Rp 1.100.000')[0]).not.toHaveStyle({ color: danger });
    expect(screen.getByText('Overdue')).toBeVisible();
    expect(box(1, 'en')).toHaveAccessibleDescription('Rp 1.250.000 Overdue Due 05-06-2025 Termasuk denda');
    expect(screen.getAllByText('Overdue')).toHaveLength(1);
  });

  it('pay-all is a labelled checkbox reflecting selection.all, raising payAll on and off', async () => {
    const { emit, rerender } = renderList();
    const payAll = () => screen.getByRole('checkbox', { name: 'Bayar semua' });
    expect(payAll()).not.toBeChecked();
    await userEvent.click(payAll());
    expect(emit).toHaveBeenLastCalledWith('payAll', { on: true });
    rerender(
      <InstallmentList
        label="Tagihan tertunda"
        periods={pending}
        paid={paid}
        selection={selected(pending, 4)}
        currency="IDR"
        emit={emit}
      />,
    );
    expect(payAll()).toBeChecked();
    expect(ticks()).toEqual([true, true, true, true]);
    await userEvent.click(payAll());
    expect(emit).toHaveBeenLastCalledWith('payAll', { on: false });
  });

  it('a single pending period: ticked, pay-all checked but disabled (nothing to change)', () => {
    const one = [pending[0]!];
    renderList({ periods: one, selection: selected(one, 1) });
    expect(screen.getByRole('checkbox', { name: 'Bayar semua' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bayar semua' })).toBeDisabled();
  });

  it('paid periods are folded under "Periode lunas (n)", read only, and open on a tap', async () => {
    renderList();
    const summary = screen.getByText('Periode lunas (2)');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('Jatuh tempo 05-04-2025')).not.toBeVisible();
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('Jatuh tempo 05-04-2025')).toBeVisible();
    expect(within(details).getAllByText('Rp 1.000.000')).toHaveLength(2);
    expect(within(details).queryByRole('checkbox')).toBeNull();
  });

  it('rupees in English: Indian grouping; no paid section when none are paid', () => {
    const periods = [
      { periodNo: 1, totalAmount: 125_000, dueTime: '2025-06-05' },
      { periodNo: 2, totalAmount: '1,25,000' },
    ];
    renderList({ periods, paid: [], selection: selected(periods, 1), currency: 'INR', label: 'Pending' }, 'en');
    expect(screen.getAllByText('₹ 1,25,000')).toHaveLength(2);
    expect(screen.getByText('Due 2025-06-05')).toBeVisible();
    expect(screen.queryByText(/Paid periods/)).toBeNull();
  });

  it('busy or disabled: every checkbox and pay-all are disabled', async () => {
    const { emit, rerender } = renderList({ selection: selected(pending, 2), busy: true });
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    for (const input of screen.getAllByRole('checkbox')) expect(input).toBeDisabled();
    rerender(
      <InstallmentList
        label="x"
        periods={pending}
        selection={selected(pending, 2)}
        currency="IDR"
        emit={emit}
        disabled
      />,
    );
    for (const input of screen.getAllByRole('checkbox')) expect(input).toBeDisabled();
    await userEvent.click(box(3));
    expect(emit).not.toHaveBeenCalled();
  });

  it('empty: the heading alone; no selection yet: nothing ticked', () => {
    const { rerender, emit } = renderList({ periods: [], paid: [], selection: {} });
    expect(screen.getByRole('region', { name: 'Tagihan tertunda' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    rerender(<InstallmentList label="x" periods={pending} selection={undefined as never} emit={emit} />);
    expect(ticks()).toEqual([false, false, false, false]);
    // No currency given: the number alone, never another market's symbol.
    expect(screen.getByText('1,250,000')).toBeInTheDocument();
  });

  it("nothing pending: the page's empty words in the list's place, no pay-all switch; the paid periods still fold", () => {
    renderList({ periods: [], paid, selection: selected([], 0), empty: 'Tidak ada tagihan.' });
    const region = screen.getByRole('region', { name: 'Tagihan tertunda' });
    expect(within(region).getByText('Tidak ada tagihan.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(within(region).getByText('Periode lunas (2)')).toBeInTheDocument();
  });

  it('periods pending: the empty words are not shown', () => {
    renderList({ empty: 'Tidak ada tagihan.' });
    expect(screen.queryByText('Tidak ada tagihan.')).toBeNull();
  });
});

/** Stands in for the page: each event is dispatched into the model, and the total shown. */
function Harness({ periods }: { periods: Period[] }) {
  const [selection, setSelection] = useState<Installments>(() =>
    reduceInstallments(undefined, { type: 'init', periods }),
  );
  return (
    <>
      <InstallmentList
        label="Tagihan"
        periods={periods}
        selection={{ ...selection }}
        currency="IDR"
        emit={(type, payload) => setSelection((state) => reduceInstallments(state, { type, ...payload }))}
      />
      <p>Total {formatUnits(selection.total, 'IDR')}</p>
    </>
  );
}

describe('installmentList block driven by its model', () => {
  const periods = [
    { periodNo: 1, totalAmount: 100_000, check: 1 },
    { periodNo: 2, totalAmount: 200_000, check: 1 },
    { periodNo: 3, totalAmount: 300_000 },
    { periodNo: 4, totalAmount: 400_000 },
    { periodNo: 5, totalAmount: 500_000 },
  ];

  it('ticks follow the rules: prefix up to the tapped period, cleared after an untick, first kept', async () => {
    renderWithRuntime(<Harness periods={periods} />, { language: 'id' });
    expect(ticks()).toEqual([true, true, false, false, false]);
    expect(screen.getByText('Total Rp 300.000')).toBeInTheDocument();
    await userEvent.click(box(4));
    expect(ticks()).toEqual([true, true, true, true, false]);
    expect(screen.getByText('Total Rp 1.000.000')).toBeInTheDocument();
    await userEvent.click(box(2));
    expect(ticks()).toEqual([true, false, false, false, false]);
    expect(box(1)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(box(1));
    expect(ticks()).toEqual([true, false, false, false, false]);
    await userEvent.click(box(5));
    expect(ticks()).toEqual([true, true, true, true, true]);
    expect(screen.getByRole('checkbox', { name: 'Bayar semua' })).toBeChecked();
    await userEvent.click(box(1));
    expect(ticks()).toEqual([true, false, false, false, false]);
    expect(screen.getByText('Total Rp 100.000')).toBeInTheDocument();
  });

  it('pay-all ticks every period, then reverts to the first alone', async () => {
    renderWithRuntime(<Harness periods={periods} />, { language: 'id' });
    const payAll = screen.getByRole('checkbox', { name: 'Bayar semua' });
    await userEvent.click(payAll);
    expect(ticks()).toEqual([true, true, true, true, true]);
    expect(payAll).toBeChecked();
    expect(screen.getByText('Total Rp 1.500.000')).toBeInTheDocument();
    await userEvent.click(payAll);
    expect(ticks()).toEqual([true, false, false, false, false]);
    expect(payAll).not.toBeChecked();
    expect(screen.getByText('Total Rp 100.000')).toBeInTheDocument();
  });

  it('a period with canClick 0 stops the ticks before it', async () => {
    const blocked = periods.map((period, i) => (i === 3 ? { ...period, canClick: 0 } : period));
    renderWithRuntime(<Harness periods={blocked} />, { language: 'id' });
    await userEvent.click(box(3));
    expect(ticks()).toEqual([true, true, true, false, false]);
    await userEvent.click(box(5));
    expect(ticks()).toEqual([true, true, true, false, false]);
    expect(screen.getByText('Total Rp 600.000')).toBeInTheDocument();
  });
});
