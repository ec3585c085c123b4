// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStatement, type StatementInput } from './statement.ts';

const plans = [
  { title: 'Period 1', amount: 5_633, payAmount: 5_633, day: 31, pay_time: '2026-12-23' },
  { title: 'Period 2', amount: 5_633, payAmount: 5_633, day: 62, pay_time: '2027-01-23' },
  { title: 'Period 3', amount: 5_633, payAmount: 5_633, day: 93, pay_time: '2027-02-23' },
];
const full: StatementInput = {
  amount: 15_000,
  fees: [{ title: 'Service fee (8%)', amount: 1_200, upfront: false }],
  plans,
  apr: 71,
  coolingOffDays: 5,
  coolingOffDefault: 3,
};

describe('readStatement', () => {
  it('a full reply: every figure, the lender’s APR as given and its own cooling-off period', () => {
    const statement = readStatement(full);
    expect(statement).toMatchObject({
      principal: 15_000,
      received: 15_000,
      totalRepayable: 16_899,
      lenderApr: 71,
      coolingOffDays: 5,
      overCap: false,
    });
    expect(statement.cost).toMatchObject({ costOfCredit: 1_899, apr: 70.96, dailyCost: 0.137, termDays: 93 });
    expect(statement.payments).toEqual([
      { title: 'Period 1', date: '2026-12-23', amount: 5_633, day: 31 },
      { title: 'Period 2', date: '2027-01-23', amount: 5_633, day: 62 },
      { title: 'Period 3', date: '2027-02-23', amount: 5_633, day: 93 },
    ]);
  });

  it('no cooling-off in the reply: the market’s default; neither: none', () => {
    expect(readStatement({ ...full, coolingOffDays: undefined }).coolingOffDays).toBe(3);
    expect(readStatement({ ...full, coolingOffDays: null, coolingOffDefault: undefined }).coolingOffDays).toBeNull();
  });

  it('display strings are never read: "Rp 1.050.000", "15000" or 5633.5 count as not supplied', () => {
    const statement = readStatement({
      ...full,
      amount: '15000',
      plans: plans.map((plan, index) => ({ ...plan, payAmount: index === 1 ? '₹ 5,633' : plan.payAmount })),
      fees: [{ title: 'Service fee', amount: 'Rp 1.050.000', upfront: false }],
    });
    expect(statement).toMatchObject({ principal: null, received: null, totalRepayable: null, cost: null });
    expect(statement.payments![1]!.amount).toBeNull();
    expect(statement.fees![0]!.amount).toBeNull();
    expect(readStatement({ ...full, amount: 15_000.5 }).principal).toBeNull();
  });

  it('without fees nothing that needs them is worked out; the total repayable still is', () => {
    const statement = readStatement({ ...full, fees: undefined });
    expect(statement).toMatchObject({ fees: null, received: null, cost: null, totalRepayable: 16_899 });
    // An empty list is "no fees", which is something the lender said.
    expect(readStatement({ ...full, fees: [] })).toMatchObject({ fees: [], received: 15_000 });
  });

  it('a fee that does not say whether it is up front leaves the amount received unknown', () => {
    const statement = readStatement({ ...full, fees: [{ title: 'Fee', amount: 100 }] });
    expect(statement.fees).toEqual([{ title: 'Fee', amount: 100, upfront: null }]);
    expect(statement).toMatchObject({ received: null, cost: null });
  });

  it('payments without days: the total repayable, but no cost, APR or daily cost', () => {
    const statement = readStatement({ ...full, plans: plans.map(({ day: _day, ...plan }) => plan) });
    expect(statement).toMatchObject({ totalRepayable: 16_899, cost: null });
    expect(statement.payments!.map((payment) => payment.day)).toEqual([null, null, null]);
  });

  it('no plan, or not a list: no payments at all', () => {
    for (const value of [undefined, null, [], 'soon', { payAmount: 5 }])
      expect(readStatement({ ...full, plans: value }).payments).toBeNull();
  });

  it('the lender’s APR only as a number; entries that are not objects read as empty', () => {
    expect(readStatement({ ...full, apr: '71%' }).lenderApr).toBeNull();
    expect(readStatement({ ...full, fees: [null] }).fees).toEqual([{ title: '', amount: null, upfront: null }]);
  });

  it('over the cap only when a cap is set and the daily cost is known to be above it', () => {
    // 1,899 over 93 days on 15,000 is 0.136% a day.
    expect(readStatement({ ...full, dailyCostCap: 0.1 }).overCap).toBe(true);
    expect(readStatement({ ...full, dailyCostCap: 0.2 }).overCap).toBe(false);
    expect(readStatement({ ...full }).overCap).toBe(false);
    // Unknown cost: not known to be over (the statement says what is missing instead).
    expect(readStatement({ ...full, fees: undefined, dailyCostCap: 0.1 }).overCap).toBe(false);
    expect(readStatement({ ...full, dailyCostCap: '0.1' }).overCap).toBe(false);
  });
});
