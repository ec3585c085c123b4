// @vitest-environment node
/**
 * Money (SPEC §9): minor units shown with two decimals and the market's grouping; whole units (CONTRACT §7) without.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatMinor,
  formatMoney,
  formatUnits,
  parseAmount,
  payableAmount,
  toWireAmount,
  wholeUnits,
  type Currency,
} from '../../renderer/runtime/money/money.ts';

describe('formatMinor', () => {
  it('Indonesia: dot thousands, comma decimals', () => {
    expect(formatMinor(123456, 'id')).toBe('1.234,56');
    expect(formatMinor(1_500_000_00, 'id')).toBe('1.500.000,00');
    expect(formatMinor(1234567890, 'id')).toBe('12.345.678,90');
    expect(formatMinor(99, 'id')).toBe('0,99');
  });

  it('India: Indian grouping (last three, then pairs), dot decimals', () => {
    expect(formatMinor(123456, 'in')).toBe('1,234.56');
    expect(formatMinor(1234567890, 'in')).toBe('1,23,45,678.90');
    expect(formatMinor(8_000_000, 'in')).toBe('80,000.00');
    expect(formatMinor(10_000_000_00, 'in')).toBe('1,00,00,000.00');
    expect(formatMinor(50000, 'in')).toBe('500.00');
  });

  it('zero and negative amounts', () => {
    expect(formatMinor(0, 'id')).toBe('0,00');
    expect(formatMinor(0, 'in')).toBe('0.00');
    expect(formatMinor(-0, 'in')).toBe('0.00');
    expect(formatMinor(-123456, 'id')).toBe('-1.234,56');
    expect(formatMinor(-1234567890, 'in')).toBe('-1,23,45,678.90');
    expect(formatMinor(-5, 'in')).toBe('-0.05');
  });

  it('rounds fractional minor units to the nearest one', () => {
    expect(formatMinor(1234.4, 'id')).toBe('12,34');
    expect(formatMinor(1234.5, 'id')).toBe('12,35');
    expect(formatMinor(199.9, 'in')).toBe('2.00');
    expect(formatMinor(-199.9, 'in')).toBe('-2.00');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatMinor(Number.NaN, 'in')).toBe('');
    expect(formatMinor(Number.POSITIVE_INFINITY, 'id')).toBe('');
  });
});

describe('formatMoney', () => {
  it("adds the market's currency symbol", () => {
    expect(formatMoney({ minor: 123456, market: 'id' })).toBe('Rp 1.234,56');
    expect(formatMoney({ minor: 123456, market: 'in' })).toBe('₹ 1,234.56');
    expect(formatMoney({ minor: -100, market: 'in' })).toBe('₹ -1.00');
  });
});

describe('toWireAmount', () => {
  it('sends integers with every separator stripped', () => {
    expect(toWireAmount('1.500.000')).toBe('1500000');
    expect(toWireAmount('1,23,456')).toBe('123456');
    expect(toWireAmount('Rp 1.000.000')).toBe('1000000');
    expect(toWireAmount('₹ 80,000')).toBe('80000');
    expect(toWireAmount(1500000)).toBe('1500000');
    expect(toWireAmount('007')).toBe('7');
  });

  it('sends nothing for an amount that cannot be paid: empty, zero, negative', () => {
    expect(toWireAmount('')).toBe('');
    expect(toWireAmount('Rp')).toBe('');
    expect(toWireAmount('-')).toBe('');
    expect(toWireAmount('0')).toBe('');
    expect(toWireAmount('-1.000')).toBe('');
    expect(toWireAmount(-1)).toBe('');
  });
});

describe('formatUnits', () => {
  it('rupiah: whole units, dot thousands, no decimals', () => {
    expect(formatUnits(1_250_000, 'IDR')).toBe('Rp 1.250.000');
    expect(formatUnits(15_000_000, 'IDR')).toBe('Rp 15.000.000');
    expect(formatUnits(999, 'IDR')).toBe('Rp 999');
    expect(formatUnits(1000, 'IDR')).toBe('Rp 1.000');
  });

  it('rupees: whole units, Indian grouping, no decimals, spaced like formatMoney', () => {
    expect(formatUnits(125_000, 'INR')).toBe('₹ 1,25,000');
    expect(formatUnits(80_000, 'INR')).toBe('₹ 80,000');
    expect(formatUnits(12_345_678, 'INR')).toBe('₹ 1,23,45,678');
    expect(formatUnits(500, 'INR')).toBe('₹ 500');
    expect(formatMoney({ minor: 8_000_000, market: 'in' })).toBe(`${formatUnits(80_000, 'INR')}.00`);
  });

  it('zero, negatives and fractions (rounded to a whole unit)', () => {
    expect(formatUnits(0, 'IDR')).toBe('Rp 0');
    expect(formatUnits(-0, 'INR')).toBe('₹ 0');
    expect(formatUnits(-1_250_000, 'IDR')).toBe('Rp -1.250.000');
    expect(formatUnits(1249.5, 'IDR')).toBe('Rp 1.250');
    expect(formatUnits(99_999.4, 'INR')).toBe('₹ 99,999');
    expect(formatUnits(-0.4, 'INR')).toBe('₹ 0');
  });

  it('shows nothing for a value that is not a number; no symbol without a known currency', () => {
    expect(formatUnits(Number.NaN, 'IDR')).toBe('');
    expect(formatUnits(Number.POSITIVE_INFINITY, 'INR')).toBe('');
    expect(formatUnits(1_250_000, undefined)).toBe('1,250,000');
    expect(formatUnits(1_250_000, 'EUR' as never)).toBe('1,250,000');
  });
});

describe('toWireAmount with a fraction', () => {
  it('reads a trailing one- or two-digit fraction as a fraction, never multiplying the amount, and rounds it as the screen shows it', () => {
    expect(toWireAmount('1250000.00')).toBe('1250000');
    // Issue 10: it used to drop the fraction (1250000) while the installment total rounded it (1250001).
    expect(toWireAmount('1.250.000,5')).toBe('1250001');
    expect(toWireAmount('1.250')).toBe('1250');
  });
});

describe('one amount parser', () => {
  const written = fc.oneof(
    fc.integer({ min: -1e9, max: 1e9 }).map(String),
    fc
      .tuple(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom('.', ','))
      .map(([whole, cents, mark]) => `${whole}${mark}${String(cents).padStart(2, '0')}`),
    fc
      .tuple(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom<Currency>('IDR', 'INR'))
      .map(([units, currency]) => formatUnits(units, currency)),
    fc.string(),
  );

  it('the wire amount, the installment amount and what the screen shows are one figure', () => {
    fc.assert(
      fc.property(written, (text) => {
        const units = wholeUnits(text);
        expect(toWireAmount(text)).toBe(units !== null && units >= 1 ? String(units) : '');
        if (units !== null && units >= 1)
          expect(formatUnits(Number(toWireAmount(text)), 'IDR')).toBe(
            formatUnits(parseAmount(text, { lenient: true })!, 'IDR'),
          );
      }),
    );
  });

  it('whatever an exact reading reads, a lenient one reads the same', () => {
    fc.assert(
      fc.property(written, fc.constantFrom<Currency | undefined>('IDR', 'INR', undefined), (text, currency) => {
        const exact = parseAmount(text, { currency });
        if (exact !== null) expect(parseAmount(text, { currency, lenient: true })).toBe(exact);
      }),
    );
  });

  it('keeps the sign and the cent: "-500" is -500, "1250000.50" is 1250000.5', () => {
    expect(parseAmount('-500', { lenient: true })).toBe(-500);
    expect(wholeUnits('-500')).toBe(-500);
    expect(parseAmount('1250000.50', { lenient: true })).toBe(1250000.5);
    expect(wholeUnits('1250000.50')).toBe(1250001);
    expect(parseAmount('-500')).toBeNull();
    expect(parseAmount('Rp 1.250.000,50', { currency: 'IDR' })).toBe(1250000.5);
  });
});

describe('a payable amount (issue 20: malformed amounts were paid)', () => {
  const MALFORMED = [
    '-1',
    '1e309',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '١٠٠',
    '۱۰۰',
    '१००',
    '12abc',
    'abc',
    '',
    ' ',
    '0',
    '0.4',
    '-0',
    '+5',
    '1_000',
    '9007199254740993',
  ];

  it("refuses anything but a plain positive amount in the market's unit", () => {
    for (const text of MALFORMED) {
      expect(payableAmount(text), text).toBeNull();
      expect(toWireAmount(text), text).toBe('');
    }
    for (const value of [-1, 0, Number.NaN, Number.POSITIVE_INFINITY, Number('1e309'), null, undefined, true, {}, [5]])
      expect(payableAmount(value), String(value)).toBeNull();
  });

  it("reads what the gateway and the pages write: digits, the market's grouping, a cent fraction (rounded as shown)", () => {
    expect(payableAmount('209000')).toBe(209000);
    expect(payableAmount(' 209000 ')).toBe(209000);
    expect(payableAmount(209000)).toBe(209000);
    expect(payableAmount('1.250.000')).toBe(1250000);
    expect(payableAmount('1,25,000')).toBe(125000);
    expect(payableAmount('1250000.00')).toBe(1250000);
    expect(payableAmount('Rp 1.250.000')).toBe(1250000);
    expect(payableAmount('₹ 10,455')).toBe(10455);
    expect(payableAmount('0.5')).toBe(1);
  });

  it('what is shown and what is sent are one figure, or both refused', () => {
    const anything = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.double().map(String),
      fc
        .tuple(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom<Currency>('IDR', 'INR'))
        .map(([units, currency]) => formatUnits(units, currency)),
      fc.stringMatching(/^-?[0-9٠-٩]{1,4}(e[0-9]{1,3}|x[0-9a-f]{1,3})?$/),
    );
    fc.assert(
      fc.property(anything, fc.constantFrom<Currency>('IDR', 'INR'), (text, currency) => {
        const payable = payableAmount(text);
        const wire = toWireAmount(text);
        if (payable === null) {
          expect(wire).toBe('');
          return;
        }
        expect(wire).toMatch(/^[1-9][0-9]*$/);
        expect(Number(wire)).toBe(payable);
        expect(formatUnits(Number(wire), currency)).toBe(formatUnits(payable, currency));
      }),
    );
  });

  it("the lenient reading never strips a letter or another script's digit into an amount", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (/[^\d.,\s-]/.test(text.replace(/rp\.?|idr|₹|rs\.?|inr/gi, ''))) {
          const stripped = text.replace(/rp\.?|idr|₹|rs\.?|inr/gi, '').trim();
          if (!/^-?[\d.,\s]*$/.test(stripped)) expect(parseAmount(text, { lenient: true })).toBeNull();
        }
      }),
    );
  });
});
