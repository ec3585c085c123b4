/**
 * Rates as the market writes them, beside its money (money.ts): a decimal comma with rupiah, a
 * decimal point with rupees ("0,072%", "70.96%").
 */
import type { Currency } from './money.ts';

/**
 * `value` percent with `decimals` places (for figures already rounded to them), or as the number is written
 * when no places are given (a lender's own figure shown as given: 36.5 stays "36.5%").
 */
export function formatPercent(value: number, currency: Currency | undefined, decimals?: number): string {
  if (!Number.isFinite(value)) return '';
  const digits = decimals === undefined ? String(value) : value.toFixed(decimals);
  return `${currency === 'IDR' ? digits.replace('.', ',') : digits}%`;
}
