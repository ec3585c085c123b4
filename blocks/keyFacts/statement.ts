/**
 * Reads loan-detail-confirm's Key Fact Statement fields (CONTRACT §7) as sent: the amount, `fees`
 * [{title, amount, upfront}], `repay_plans[].payAmount` with `.day`, `apr` and `coolingOffDays`.
 * Amounts and days count only as whole numbers: a display string such as 'Rp 1.050.000' is not
 * read, so a figure that needs it is "not supplied", never guessed. The figures themselves come
 * from renderer/runtime/money/loanCost.ts.
 */
import { exceedsDailyCap, loanCost, type LoanCost } from '../../renderer/runtime/money/loanCost.ts';

export interface StatementFee {
  title: string;
  /** null: not a whole number. */
  amount: number | null;
  /** null: not said. */
  upfront: boolean | null;
}

export interface StatementPayment {
  title: string;
  /** The due date as the server words it (pay_time). */
  date: string;
  amount: number | null;
  day: number | null;
}

export interface Statement {
  principal: number | null;
  /** null: the reply has no fee list (an empty list is "no fees"). */
  fees: StatementFee[] | null;
  /** null: the reply has no plan. */
  payments: StatementPayment[] | null;
  /** Every figure worked out from the above; null when any of them is missing. */
  cost: LoanCost | null;
  /** The amount received alone needs only the principal and the fees. */
  received: number | null;
  /** The total repayable alone needs only the payments' amounts. */
  totalRepayable: number | null;
  /** The lender's own APR, percent, as given. */
  lenderApr: number | null;
  coolingOffDays: number | null;
  /** Where a cap is set and the offer's daily cost is known to be above it. */
  overCap: boolean;
}

export interface StatementInput {
  amount: unknown;
  fees: unknown;
  plans: unknown;
  apr: unknown;
  coolingOffDays: unknown;
  /** The market's cooling-off period when the reply has none. */
  coolingOffDefault?: unknown;
  /** Percent of the principal a day the market allows. */
  dailyCostCap?: unknown;
}

const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const known = <T>(values: readonly (T | null)[]): values is T[] => values.every((value) => value !== null);

function readFees(value: unknown): StatementFee[] | null {
  if (!Array.isArray(value)) return null;
  return value.map((item) => {
    const fee = record(item);
    return {
      title: text(fee.title),
      amount: whole(fee.amount),
      upfront: typeof fee.upfront === 'boolean' ? fee.upfront : null,
    };
  });
}

function readPayments(value: unknown): StatementPayment[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.map((item) => {
    const plan = record(item);
    return { title: text(plan.title), date: text(plan.pay_time), amount: whole(plan.payAmount), day: whole(plan.day) };
  });
}

export function readStatement(input: StatementInput): Statement {
  const principal = whole(input.amount);
  const fees = readFees(input.fees);
  const payments = readPayments(input.plans);
  const feeTerms =
    fees?.map((fee) =>
      fee.amount === null || fee.upfront === null ? null : { amount: fee.amount, upfront: fee.upfront },
    ) ?? null;
  const payTerms =
    payments?.map((payment) =>
      payment.amount === null || payment.day === null ? null : { amount: payment.amount, day: payment.day },
    ) ?? null;
  const feesKnown = feeTerms !== null && known(feeTerms);
  const paymentsKnown = payTerms !== null && known(payTerms);
  const cost = principal !== null && feesKnown && paymentsKnown ? loanCost(principal, feeTerms, payTerms) : null;
  const received =
    principal !== null && feesKnown
      ? principal - feeTerms.filter((fee) => fee.upfront).reduce((sum, fee) => sum + fee.amount, 0)
      : null;
  const amounts = payments?.map((payment) => payment.amount) ?? null;
  const totalRepayable = amounts !== null && known(amounts) ? amounts.reduce((sum, amount) => sum + amount, 0) : null;
  const cap = typeof input.dailyCostCap === 'number' && input.dailyCostCap >= 0 ? input.dailyCostCap : null;
  return {
    principal,
    fees,
    payments,
    cost,
    received,
    totalRepayable,
    lenderApr: typeof input.apr === 'number' && Number.isFinite(input.apr) ? input.apr : null,
    coolingOffDays: whole(input.coolingOffDays) ?? whole(input.coolingOffDefault),
    overCap: cap !== null && cost !== null && principal !== null && exceedsDailyCap(cost, principal, cap),
  };
}
