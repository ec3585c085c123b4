// @vitest-environment node
/** Money (SPEC §9): minor units shown with two decimals and the market's grouping; whole units (CONTRACT §7) without. */
import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, formatUnits, toWireAmount } from '../../renderer/money/money.ts';

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
    expect(toWireAmount('-1.000')).toBe('-1000');
  });

  it('an empty amount is 0', () => {
    expect(toWireAmount('')).toBe('0');
    expect(toWireAmount('Rp')).toBe('0');
    expect(toWireAmount('-')).toBe('0');
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
  it('drops a trailing one- or two-digit fraction, never multiplying the amount', () => {
    expect(toWireAmount('1250000.00')).toBe('1250000');
    expect(toWireAmount('1.250.000,5')).toBe('1250000');
    expect(toWireAmount('1.250')).toBe('1250');
  });
});
