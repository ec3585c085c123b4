import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import RepaymentPlan from './index.tsx';

const emit = vi.fn();

// As loan-detail-confirm sends them (repay_plans: title, amount, description, pay_time).
const rupiahPlans = [
  {
    title: 'Periode 1',
    amount: 1_050_000,
    description: 'Pokok Rp 1.000.000 + bunga Rp 50.000',
    pay_time: '2026-12-23',
  },
  {
    title: 'Periode 2',
    amount: 'Rp 1.050.000',
    description: 'Pokok Rp 1.000.000 + bunga Rp 50.000',
    pay_time: '2027-01-23',
  },
  {
    title: 'Periode 3',
    amount: '1.050.000,00',
    description: 'Pokok Rp 1.000.000 + bunga Rp 50.000',
    pay_time: '2027-02-23',
  },
];

/** The summary's term → definition pairs, as a person reads them. */
const summary = (root: HTMLElement) =>
  Object.fromEntries(
    within(root)
      .queryAllByRole('term')
      .map((term) => [term.firstChild?.textContent, term.nextElementSibling?.textContent]),
  );

const installments = (root: HTMLElement) =>
  within(within(root).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('repaymentPlan block', () => {
  it('a section named by the catalogue heading: installments in order, then borrowed, rate, total and cost', () => {
    renderWithRuntime(
      <RepaymentPlan
        plans={rupiahPlans}
        dueDateKey="pay_time"
        principal={3_000_000}
        rate="0,05%/hari"
        currency="IDR"
        emit={emit}
      />,
      { language: 'id' },
    );
    const plan = screen.getByRole('region', { name: 'Rencana pembayaran' });
    expect(within(plan).getByRole('heading', { name: 'Rencana pembayaran' })).toBeInTheDocument();
    expect(within(plan).getByRole('list').tagName).toBe('OL');
    // A number is formatted for the market; text is shown exactly as the server wrote it.
    expect(installments(plan)).toEqual([
      'Periode 1Rp 1.050.000Jatuh tempo 2026-12-23Pokok Rp 1.000.000 + bunga Rp 50.000',
      'Periode 2Rp 1.050.000Jatuh tempo 2027-01-23Pokok Rp 1.000.000 + bunga Rp 50.000',
      'Periode 31.050.000,00Jatuh tempo 2027-02-23Pokok Rp 1.000.000 + bunga Rp 50.000',
    ]);
    expect(summary(plan)).toEqual({
      'Jumlah pinjaman': 'Rp 3.000.000',
      'Suku bunga': '0,05%/hari',
      'Total yang harus dibayar': 'Rp 3.150.000',
      'Biaya pinjaman': 'Rp 150.000',
    });
    expect(within(plan).getByText('Bunga dan biaya selama seluruh jangka waktu')).toBeInTheDocument();
  });

  it('rupees in English, with the page’s own heading and keys', () => {
    const plans = [
      { period: 'Period 1', due: 5_750, note: 'Principal ₹ 5,000 + interest ₹ 750', date: '2026-12-23' },
      { period: 'Period 2', due: '₹ 1,25,000', note: '', date: '' },
    ];
    renderWithRuntime(
      <RepaymentPlan
        heading="Your repayments"
        plans={plans}
        titleKey="period"
        amountKey="due"
        descriptionKey="note"
        dueDateKey="date"
        principal="₹ 1,20,000"
        currency="INR"
        emit={emit}
      />,
    );
    const plan = screen.getByRole('region', { name: 'Your repayments' });
    expect(installments(plan)).toEqual([
      'Period 1₹ 5,750Due 2026-12-23Principal ₹ 5,000 + interest ₹ 750',
      'Period 2₹ 1,25,000',
    ]);
    // The principal is text: shown as written; the total and cost are worked out and formatted.
    expect(summary(plan)).toEqual({
      'Amount borrowed': '₹ 1,20,000',
      'Total to repay': '₹ 1,30,750',
      'Cost of the loan': '₹ 10,750',
    });
    expect(within(plan).queryByText('Interest rate')).toBeNull();
  });

  it('an unreadable amount leaves the total and the cost out, and still shows every installment as written', () => {
    const plans = [...rupiahPlans, { title: 'Periode 4', amount: 'Rp 1.050.000 + denda', pay_time: '2027-03-23' }];
    renderWithRuntime(
      <RepaymentPlan
        plans={plans}
        dueDateKey="pay_time"
        principal={3_000_000}
        rate="0,05%/hari"
        currency="IDR"
        emit={emit}
      />,
      { language: 'id' },
    );
    const plan = screen.getByRole('region', { name: 'Rencana pembayaran' });
    expect(installments(plan)).toHaveLength(4);
    expect(within(plan).getByText('Rp 1.050.000 + denda')).toBeInTheDocument();
    expect(summary(plan)).toEqual({ 'Jumlah pinjaman': 'Rp 3.000.000', 'Suku bunga': '0,05%/hari' });
    expect(within(plan).queryByText('Bunga dan biaya selama seluruh jangka waktu')).toBeNull();
  });

  it('rupee text in a rupiah plan is unreadable: no total rather than a wrong one', () => {
    renderWithRuntime(
      <RepaymentPlan plans={[{ title: 'P1', amount: '₹ 5,750' }]} principal={5000} currency="IDR" emit={emit} />,
    );
    expect(summary(screen.getByRole('region', { name: 'Repayment plan' }))).toEqual({ 'Amount borrowed': 'Rp 5.000' });
  });

  it('no principal: the total but no cost line', () => {
    renderWithRuntime(<RepaymentPlan plans={rupiahPlans} currency="IDR" emit={emit} />);
    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    expect(summary(plan)).toEqual({ 'Total to repay': 'Rp 3.150.000' });
    expect(within(plan).queryByText('Cost of the loan')).toBeNull();
    // Due dates are read from dueDate by default: these plans have pay_time, so none show.
    expect(within(plan).queryByText(/^Due /)).toBeNull();
  });

  it('a missing or empty plan shows no installments and no total, only what else is known', () => {
    const { rerender } = renderWithRuntime(
      <RepaymentPlan
        plans={undefined as unknown as Record<string, unknown>[]}
        principal={3_000_000}
        currency="IDR"
        emit={emit}
      />,
    );
    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    expect(within(plan).queryByRole('list')).toBeNull();
    expect(summary(plan)).toEqual({ 'Amount borrowed': 'Rp 3.000.000' });
    rerender(<RepaymentPlan plans={[]} emit={emit} />);
    expect(within(plan).queryByRole('list')).toBeNull();
    expect(within(plan).queryAllByRole('term')).toEqual([]);
  });

  it('installments that are not objects, and fields that are not text, show nothing instead of [object Object]', () => {
    renderWithRuntime(
      <RepaymentPlan
        plans={[null, { title: { en: 'x' }, amount: 100 }] as unknown as Record<string, unknown>[]}
        currency="INR"
        emit={emit}
      />,
    );
    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    expect(installments(plan)).toEqual(['', '₹ 100']);
    expect(summary(plan)).toEqual({});
  });

  it('the heading and the due date follow the language', () => {
    renderWithRuntime(
      <RepaymentPlan plans={[{ title: '第1期', amount: 5750, dueDate: '2026-12-23' }]} currency="INR" emit={emit} />,
      { language: 'zh' },
    );
    const plan = screen.getByRole('region', { name: '还款计划' });
    expect(within(plan).getByText('2026-12-23 到期')).toBeInTheDocument();
    expect(summary(plan)).toEqual({ 应还总额: '₹ 5,750' });
  });
});
