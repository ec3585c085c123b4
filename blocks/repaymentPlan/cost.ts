/**
 * Reading a repayment plan's amounts and working out what the loan costs. Amounts are whole units
 * of the market's currency: numbers, or text as the server formats it ('Rp 1.050.000',
 * '₹ 5,750', '1050000'). Anything that cannot be read for sure is null, and a total that would
 * need it is null too: the plan then shows no total rather than a wrong one.
 */
import { parseAmount, type Currency } from '../../renderer/runtime/money/money.ts';

/** Cents are the finest unit an amount is read to, so sums of fractions do not drift. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/**
 * An amount in whole units of `currency`, or null: read exactly (renderer/runtime/money/money.ts
 * parseAmount), since a total computed from display text must never be a guess.
 */
export function readAmount(value: unknown, currency: Currency | undefined): number | null {
  return parseAmount(value, { currency });
}

export interface PlanCost {
  /** The sum of every installment's amount; null when the plan is empty or any amount is unreadable. */
  total: number | null;
  /** total − principal; null when either is null. */
  cost: number | null;
}

export function planCost(
  plans: unknown,
  amountKey: string,
  principal: unknown,
  currency: Currency | undefined,
): PlanCost {
  const amounts = (Array.isArray(plans) ? plans : []).map((plan: unknown) =>
    plan && typeof plan === 'object' ? readAmount((plan as Record<string, unknown>)[amountKey], currency) : null,
  );
  const readable = amounts.length > 0 && amounts.every((amount) => amount !== null);
  const total = readable ? amounts.reduce<number>((sum, amount) => toCents(sum + (amount ?? 0)), 0) : null;
  const borrowed = readAmount(principal, currency);
  return { total, cost: total === null || borrowed === null ? null : toCents(total - borrowed) };
}
