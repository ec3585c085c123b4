// @vitest-environment node
/**
 * The cost of a loan for the Key Fact Statement (renderer/runtime/money/loanCost.ts, CONTRACT §7): worked
 * examples whose figures were computed by hand (the single payment) or by an independent solver,
 * then properties over any loan: more fees never lower the APR, zero cost is 0%, the rate found
 * reproduces the cash flows, money stays whole, and the daily cost agrees with the cap check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualPercent,
  exceedsDailyCap,
  irr,
  loanCost,
  presentValue,
  type CashFlow,
  type Fee,
  type Payment,
} from '../../renderer/runtime/money/loanCost.ts';
import { formatPercent } from '../../renderer/runtime/money/percent.ts';

describe('worked examples', () => {
  it('a single payment: ₹10,000 with a ₹500 processing fee deducted, ₹10,500 repaid on day 30', () => {
    const cost = loanCost(10_000, [{ amount: 500, upfront: true }], [{ amount: 10_500, day: 30 }]);
    // Daily rate (10,500 / 9,500)^(1/30) − 1 = 0.0033417; × 365 = 121.97%. Cost 1,000 / 10,000 / 30 days = 0.3333…% →
    // 0.334.
    expect(cost).toEqual({
      received: 9_500,
      totalRepayable: 10_500,
      costOfCredit: 1_000,
      termDays: 30,
      apr: 121.97,
      dailyCost: 0.334,
    });
  });

  it('several instalments: ₹15,000 in three payments of ₹5,633 every 31 days, the 8% service fee inside them', () => {
    const payments = [31, 62, 93].map((day) => ({ amount: 5_633, day }));
    const cost = loanCost(15_000, [{ amount: 1_200, upfront: false }], payments);
    // A fee paid with the instalments is already in their amounts: the amount received is the whole principal.
    expect(cost).toEqual({
      received: 15_000,
      totalRepayable: 16_899,
      costOfCredit: 1_899,
      termDays: 93,
      apr: 70.96,
      dailyCost: 0.137,
    });
  });

  it('a recurring fee beside an up-front one: Rp 3,000,000, admin fee 30,000 deducted, three payments of principal, interest and a 20,000 service fee', () => {
    const fees: Fee[] = [
      { amount: 30_000, upfront: true },
      { amount: 60_000, upfront: false },
    ];
    const payments = [30, 60, 90].map((day) => ({ amount: 1_000_000 + 45_000 + 20_000, day }));
    const cost = loanCost(3_000_000, fees, payments);
    expect(cost).toEqual({
      received: 2_970_000,
      totalRepayable: 3_195_000,
      costOfCredit: 225_000,
      termDays: 90,
      apr: 44.72,
      dailyCost: 0.084,
    });
    // 225,000 / 3,000,000 / 90 days = 0.0833…% a day: within a 0.1% cap, over a 0.08% one.
    expect(exceedsDailyCap(cost, 3_000_000, 0.1)).toBe(false);
    expect(exceedsDailyCap(cost, 3_000_000, 0.08)).toBe(true);
  });

  it('the period rate annualised as RBI’s illustration does it: a 12% loan repaid in 12 monthly EMIs of 8,885 comes to 12.00% with no fees, more with a 3,000 fee', () => {
    const emis = (received: number): CashFlow[] => [
      { amount: received, at: 0 },
      ...Array.from({ length: 12 }, (_, month) => ({ amount: -8_885, at: month + 1 })),
    ];
    expect(annualPercent(irr(emis(100_000))!, 12)).toBe(12);
    expect(annualPercent(irr(emis(97_000))!, 12)).toBe(17.83);
  });

  it('a loan repaid at exactly its principal costs nothing: 0% and 0 a day', () => {
    expect(loanCost(3_000_000, [], [{ amount: 3_000_000, day: 30 }])).toMatchObject({
      costOfCredit: 0,
      apr: 0,
      dailyCost: 0,
    });
  });

  it('an offer right at the cap is within it; a rupiah more is over', () => {
    // 0.1% a day of 1,000,000 over 30 days is exactly 30,000.
    const at = loanCost(1_000_000, [], [{ amount: 1_030_000, day: 30 }]);
    expect(at.dailyCost).toBe(0.1);
    expect(exceedsDailyCap(at, 1_000_000, 0.1)).toBe(false);
    expect(exceedsDailyCap(loanCost(1_000_000, [], [{ amount: 1_030_001, day: 30 }]), 1_000_000, 0.1)).toBe(true);
  });

  it('nothing received (fees as large as the loan) has no APR; a zero principal or term has no daily cost', () => {
    expect(loanCost(1_000, [{ amount: 1_000, upfront: true }], [{ amount: 1_000, day: 30 }]).apr).toBeNull();
    expect(loanCost(0, [], [{ amount: 10, day: 30 }]).dailyCost).toBeNull();
    expect(loanCost(1_000, [], [{ amount: 1_000, day: 0 }])).toMatchObject({ termDays: 0, dailyCost: null, apr: null });
  });

  it('refuses amounts and days that are not whole numbers: money is never rounded here', () => {
    expect(() => loanCost(1_000.5, [], [{ amount: 1, day: 1 }])).toThrow(RangeError);
    expect(() => loanCost(1_000, [{ amount: -1, upfront: true }], [{ amount: 1, day: 1 }])).toThrow(/fee 1/);
    expect(() => loanCost(1_000, [], [{ amount: 1, day: 1.5 }])).toThrow(/day of payment 1/);
  });

  it('rates are written the market’s way', () => {
    expect(formatPercent(70.96, 'INR', 2)).toBe('70.96%');
    expect(formatPercent(0.072, 'IDR', 3)).toBe('0,072%');
    expect(formatPercent(12, 'INR', 2)).toBe('12.00%');
    expect(formatPercent(42.2, 'IDR')).toBe('42,2%');
    expect(formatPercent(Number.NaN, 'INR', 2)).toBe('');
  });
});

/** A loan: a principal, fees whose up-front part leaves something to receive, and 1 to 12 payments. */
const loan = fc
  .record({
    principal: fc.integer({ min: 1_000, max: 50_000_000 }),
    upfrontShare: fc.integer({ min: 0, max: 30 }),
    recurring: fc.integer({ min: 0, max: 5_000_000 }),
    payments: fc.array(
      fc.record({ amount: fc.integer({ min: 1, max: 20_000_000 }), day: fc.integer({ min: 1, max: 400 }) }),
      { minLength: 1, maxLength: 12 },
    ),
  })
  .map(({ principal, upfrontShare, recurring, payments }) => {
    const fees: Fee[] = [
      { amount: Math.floor((principal * upfrontShare) / 100), upfront: true },
      { amount: recurring, upfront: false },
    ];
    return { principal, fees, payments: payments as Payment[] };
  });

const flowsOf = (received: number, payments: readonly Payment[]): CashFlow[] => [
  { amount: received, at: 0 },
  ...payments.map((payment) => ({ amount: -payment.amount, at: payment.day })),
];

describe('properties', () => {
  it('money stays whole: received + cost of credit = total repayable, all integers', () => {
    fc.assert(
      fc.property(loan, ({ principal, fees, payments }) => {
        const cost = loanCost(principal, fees, payments);
        for (const value of [cost.received, cost.totalRepayable, cost.costOfCredit])
          expect(Number.isSafeInteger(value)).toBe(true);
        expect(cost.received + cost.costOfCredit).toBe(cost.totalRepayable);
      }),
    );
  });

  it('the IRR reproduces the cash flows: their present value at that rate is nil', () => {
    fc.assert(
      fc.property(loan, ({ principal, fees, payments }) => {
        const { received } = loanCost(principal, fees, payments);
        const flows = flowsOf(received, payments);
        const rate = irr(flows);
        if (rate === null) return;
        const scale = flows.reduce((sum, flow) => sum + Math.abs(flow.amount), 0);
        expect(Math.abs(presentValue(flows, rate))).toBeLessThanOrEqual(scale * 1e-9);
      }),
    );
  });

  it('zero cost gives 0%: any split of the principal over any days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 400 })), {
          minLength: 1,
          maxLength: 12,
        }),
        (principal, parts) => {
          const weight = parts.reduce((sum, [part]) => sum + part, 0);
          const amounts = parts.map(([part]) => Math.floor((principal * part) / weight));
          amounts[0]! += principal - amounts.reduce((sum, amount) => sum + amount, 0);
          const cost = loanCost(
            principal,
            [],
            amounts.map((amount, index) => ({ amount, day: parts[index]![1] })),
          );
          expect(cost).toMatchObject({ costOfCredit: 0, apr: 0, dailyCost: 0 });
        },
      ),
    );
  });

  it('more fees never lower the APR or the daily cost: an up-front fee, or a fee added to a payment', () => {
    fc.assert(
      fc.property(
        loan,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(),
        fc.boolean(),
        ({ principal, fees, payments }, extra, at, upfront) => {
          const before = loanCost(principal, fees, payments);
          if (upfront && before.received - extra <= 0) return;
          const index = at % payments.length;
          const more = upfront
            ? payments
            : payments.map((payment, i) => (i === index ? { ...payment, amount: payment.amount + extra } : payment));
          const after = loanCost(principal, [...fees, { amount: extra, upfront }], more);
          if (before.apr !== null) expect(after.apr).toBeGreaterThanOrEqual(before.apr);
          expect(after.dailyCost!).toBeGreaterThanOrEqual(before.dailyCost!);
          // The unrounded rate never falls either (a fee far off at a high rate may move it less than a double can
          // show).
          const rateBefore = irr(flowsOf(before.received, payments));
          const rateAfter = irr(flowsOf(after.received, more));
          if (rateBefore !== null && rateAfter !== null) expect(rateAfter).toBeGreaterThanOrEqual(rateBefore);
        },
      ),
    );
  });

  it('the daily cost shown (rounded up) is within a cap equal to it and over a cap a thousandth lower', () => {
    fc.assert(
      fc.property(loan, ({ principal, fees, payments }) => {
        const cost = loanCost(principal, fees, payments);
        if (cost.costOfCredit <= 0 || cost.dailyCost === null) return;
        expect(exceedsDailyCap(cost, principal, cost.dailyCost)).toBe(false);
        expect(exceedsDailyCap(cost, principal, cost.dailyCost - 0.001)).toBe(true);
      }),
    );
  });
});
