/**
 * Money (SPEC §9): amounts travel as integers in minor units (cents, paise); the helper divides by
 * 100, shows two decimals and groups thousands the market's way (a dot in Indonesia). Installment
 * and delay amounts come in whole currency units instead (CONTRACT §7): formatUnits shows those.
 */
import type { MarketKey } from '../../contract/language.ts';

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

/** The marks that may stand before or after an amount of each currency (letters compared case-blind). */
const MARKS: Record<Currency, readonly string[]> = { IDR: ['rp.', 'rp', 'idr'], INR: ['₹', 'rs.', 'rs', 'inr'] };

/**
 * The written forms an exact reading accepts: the whole part then an optional fraction of one or
 * two digits. Indonesia groups with dots and writes decimals after a comma; India groups with commas
 * (in threes, or lakh-style 1,25,000) and writes decimals after a dot.
 */
const EXACT: Record<Currency, RegExp> = {
  IDR: /^(-?)(\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/,
  INR: /^(-?)(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(\d{1,2}))?$/,
};

export interface AmountReading {
  /** The market's currency: its marks may be written, and (exact) its separators decide. */
  currency?: Currency;
  /**
   * Read any separators, a trailing one- or two-digit part being the fraction (a gateway field that
   * should be an integer: "1250000.00", "1.250.000"). Otherwise the reading is exact: the text must
   * be written the currency's way (without a currency, plain digits only) and may not be negative, so
   * a total computed from display text is never a guess.
   */
  lenient?: boolean;
}

/** Cents are the finest unit an amount is read to, so sums of fractions do not drift. */
const toCents = (value: number) => Math.round(value * 100) / 100;

function withoutMark(text: string, currency: Currency): string {
  const lower = text.toLowerCase();
  for (const mark of MARKS[currency]) {
    if (lower.startsWith(mark)) return text.slice(mark.length).trim();
    if (lower.endsWith(mark)) return text.slice(0, -mark.length).trim();
  }
  return text;
}

/** Without a known currency, the marks of any (a gateway field written "Rp 1.250.000" on a page that passes none). */
function withoutAnyMark(text: string): string {
  for (const currency of Object.keys(MARKS) as Currency[]) {
    const bare = withoutMark(text, currency);
    if (bare !== text) return bare;
  }
  return text;
}

/**
 * What a lenient reading accepts once the currency's mark is off: ASCII digits, the two separators
 * and spaces, with a minus only in front. Anything else (an exponent "1e3", hex "0x10", "NaN", other
 * scripts' digits "١٠٠", a letter) is no amount: it is never stripped into one.
 */
const LENIENT = /^-?[\d.,\s]*$/;

function fromParts(sign: string, whole: string, fraction: string | undefined): number | null {
  const units = Number(whole);
  if (!Number.isSafeInteger(units)) return null;
  const value = toCents(units + (fraction ? Number(fraction.padEnd(2, '0')) / 100 : 0));
  return sign === '-' ? -value : value;
}

/**
 * The one amount parser: an amount in whole units of the market's currency (a fraction kept to the
 * cent, the sign kept), or null when it cannot be read. Whatever an exact reading reads, a lenient
 * one reads the same (tests/unit/money.test.ts).
 */
export function parseAmount(value: unknown, { currency, lenient = false }: AmountReading = {}): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && (lenient || value >= 0) ? toCents(value) : null;
  if (typeof value !== 'string') return null;
  const bare = (currency ? withoutMark(value.trim(), currency) : value.trim()).replace(/^-\s+/, '-');
  if (!lenient) {
    if (bare.startsWith('-')) return null;
    if (!currency) return /^\d+$/.test(bare) ? fromParts('', bare, undefined) : null;
    const match = EXACT[currency].exec(bare);
    return match ? fromParts(match[1]!, match[2]!.replace(/[.,]/g, ''), match[3]) : null;
  }
  const marked = currency ? bare : withoutAnyMark(bare);
  if (!LENIENT.test(marked)) return null;
  const digits = marked.replace(/[^\d.,-]/g, '');
  const sign = /^[^\d]*-/.test(digits) ? '-' : '';
  const fraction = /[.,](\d{1,2})$/.exec(digits);
  const whole = (fraction ? digits.slice(0, fraction.index) : digits).replace(/\D/g, '');
  if (whole === '' && !fraction) return null;
  return fromParts(sign, whole || '0', fraction?.[1]);
}

/** An amount as a whole number of units (half a unit rounds away from zero, as formatUnits shows it), or null. */
export function wholeUnits(value: unknown, reading: AmountReading = { lenient: true }): number | null {
  const amount = parseAmount(value, reading);
  if (amount === null) return null;
  const whole = Math.round(Math.abs(amount));
  return amount < 0 && whole > 0 ? -whole : whole;
}

/**
 * An amount a borrower may pay: a plain positive amount in the market's unit, as the one parser reads
 * it (a gateway figure "1250000.00", the market's grouping "1.250.000"), in whole units (a fraction
 * rounds as formatUnits shows it); null for anything else: zero, a negative, an exponent, hex, NaN,
 * other scripts' digits, a number too large to be exact. What a payment screen shows and what it
 * sends both come from this (the `payable` and `amount` operators), so they can never differ.
 */
export function payableAmount(value: unknown): number | null {
  const whole = wholeUnits(value);
  return whole !== null && whole >= 1 && Number.isSafeInteger(whole) ? whole : null;
}

/**
 * A payable amount as an integer string with every separator removed, for sending to the gateway
 * (SPEC §7: "amounts are sent with decimal separators stripped"; CONTRACT §7: integers); '' when it
 * is not payable (a page refuses to send it: the `payable` operator says so).
 */
export function toWireAmount(amount: unknown): string {
  const payable = payableAmount(amount);
  return payable === null ? '' : String(payable);
}

/**
 * An amount as the formatters write it, as a RegExp source: the symbol, its space and the number
 * ("Rp 2.000.000,00", "₹ 1,25,000", "Rp -500"). It ends on a digit, so a sentence's full stop is
 * not part of it.
 */
export const AMOUNT_PATTERN = `(?:${Object.values(SYMBOL).join('|')}) -?\\d(?:[\\d.,]*\\d)?`;
