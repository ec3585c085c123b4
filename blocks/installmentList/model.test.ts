// @vitest-environment node
/** Installment selection (SPEC §4): example tests of each rule, then properties over random plans and taps. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModelEvent } from '../../renderer/contract/block/defineModel.ts';
import installmentModel, { amountOf, EMPTY, reduceInstallments, type Installments } from './model.ts';

type Period = Record<string, unknown>;

const plan: Period[] = [
  { periodNo: 1, totalAmount: 1_000_000 },
  { periodNo: 2, totalAmount: 1_100_000 },
  { periodNo: 3, totalAmount: 1_200_000 },
  { periodNo: 4, totalAmount: 1_300_000 },
];

/** Runs events through the reducer from no state at all (the page's state before init). */
function run(...events: ModelEvent[]): Installments {
  return events.reduce<Installments>(
    (state, event) => reduceInstallments(state, event),
    undefined as unknown as Installments,
  );
}

const init = (periods: unknown): ModelEvent => ({ type: 'init', periods });
const toggle = (index: unknown): ModelEvent => ({ type: 'toggle', index });
const payAll = (on: unknown): ModelEvent => ({ type: 'payAll', on });

/** Deep-frozen copy, so a reducer that writes into its input throws. */
function frozen<T>(value: T): T {
  const freeze = (item: unknown): unknown => {
    if (item && typeof item === 'object') {
      Object.values(item).forEach(freeze);
      Object.freeze(item);
    }
    return item;
  };
  return freeze(structuredClone(value)) as T;
}

describe('installmentList model: the rules', () => {
  it('init ticks only the first when no period is checked; the total is its amount', () => {
    expect(run(init(plan))).toEqual({
      count: 1,
      total: 1_000_000,
      all: false,
      periods: plan.map((period) => ({ amount: period.totalAmount, clickable: true })),
    });
  });

  it('init follows the leading check flags (true, 1, "1", "true"), ticking at least the first', () => {
    const flagged = (...checks: unknown[]) => plan.map((period, i) => ({ ...period, check: checks[i] }));
    expect(run(init(flagged(true, 1, '1', false))).count).toBe(3);
    expect(run(init(flagged('true', true, true, true)))).toMatchObject({ count: 4, all: true, total: 4_600_000 });
    // Periods are paid in order: a check after an unchecked one does not count.
    expect(run(init(flagged(true, false, true, true))).count).toBe(1);
    expect(run(init(flagged(false, true, '0', 0))).count).toBe(1);
  });

  it('init with no periods, or not a list, is empty with nothing ticked', () => {
    expect(run(init([]))).toEqual(EMPTY);
    expect(run(init(undefined))).toEqual(EMPTY);
    expect(run(init({ periodNo: 1 }))).toEqual(EMPTY);
  });

  it('init reads amounts given as strings with separators as integers', () => {
    const periods = [
      { totalAmount: '1.250.000' },
      { totalAmount: '1,25,000' },
      { totalAmount: 'Rp 2.000.000' },
      { totalAmount: '300' },
    ];
    expect(run(init(periods), payAll(true)).periods.map((period) => period.amount)).toEqual([
      1_250_000, 125_000, 2_000_000, 300,
    ]);
    expect(run(init(periods), payAll(true)).total).toBe(3_375_300);
  });

  it('amountOf: integers kept, fractions rounded, missing or junk is 0', () => {
    expect(amountOf(1_250_000)).toBe(1_250_000);
    expect(amountOf(1249.6)).toBe(1250);
    expect(amountOf('1250000.00')).toBe(1_250_000);
    expect(amountOf('1.250.000,50')).toBe(1_250_001);
    expect(amountOf('₹ 1,25,000.4')).toBe(125_000);
    expect(amountOf(undefined)).toBe(0);
    expect(amountOf(null)).toBe(0);
    expect(amountOf('')).toBe(0);
    expect(amountOf('abc')).toBe(0);
    expect(amountOf(Number.NaN)).toBe(0);
  });

  it('ticking period n ticks every period before it', () => {
    expect(run(init(plan), toggle(2))).toMatchObject({ count: 3, total: 3_300_000, all: false });
    expect(run(init(plan), toggle(3))).toMatchObject({ count: 4, total: 4_600_000, all: true });
    expect(run(init(plan), toggle(1), toggle(3)).count).toBe(4);
  });

  it('unticking a period clears it and every later one', () => {
    const all = run(init(plan), payAll(true));
    expect(reduceInstallments(all, toggle(2))).toMatchObject({ count: 2, total: 2_100_000, all: false });
    expect(reduceInstallments(all, toggle(1))).toMatchObject({ count: 1, total: 1_000_000 });
    expect(reduceInstallments(all, toggle(3))).toMatchObject({ count: 3, total: 3_300_000 });
  });

  it('the first period cannot be unticked: alone it stays, with others ticked it stays alone', () => {
    const first = run(init(plan));
    expect(reduceInstallments(first, toggle(0))).toBe(first);
    expect(run(init(plan), toggle(2), toggle(0))).toMatchObject({ count: 1, total: 1_000_000, all: false });
  });

  it('pay-all on ticks every period; off reverts to the first alone', () => {
    expect(run(init(plan), payAll(true))).toMatchObject({ count: 4, all: true, total: 4_600_000 });
    expect(run(init(plan), payAll(true), payAll(false))).toMatchObject({ count: 1, all: false, total: 1_000_000 });
    expect(run(init(plan), toggle(2), payAll(false)).count).toBe(1);
    expect(run(init(plan), payAll('1')).all).toBe(true);
    expect(run(init(plan), payAll(true), payAll(undefined)).count).toBe(1);
  });

  it('the total is the sum of the selected amounts', () => {
    const periods = [{ totalAmount: 7 }, { totalAmount: 11 }, { totalAmount: 13 }];
    expect([0, 1, 2].map((index) => run(init(periods), toggle(index)).total)).toEqual([7, 18, 31]);
  });

  it('a single period: ticked, and pay-all is all of it either way', () => {
    const one = [{ totalAmount: 500 }];
    expect(run(init(one))).toMatchObject({ count: 1, all: true, total: 500 });
    expect(run(init(one), payAll(false))).toMatchObject({ count: 1, all: true });
  });

  it('canClick 0 (number or string) stops the selection before that period', () => {
    const blocked = plan.map((period, i) => (i === 2 ? { ...period, canClick: '0' } : period));
    expect(run(init(blocked), payAll(true))).toMatchObject({ count: 2, all: false, total: 2_100_000 });
    const state = run(init(blocked));
    expect(reduceInstallments(state, toggle(2))).toBe(state);
    // A period after the blocked one cannot be reached either: the tap changes nothing.
    expect(reduceInstallments(state, toggle(3))).toBe(state);
    expect(run(init(blocked.map((period) => ({ ...period, check: true })))).count).toBe(2);
    expect(
      run(init(plan.map((period, i) => (i === 1 ? { ...period, canClick: 0 } : period))), payAll(true)).count,
    ).toBe(1);
  });

  it('a first period with canClick 0 is still ticked (it is always paid first)', () => {
    const periods = [{ totalAmount: 100, canClick: 0 }, { totalAmount: 200 }];
    expect(run(init(periods))).toMatchObject({
      count: 1,
      total: 100,
      periods: [
        { amount: 100, clickable: false },
        { amount: 200, clickable: true },
      ],
    });
    expect(run(init(periods), toggle(1)).count).toBe(2);
  });

  it('unknown events and bad indexes leave the state as it is', () => {
    const state = run(init(plan), toggle(1));
    for (const event of [
      { type: 'reset' },
      { type: '' },
      toggle(-1),
      toggle(4),
      toggle(1.5),
      toggle(Number.NaN),
      toggle(null),
      toggle(undefined),
      toggle(true),
      toggle('x'),
      toggle([]),
      toggle('3'),
    ]) {
      expect(reduceInstallments(state, event as ModelEvent)).toBe(state);
    }
  });

  it('a state that is not one (before init) is read as empty; the definition lists the events', () => {
    expect(reduceInstallments(undefined, toggle(0))).toEqual(EMPTY);
    expect(reduceInstallments({ count: 'x' }, payAll(true))).toEqual(EMPTY);
    expect(installmentModel.events).toEqual(['init', 'toggle', 'payAll']);
    expect(installmentModel.reduce).toBe(reduceInstallments);
  });
});

// Random plans (0-8 periods, amounts as numbers or separated strings, canClick and check in their
// gateway spellings) and random event sequences, including junk.
const amountArb = fc.oneof(
  fc.integer({ min: 0, max: 50_000_000 }),
  fc.integer({ min: 0, max: 50_000_000 }).map((n) => n.toLocaleString('id-ID')),
  fc.integer({ min: 0, max: 50_000_000 }).map((n) => n.toLocaleString('en-IN')),
);
const periodArb = fc.record(
  {
    periodNo: fc.nat({ max: 99 }),
    totalAmount: amountArb,
    canClick: fc.constantFrom(0, 1, '0', '1', undefined),
    check: fc.constantFrom(true, false, 0, 1, '0', '1', undefined),
  },
  { requiredKeys: ['totalAmount'] },
);
const plansArb = fc.array(periodArb, { maxLength: 8 });
const eventArb: fc.Arbitrary<ModelEvent> = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: -2, max: 10 }).map((index) => toggle(index)) },
  { weight: 2, arbitrary: fc.boolean().map((on) => payAll(on)) },
  { weight: 1, arbitrary: plansArb.map((periods) => init(periods)) },
  { weight: 1, arbitrary: fc.constantFrom<ModelEvent>({ type: 'nope' }, toggle('1'), toggle(null), payAll('0')) },
);
const scenarioArb = fc.tuple(plansArb, fc.array(eventArb, { maxLength: 20 }));
const RUNS = { numRuns: 200 };

/** Every state along the way, starting with the init. */
function states(periods: Period[], events: ModelEvent[]): Installments[] {
  const seen = [run(init(periods))];
  for (const event of events) seen.push(reduceInstallments(seen[seen.length - 1], event));
  return seen;
}

function firstBlocked(state: Installments): number {
  const index = state.periods.findIndex((period, i) => i > 0 && !period.clickable);
  return index === -1 ? state.periods.length : index;
}

describe('installmentList model: properties', () => {
  it('the ticked periods are always the first `count`, at least one when there are periods, within bounds', () => {
    fc.assert(
      fc.property(scenarioArb, ([periods, events]) => {
        for (const state of states(periods, events)) {
          expect(Number.isInteger(state.count)).toBe(true);
          expect(state.count).toBeGreaterThanOrEqual(state.periods.length > 0 ? 1 : 0);
          expect(state.count).toBeLessThanOrEqual(state.periods.length);
        }
      }),
      RUNS,
    );
  });

  it('total is the sum of the first `count` amounts; all is exactly "every period ticked"', () => {
    fc.assert(
      fc.property(scenarioArb, ([periods, events]) => {
        for (const state of states(periods, events)) {
          expect(state.total).toBe(state.periods.slice(0, state.count).reduce((sum, period) => sum + period.amount, 0));
          expect(state.all).toBe(state.periods.length > 0 && state.count === state.periods.length);
          expect(state.periods.every((period) => Number.isInteger(period.amount) && period.amount >= 0)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('the selection never reaches past the first period that cannot be clicked (after the first)', () => {
    fc.assert(
      fc.property(scenarioArb, ([periods, events]) => {
        for (const state of states(periods, events))
          expect(state.count).toBeLessThanOrEqual(Math.max(firstBlocked(state), Math.min(1, state.periods.length)));
      }),
      RUNS,
    );
  });

  it('ticking an unticked reachable period i gives count i + 1; unticking j > 0 gives count j', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat({ max: 9 }), ([periods, events], pick) => {
        const state = states(periods, events).at(-1)!;
        const reachable = firstBlocked(state);
        if (reachable === 0) return;
        const index = pick % reachable;
        const next = reduceInstallments(state, toggle(index));
        if (index >= state.count) expect(next.count).toBe(index + 1);
        else expect(next.count).toBe(Math.max(index, 1));
        // Periods before the tapped one keep their ticks either way.
        expect(next.count).toBeGreaterThanOrEqual(Math.min(index, state.count));
      }),
      RUNS,
    );
  });

  it('pay-all on then off leaves the first period alone ticked', () => {
    fc.assert(
      fc.property(scenarioArb, ([periods, events]) => {
        const state = states(periods, events).at(-1)!;
        const after = reduceInstallments(reduceInstallments(state, payAll(true)), payAll(false));
        expect(after.count).toBe(Math.min(1, state.periods.length));
        expect(after.total).toBe(state.periods[0]?.amount ?? 0);
      }),
      RUNS,
    );
  });

  it('pay-all on ticks as far as the periods can be clicked', () => {
    fc.assert(
      fc.property(scenarioArb, ([periods, events]) => {
        const state = reduceInstallments(states(periods, events).at(-1)!, payAll(true));
        expect(state.count).toBe(Math.max(firstBlocked(state), Math.min(1, state.periods.length)));
      }),
      RUNS,
    );
  });

  it('the reducer never mutates its input state or event', () => {
    fc.assert(
      fc.property(scenarioArb, eventArb, ([periods, events], event) => {
        const state = frozen(states(periods, events).at(-1)!);
        const copy = structuredClone(state);
        const frozenEvent = frozen(event);
        expect(() => reduceInstallments(state, frozenEvent)).not.toThrow();
        expect(state).toEqual(copy);
        expect(() => reduceInstallments(undefined, frozen(init(periods)))).not.toThrow();
      }),
      RUNS,
    );
  });
});
