/**
 * Reading a repayment plan's amounts and working out what the loan costs. Amounts are whole units
 * of the market's currency: numbers, or text as the server formats it ('Rp 1.050.000',
 * '₹ 5,750', '1050000'). Anything that cannot be read for sure is null, and a total that would
 * need it is null too: the plan then shows no total rather than a wrong one.
 */
import type { Currency } from '../../renderer/money/money.ts';

/** The currency marks that may stand before or after an amount (letters compared case-blind). */
const MARKS: Record<Currency, readonly string[]> = {
  IDR: ['rp.', 'rp', 'idr'],
  INR: ['₹', 'rs.', 'rs', 'inr'],
};

/**
 * Whole part then an optional fraction of one or two digits. Indonesia groups with dots and
 * writes decimals after a comma; India groups with commas (in threes, or lakh-style 1,25,000)
 * and writes decimals after a dot. A separator in any other place makes the text unreadable.
 */
const NUMBER: Record<Currency, RegExp> = {
  IDR: /^(\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/,
  INR: /^(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(\d{1,2}))?$/,
};
const GROUP: Record<Currency, RegExp> = { IDR: /\./g, INR: /,/g };

/** Strips one mark of the currency from the start or the end (any other letters are left to fail the number). */
function withoutMark(text: string, currency: Currency | undefined): string {
  const lower = text.toLowerCase();
  for (const mark of currency ? MARKS[currency] : []) {
    if (lower.startsWith(mark)) return text.slice(mark.length).trim();
    if (lower.endsWith(mark)) return text.slice(0, -mark.length).trim();
  }
  return text;
}

/** Cents are the finest unit an amount is read to, so sums of fractions do not drift. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/**
 * An amount in whole units of `currency`, or null. Numbers must be finite and not negative. Text
 * may carry the currency's mark (Rp/IDR, ₹/Rs/INR) before or after the number and must use the
 * currency's separators; without a known currency only plain digits are read.
 */
export function readAmount(value: unknown, currency: Currency | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const bare = withoutMark(value.trim(), currency);
  if (bare === '') return null;
  if (!currency) return /^\d+$/.test(bare) ? Number(bare) : null;
  const match = NUMBER[currency].exec(bare);
  if (!match) return null;
  const whole = Number(match[1]!.replace(GROUP[currency], ''));
  const fraction = match[2] ? Number(match[2].padEnd(2, '0')) / 100 : 0;
  return Number.isSafeInteger(whole) ? toCents(whole + fraction) : null;
}

export interface PlanCost {
  /** The sum of every installment's amount; null when the plan is empty or any amount is unreadable. */
  total: number | null;
  /** total − principal; null when either is null. */
  cost: number | null;
}

export function planCost(plans: unknown, amountKey: string, principal: unknown, currency: Currency | undefined): PlanCost {
  const amounts = (Array.isArray(plans) ? plans : []).map((plan: unknown) =>
    plan && typeof plan === 'object' ? readAmount((plan as Record<string, unknown>)[amountKey], currency) : null,
  );
  const readable = amounts.length > 0 && amounts.every((amount) => amount !== null);
  const total = readable ? amounts.reduce<number>((sum, amount) => toCents(sum + (amount ?? 0)), 0) : null;
  const borrowed = readAmount(principal, currency);
  return { total, cost: total === null || borrowed === null ? null : toCents(total - borrowed) };
}
