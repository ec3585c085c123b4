/**
 * A loan's term (SPEC §2 loan confirmation): the number of periods times one period's length, which
 * the gateway gives either as a number of days (30) or as a word (`day`, `month`). A rule of the
 * domain, not JSON arithmetic: `'day' × 3` is no number, and a screen must never say "NaN days". A
 * term that cannot be read is unknown (null) and shows nothing.
 */

export type TermUnit = 'day' | 'month';

export interface LoanTerm {
  count: number;
  unit: TermUnit;
}

/** The words a period's unit may be written as (case-blind). */
const UNIT_WORDS: Readonly<Record<string, TermUnit>> = { day: 'day', days: 'day', month: 'month', months: 'month' };

/** A whole number above zero, as a number or plain ASCII digits; else null. */
function positiveWhole(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/**
 * The term of `periods` periods of `unit` each: days when the unit is a number of days or `day`, months for `month`;
 * null when either cannot be read.
 */
export function loanTerm(periods: unknown, unit: unknown): LoanTerm | null {
  const count = positiveWhole(periods);
  if (count === null) return null;
  const days = positiveWhole(unit);
  if (days !== null) return Number.isSafeInteger(count * days) ? { count: count * days, unit: 'day' } : null;
  const word = typeof unit === 'string' ? UNIT_WORDS[unit.trim().toLowerCase()] : undefined;
  return word ? { count, unit: word } : null;
}

/** The words of a term in the visit's language, `{n}` standing for the number (catalogue group `term`). */
export interface TermWords {
  day: string;
  days: string;
  month: string;
  months: string;
}

/** "93 days", "1 month", "3 bulan"; '' for an unknown term or missing words. */
export function termText(term: LoanTerm | null, words: Partial<TermWords> | null | undefined): string {
  if (!term) return '';
  const pattern = words?.[term.count === 1 ? term.unit : (`${term.unit}s` as const)];
  return typeof pattern === 'string' ? pattern.replace('{n}', String(term.count)) : '';
}
