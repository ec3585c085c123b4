/**
 * Installment selection (SPEC §4): periods are paid in order from the first, so the selection is
 * always the first `count` pending periods. Ticking period n ticks all before it; unticking one
 * clears it and every later one; the first can never be unticked (unticking it keeps it alone);
 * pay-all ticks all or goes back to the first alone; the total is the sum of the selected amounts.
 * A period that cannot be clicked (canClick 0) stops the selection before it.
 */
import { defineModel, type ModelEvent } from '../../renderer/contract/block/defineModel.ts';
import { wholeUnits } from '../../renderer/runtime/money/money.ts';

// A type alias, not an interface: it fits the block's `selection` prop ({[field]: unknown}) as it is.
export type Installments = {
  /** How many periods, from the first, are ticked. */
  count: number;
  /** Sum of the ticked periods' amounts (integers in the market's currency unit). */
  total: number;
  /** Every pending period ticked. */
  all: boolean;
  periods: { amount: number; clickable: boolean }[];
};

export const EMPTY: Installments = { count: 0, total: 0, all: false, periods: [] };

/** A gateway amount as an integer (renderer/runtime/money/money.ts reads it; junk is 0). */
export function amountOf(value: unknown): number {
  return wholeUnits(value) ?? 0;
}

/** canClick 0 (number or string) means the period cannot be ticked now. */
export function isClickable(period: unknown): boolean {
  const canClick = (period as { canClick?: unknown } | null | undefined)?.canClick;
  return !(canClick === 0 || canClick === '0');
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The most periods, from the first, that may be ticked (the first always may). */
export function reachableCount(periods: readonly { clickable: boolean }[]): number {
  const firstBlocked = periods.findIndex((period, index) => index > 0 && !period.clickable);
  return firstBlocked === -1 ? periods.length : firstBlocked;
}

function withCount(state: Installments, count: number): Installments {
  const bounded = Math.max(Math.min(state.periods.length, 1), Math.min(count, reachableCount(state.periods)));
  const total = state.periods.slice(0, bounded).reduce((sum, period) => sum + period.amount, 0);
  return { ...state, count: bounded, total, all: state.periods.length > 0 && bounded === state.periods.length };
}

/** A value of page state as a selection: the empty one when it is not one. */
export function stateOf(value: unknown): Installments {
  const state = value as Installments | null | undefined;
  return state && Array.isArray(state.periods) && typeof state.count === 'number' ? state : EMPTY;
}

/** A period index from an event: a whole number (the page reads it with $read, which keeps it one); else -1. */
function indexOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : -1;
}

/** Whether a selection was made over these periods (the same amounts, clickable the same): else it is made afresh. */
export function selectsFrom(state: Installments, over: Installments): boolean {
  return (
    state.periods.length === over.periods.length &&
    state.periods.every(
      (period, i) => period.amount === over.periods[i]!.amount && period.clickable === over.periods[i]!.clickable,
    )
  );
}

export function reduceInstallments(value: unknown, event: ModelEvent): Installments {
  const state = stateOf(value);
  switch (event.type) {
    case 'init': {
      const raw = Array.isArray(event.periods) ? (event.periods as unknown[]) : [];
      const periods = raw.map((period) => ({
        amount: amountOf((period as { totalAmount?: unknown } | null)?.totalAmount),
        clickable: isClickable(period),
      }));
      const checked = raw.findIndex((period) => !truthy((period as { check?: unknown } | null)?.check));
      return withCount({ ...EMPTY, periods }, checked === -1 ? raw.length : checked);
    }
    case 'toggle': {
      const index = indexOf(event.index);
      // Out of range, or behind a period that cannot be clicked: nothing to tick.
      if (index < 0 || index >= state.periods.length || (index > 0 && index >= reachableCount(state.periods)))
        return state;
      if (index >= state.count) return withCount(state, index + 1);
      // Unticking clears this period and every later one; the first stays ticked.
      const count = Math.max(index, 1);
      return count === state.count ? state : withCount(state, count);
    }
    case 'payAll':
      return withCount(state, truthy(event.on) ? state.periods.length : 1);
    default:
      return state;
  }
}

export default defineModel<Installments>({
  description:
    'Installment selection: init with the pending periods, then toggle by index (ticks it and all before it, or unticks it and all after it, the first staying ticked) or payAll on/off; keeps count, total and all. Starts empty; an installmentList bound to it two-way ($bindState on selection) inits it from its periods and reduces it as the borrower ticks.',
  initial: EMPTY,
  read: stateOf,
  events: ['init', 'toggle', 'payAll'],
  reduce: reduceInstallments,
});
