// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, type Currency } from '../../renderer/runtime/money/money.ts';
import { planCost, readAmount } from './cost.ts';

describe('readAmount', () => {
  it('numbers are whole units as they are; negative, infinite or NaN are unreadable', () => {
    expect(readAmount(1_050_000, 'IDR')).toBe(1_050_000);
    expect(readAmount(5750, 'INR')).toBe(5750);
    expect(readAmount(0, 'INR')).toBe(0);
    expect(readAmount(1250.5, undefined)).toBe(1250.5);
    expect(readAmount(-1, 'IDR')).toBeNull();
    expect(readAmount(Number.NaN, 'IDR')).toBeNull();
    expect(readAmount(Number.POSITIVE_INFINITY, 'INR')).toBeNull();
  });

  it('rupiah text: dots group, a comma starts the decimals, Rp or IDR before or after', () => {
    expect(readAmount('Rp 1.050.000', 'IDR')).toBe(1_050_000);
    expect(readAmount('Rp1.050.000', 'IDR')).toBe(1_050_000);
    expect(readAmount('Rp. 1.050.000', 'IDR')).toBe(1_050_000);
    expect(readAmount('rp 1.050.000', 'IDR')).toBe(1_050_000);
    expect(readAmount('IDR 1.050.000', 'IDR')).toBe(1_050_000);
    expect(readAmount('1.050.000 IDR', 'IDR')).toBe(1_050_000);
    expect(readAmount('1.050.000,00', 'IDR')).toBe(1_050_000);
    expect(readAmount('Rp 1.050.000,50', 'IDR')).toBe(1_050_000.5);
    expect(readAmount('1050000', 'IDR')).toBe(1_050_000);
    expect(readAmount(' Rp\u00a01.050.000 ', 'IDR')).toBe(1_050_000);
    expect(readAmount('999', 'IDR')).toBe(999);
  });

  it('rupee text: commas group (in threes or lakh-style), a dot starts the decimals, ₹, Rs or INR', () => {
    expect(readAmount('₹ 5,750', 'INR')).toBe(5750);
    expect(readAmount('₹5,750.00', 'INR')).toBe(5750);
    expect(readAmount('Rs. 1,25,000', 'INR')).toBe(125_000);
    expect(readAmount('Rs 12,34,56,789', 'INR')).toBe(123_456_789);
    expect(readAmount('INR 1,234,567.5', 'INR')).toBe(1_234_567.5);
    expect(readAmount('5,750 INR', 'INR')).toBe(5750);
    expect(readAmount('5750.25', 'INR')).toBe(5750.25);
    expect(readAmount('5750', 'INR')).toBe(5750);
  });

  it('separators in the other market’s places are unreadable, not guessed', () => {
    // '1.050.000' is a million in Indonesia and nothing in India; '5,750' the reverse.
    expect(readAmount('1.050.000', 'INR')).toBeNull();
    expect(readAmount('1.050.000,00', 'INR')).toBeNull();
    expect(readAmount('5,750', 'IDR')).toBeNull();
    expect(readAmount('5,750.00', 'IDR')).toBeNull();
    expect(readAmount('1.05', 'IDR')).toBeNull();
    expect(readAmount('1,23', 'INR')).toBeNull();
    expect(readAmount('1,2345', 'INR')).toBeNull();
    expect(readAmount('1.0500.000', 'IDR')).toBeNull();
    expect(readAmount('1.050.000,505', 'IDR')).toBeNull();
    expect(readAmount('.500', 'IDR')).toBeNull();
    expect(readAmount('1.000.', 'IDR')).toBeNull();
    expect(readAmount('1 050 000', 'IDR')).toBeNull();
  });

  it('the other currency’s mark, or any other letters, make it unreadable', () => {
    expect(readAmount('₹ 5,750', 'IDR')).toBeNull();
    expect(readAmount('Rs 5,750', 'IDR')).toBeNull();
    expect(readAmount('Rp 1.050.000', 'INR')).toBeNull();
    // Even when the number itself would fit the currency's separators.
    expect(readAmount('₹ 1.050.000', 'IDR')).toBeNull();
    expect(readAmount('Rs 1.050.000', 'IDR')).toBeNull();
    expect(readAmount('INR 1050000', 'IDR')).toBeNull();
    expect(readAmount('Rp 5,750', 'INR')).toBeNull();
    expect(readAmount('IDR 5750', 'INR')).toBeNull();
    expect(readAmount('USD 1,000', 'INR')).toBeNull();
    expect(readAmount('$1,000', 'INR')).toBeNull();
    expect(readAmount('Rp 1.050.000 + bunga', 'IDR')).toBeNull();
    expect(readAmount('approx 5,750', 'INR')).toBeNull();
    expect(readAmount('5,750k', 'INR')).toBeNull();
    expect(readAmount('1e6', 'IDR')).toBeNull();
    expect(readAmount('0x10', 'INR')).toBeNull();
    expect(readAmount('Rp Rp 1.000', 'IDR')).toBeNull();
    expect(readAmount('-1.000', 'IDR')).toBeNull();
    expect(readAmount('Rp -5.000', 'IDR')).toBeNull();
    expect(readAmount('Infinity', 'INR')).toBeNull();
  });

  it('blank, a mark alone, and values that are not amounts are unreadable', () => {
    expect(readAmount('', 'IDR')).toBeNull();
    expect(readAmount('   ', 'INR')).toBeNull();
    expect(readAmount('Rp', 'IDR')).toBeNull();
    expect(readAmount('₹', 'INR')).toBeNull();
    expect(readAmount(null, 'IDR')).toBeNull();
    expect(readAmount(undefined, 'IDR')).toBeNull();
    expect(readAmount(true, 'IDR')).toBeNull();
    expect(readAmount({ amount: 5 }, 'IDR')).toBeNull();
    expect(readAmount([5], 'IDR')).toBeNull();
    expect(readAmount('99999999999999999999', 'IDR')).toBeNull();
  });

  it('without a currency only plain digits are read (a separator could mean either)', () => {
    expect(readAmount('1050000', undefined)).toBe(1_050_000);
    expect(readAmount('1.050.000', undefined)).toBeNull();
    expect(readAmount('5,750', undefined)).toBeNull();
    expect(readAmount('Rp 1050000', undefined)).toBeNull();
  });
});

describe('planCost', () => {
  const plans = [
    { title: 'Periode 1', amount: 1_050_000 },
    { title: 'Periode 2', amount: 'Rp 1.050.000' },
    { title: 'Periode 3', amount: '1.050.000,00' },
  ];

  it('total is the sum of every installment, cost the total less the amount borrowed', () => {
    expect(planCost(plans, 'amount', 3_000_000, 'IDR')).toEqual({ total: 3_150_000, cost: 150_000 });
    expect(planCost(plans, 'amount', 'Rp 3.000.000', 'IDR')).toEqual({ total: 3_150_000, cost: 150_000 });
    expect(planCost([{ due: '₹ 5,750' }, { due: 5750 }, { due: 'Rs. 5,750.00' }], 'due', '15,000', 'INR')).toEqual({
      total: 17_250,
      cost: 2_250,
    });
  });

  it('no principal, or an unreadable one: a total but no cost', () => {
    expect(planCost(plans, 'amount', undefined, 'IDR')).toEqual({ total: 3_150_000, cost: null });
    expect(planCost(plans, 'amount', 'three million', 'IDR')).toEqual({ total: 3_150_000, cost: null });
    expect(planCost(plans, 'amount', '₹ 3,000,000', 'IDR')).toEqual({ total: 3_150_000, cost: null });
  });

  it('one unreadable or missing amount: no total and no cost, rather than a wrong one', () => {
    expect(planCost([...plans, { amount: 'Rp 1.050.000 + denda' }], 'amount', 3_000_000, 'IDR')).toEqual({
      total: null,
      cost: null,
    });
    expect(planCost([...plans, { title: 'Periode 4' }], 'amount', 3_000_000, 'IDR')).toEqual({
      total: null,
      cost: null,
    });
    expect(planCost([...plans, null], 'amount', 3_000_000, 'IDR')).toEqual({ total: null, cost: null });
    expect(planCost([...plans, 'Rp 1.050.000'], 'amount', 3_000_000, 'IDR')).toEqual({ total: null, cost: null });
    // The amounts are under another key than the one named.
    expect(planCost(plans, 'totalAmount', 3_000_000, 'IDR')).toEqual({ total: null, cost: null });
  });

  it('an empty or missing plan has no total', () => {
    expect(planCost([], 'amount', 3_000_000, 'IDR')).toEqual({ total: null, cost: null });
    expect(planCost(undefined, 'amount', 3_000_000, 'IDR')).toEqual({ total: null, cost: null });
    expect(planCost({ amount: 5 }, 'amount', 3_000_000, 'IDR')).toEqual({ total: null, cost: null });
  });

  it('fractions add up to the cent without drifting', () => {
    expect(planCost([{ amount: 0.1 }, { amount: 0.2 }], 'amount', 0.3, 'INR')).toEqual({ total: 0.3, cost: 0 });
    expect(planCost([{ amount: '5,750.10' }, { amount: '5,750.20' }], 'amount', '10,000', 'INR')).toEqual({
      total: 11_500.3,
      cost: 1_500.3,
    });
  });

  it('a plan that repays less than was borrowed has a negative cost (shown, not hidden)', () => {
    expect(planCost([{ amount: 900 }], 'amount', 1000, 'INR')).toEqual({ total: 900, cost: -100 });
  });
});

describe('properties', () => {
  const currency = fc.constantFrom<Currency>('IDR', 'INR');
  const whole = fc.integer({ min: 0, max: 10 ** 12 });

  it('formatting a whole amount and reading it back gives the amount, in both currencies', () => {
    fc.assert(
      fc.property(whole, currency, (amount, code) => {
        expect(readAmount(formatUnits(amount, code), code)).toBe(amount);
      }),
    );
  });

  it('the total of numeric plans is their sum, and the cost is total − principal', () => {
    fc.assert(
      fc.property(fc.array(whole, { minLength: 1, maxLength: 24 }), whole, currency, (amounts, principal, code) => {
        const { total, cost } = planCost(
          amounts.map((amount) => ({ amount })),
          'amount',
          principal,
          code,
        );
        const sum = amounts.reduce((a, b) => a + b, 0);
        expect(total).toBe(sum);
        expect(cost).toBe(sum - principal);
      }),
    );
  });

  it('writing each amount as the server would (formatted text) changes neither total nor cost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(whole, fc.boolean()), { minLength: 1, maxLength: 12 }),
        whole,
        currency,
        (entries, principal, code) => {
          const asNumbers = planCost(
            entries.map(([amount]) => ({ amount })),
            'amount',
            principal,
            code,
          );
          const asText = planCost(
            entries.map(([amount, text]) => ({ amount: text ? formatUnits(amount, code) : amount })),
            'amount',
            formatUnits(principal, code),
            code,
          );
          expect(asText).toEqual(asNumbers);
        },
      ),
    );
  });

  it('one unreadable amount anywhere in the plan removes the total', () => {
    const junk = fc.constantFrom<unknown>(null, undefined, '', 'n/a', 'Rp 1.000 + denda', -5, Number.NaN, {});
    fc.assert(
      fc.property(fc.array(whole, { maxLength: 12 }), junk, fc.nat(), currency, (amounts, bad, at, code) => {
        const plans: { amount: unknown }[] = amounts.map((amount) => ({ amount }));
        plans.splice(at % (plans.length + 1), 0, { amount: bad });
        expect(planCost(plans, 'amount', 0, code)).toEqual({ total: null, cost: null });
      }),
    );
  });
});
