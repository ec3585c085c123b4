/**
 * Money (SPEC §9): amounts travel as integers in minor units (cents, paise); the helper divides by
 * 100, shows two decimals and groups thousands the market's way (a dot in Indonesia). Installment
 * and delay amounts come in whole currency units instead (CONTRACT §7): formatUnits shows those.
 */
import type { MarketKey } from '../i18n/language.ts';

export interface Money {
  /** Integer amount in minor units. */
  minor: number;
  market: MarketKey;
}

/** The currencies a deployment's markets use (deployments/*.json markets.<key>.currency). */
export type Currency = 'INR' | 'IDR';

const SYMBOL: Record<MarketKey, string> = { in: '₹', id: 'Rp' };
const MARKET_OF: Record<Currency, MarketKey> = { INR: 'in', IDR: 'id' };

function group(digits: string, separator: string, indian: boolean): string {
  if (!indian) return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  // Indian grouping: the last three digits, then pairs (1,23,45,678).
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, separator)}${separator}${last}` : last;
}

/** `123456` (minor units) → `1.234,56` in Indonesia, `1,234.56` in India. No currency symbol. */
export function formatMinor(minor: number, market: MarketKey): string {
  if (!Number.isFinite(minor)) return '';
  const cents = Math.round(Math.abs(minor));
  const negative = minor < 0 && cents > 0;
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, '0');
  const indonesian = market === 'id';
  const text = `${group(whole, indonesian ? '.' : ',', !indonesian)}${indonesian ? ',' : '.'}${fraction}`;
  return negative ? `-${text}` : text;
}

/** With the market's currency symbol: `Rp 1.234,56`, `₹ 1,234.56`. */
export function formatMoney({ minor, market }: Money): string {
  return `${SYMBOL[market]} ${formatMinor(minor, market)}`;
}

/**
 * Whole currency units (an integer; a fraction is rounded) with the symbol and the market's
 * grouping and no decimals: `Rp 1.250.000`, `₹ 1,25,000`. A value that is not a number shows
 * nothing; without a known currency (a page that passes none) the number is grouped in threes
 * with no symbol rather than guessing a market.
 */
export function formatUnits(units: number, currency: Currency | undefined): string {
  if (!Number.isFinite(units)) return '';
  const market = currency ? MARKET_OF[currency] : undefined;
  const whole = Math.round(Math.abs(units));
  const sign = units < 0 && whole > 0 ? '-' : '';
  if (!market) return `${sign}${group(String(whole), ',', false)}`;
  return `${SYMBOL[market]} ${sign}${group(String(whole), market === 'id' ? '.' : ',', market === 'in')}`;
}

/**
 * Whole units as an integer string with every separator removed, for sending back to the gateway
 * (SPEC §7: "amounts are sent with decimal separators stripped").
 */
export function toWireAmount(amount: number | string): string {
  // "1250000.00" is 1250000: a trailing one- or two-digit fraction is dropped before separators go.
  const digits = String(amount)
    .trim()
    .replace(/[.,]\d{1,2}$/, '')
    .replace(/[^\d-]/g, '');
  return digits === '' || digits === '-' ? '0' : String(Number.parseInt(digits, 10));
}

/**
 * An amount as the formatters write it, as a RegExp source: the symbol, its space and the number
 * ("Rp 2.000.000,00", "₹ 1,25,000", "Rp -500"). It ends on a digit, so a sentence's full stop is
 * not part of it.
 */
export const AMOUNT_PATTERN = `(?:${Object.values(SYMBOL).join('|')}) -?\\d(?:[\\d.,]*\\d)?`;
