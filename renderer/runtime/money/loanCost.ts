/**
 * What a loan costs, for the Key Fact Statement (CONTRACT §7): from the amount, the fees and the
 * dated payments, all integers in the market's whole currency unit, with days counted from
 * disbursal. Money stays exact (integer sums); only the rates are real numbers.
 *
 * The APR follows RBI's KFS illustration (circular DOR.STR.REC.13/13.03.00/2024-25, 15 April
 * 2024, Annex B): the internal rate of return of the borrower's net cash flows (the net amount
 * disbursed in, each payment out) per period, multiplied by the periods in a year (there 12
 * months; here 365 days), in percent with two decimals. The daily cost is what OJK caps in
 * Indonesia: interest and every fee, as a share of the principal, per day of the loan.
 */

export interface Fee {
  /** The fee over the whole loan. */
  amount: number;
  /** Deducted from the amount disbursed; otherwise it is paid with the instalments (inside their amounts). */
  upfront: boolean;
}

export interface Payment {
  /** Everything due that day: principal, interest and any fee paid with the instalments. */
  amount: number;
  /** Days from disbursal. */
  day: number;
}

/** An amount at a time: a positive flow reaches the borrower, a negative one leaves them. */
export interface CashFlow {
  amount: number;
  at: number;
}

export interface LoanCost {
  /** The amount disbursed: the principal less the up-front fees. */
  received: number;
  /** The sum of the payments. */
  totalRepayable: number;
  /** Interest and every fee: what is repaid beyond what was received. */
  costOfCredit: number;
  /** The day of the last payment. */
  termDays: number;
  /** Percent a year, two decimals; null when nothing is received or no rate makes the flows balance. */
  apr: number | null;
  /**
   * Percent of the principal a day, rounded up to a thousandth (never understated); null for a zero principal or term.
   */
  dailyCost: number | null;
}

function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole, non-negative number, not ${value}`);
}

/** The present value of the flows at `rate` per period. */
export function presentValue(flows: readonly CashFlow[], rate: number): number {
  return flows.reduce((sum, flow) => sum + flow.amount * (1 + rate) ** -flow.at, 0);
}

/**
 * The rate per period at which the flows' present value is zero, for a loan's flows: what is
 * received at time 0 (net of anything paid back then) against payments later. Bisection: the
 * present value of later payments falls as the rate rises, so there is one root when any.
 */
export function irr(flows: readonly CashFlow[]): number | null {
  const now = flows.filter((flow) => flow.at === 0).reduce((sum, flow) => sum + flow.amount, 0);
  const later = flows.filter((flow) => flow.at !== 0);
  if (later.some((flow) => flow.at < 0 || flow.amount > 0) || now <= 0) return null;
  const owed = (rate: number) => -presentValue(later, rate);
  const total = owed(0);
  if (total === 0) return null;
  if (total === now) return 0;
  // Bracket the root: owed(rate) falls from +∞ (rate → -1) to 0 (rate → ∞).
  let low = 0;
  let high = 0;
  if (total > now) {
    high = 1;
    while (owed(high) > now) high *= 2;
  } else {
    low = -0.5;
    while (owed(low) < now) low = -1 + (low + 1) / 2;
  }
  for (let step = 0; step < 200 && high - low > 1e-16; step += 1) {
    const middle = (low + high) / 2;
    if (owed(middle) > now) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * A rate per period as an annual percentage with two decimals (Annex B: the period rate times the periods in a year).
 */
export function annualPercent(ratePerPeriod: number, periodsPerYear: number): number {
  return Math.round(ratePerPeriod * periodsPerYear * 100 * 100) / 100;
}

/** Thousandths of a percent of `principal` a day that `cost` comes to over `days`, rounded up (exact, in integers). */
function dailyThousandths(cost: number, principal: number, days: number): number {
  const scaled = BigInt(cost) * 100_000n;
  const base = BigInt(principal) * BigInt(days);
  const quotient = scaled / base;
  // BigInt division truncates toward zero: a positive remainder rounds up.
  return Number(quotient + (scaled % base > 0n ? 1n : 0n));
}

export function loanCost(principal: number, fees: readonly Fee[], payments: readonly Payment[]): LoanCost {
  assertWhole(principal, 'the principal');
  fees.forEach((fee, index) => assertWhole(fee.amount, `fee ${index + 1}`));
  payments.forEach((payment, index) => {
    assertWhole(payment.amount, `payment ${index + 1}`);
    assertWhole(payment.day, `the day of payment ${index + 1}`);
  });
  const received = principal - fees.filter((fee) => fee.upfront).reduce((sum, fee) => sum + fee.amount, 0);
  const totalRepayable = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const costOfCredit = totalRepayable - received;
  const termDays = payments.reduce((last, payment) => Math.max(last, payment.day), 0);
  const flows: CashFlow[] = [
    { amount: received, at: 0 },
    ...payments.map((payment) => ({ amount: -payment.amount, at: payment.day })),
  ];
  const rate = received > 0 ? irr(flows) : null;
  return {
    received,
    totalRepayable,
    costOfCredit,
    termDays,
    apr: rate === null ? null : annualPercent(rate, 365),
    dailyCost: principal > 0 && termDays > 0 ? dailyThousandths(costOfCredit, principal, termDays) / 1000 : null,
  };
}

/**
 * Whether the cost per day, as a percent of the principal, is above `capPercent` (read to a
 * millionth of a percent). Exact: the comparison is made in integers, so an offer right at the
 * cap is within it.
 */
export function exceedsDailyCap(
  cost: Pick<LoanCost, 'costOfCredit' | 'termDays'>,
  principal: number,
  capPercent: number,
): boolean {
  if (principal <= 0 || cost.termDays <= 0) return false;
  const capMillionths = BigInt(Math.round(capPercent * 1_000_000));
  return BigInt(cost.costOfCredit) * 100_000_000n > capMillionths * BigInt(principal) * BigInt(cost.termDays);
}
