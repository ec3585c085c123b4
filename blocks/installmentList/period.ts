/** A gateway period (repayWaitDetail / repayYetDetail item) read into what a row shows. */
import { formatUnits, type Currency } from '../../renderer/runtime/money/money.ts';
import { amountOf, isClickable } from './model.ts';

export interface PeriodView {
  /** periodNo, else its place in the list (1-based). */
  n: string;
  amount: string;
  due: string;
  note: string;
  /** periodStatus 500. */
  overdue: boolean;
  /** canClick is not 0. */
  clickable: boolean;
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

export function periodView(value: unknown, index: number, currency: Currency | undefined): PeriodView {
  const period = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    n: text(period.periodNo) || String(index + 1),
    amount: formatUnits(amountOf(period.totalAmount), currency),
    due: text(period.dueTime),
    note: text(period.repayDes),
    overdue: String(period.periodStatus) === '500',
    clickable: isClickable(period),
  };
}
