/**
 * SPEC §4 "Loan detail by order status": what loan details offers for each order status. The one
 * place the status table lives; pages ask it through the `orderAllows` and `orderBanner` operators.
 */

/** What a loan-details screen can offer for an order. */
export const ORDER_OFFERS = ['repay', 'delay', 'loanMore', 'products'] as const;
export type OrderOffer = (typeof ORDER_OFFERS)[number];

/** Repay (and, when the order allows it, the delay repayment): 174, 180, 3, 5; Repay only: 170. */
const REPAY = new Set([174, 180, 3, 5, 170]);
const DELAY = new Set([174, 180, 3, 5]);
/** Loan more: 200 and 4. */
const LOAN_MORE = new Set([200, 4]);
/** Recommended products are meant to be hidden for these (the original check hid them always: a deployment switch decides). */
const NO_PRODUCTS = new Set([170, 174, 180, 200]);

export interface OrderFacts {
  orderStatus?: unknown;
  /** '1' when the order offers the delay (extension) repayment. */
  isDelay?: unknown;
}

/** A status as the gateway sends it (a number, or its digits as text); null when it is neither. */
export function statusOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}

export function isOrderOffer(value: unknown): value is OrderOffer {
  return (ORDER_OFFERS as readonly unknown[]).includes(value);
}

/** Whether loan details offers this for the order. */
export function orderAllows(order: OrderFacts | null | undefined, offer: OrderOffer): boolean {
  const status = statusOf(order?.orderStatus);
  if (status === null) return false;
  switch (offer) {
    case 'repay':
      return REPAY.has(status);
    case 'delay':
      return DELAY.has(status) && String(order?.isDelay) === '1';
    case 'loanMore':
      return LOAN_MORE.has(status);
    case 'products':
      return !NO_PRODUCTS.has(status);
  }
}

/** The status banner: the deployment's picture for this status, else its default (21 and the rest). */
export function orderBanner(status: unknown, banners: Record<string, unknown> | null | undefined): string {
  const known = statusOf(status);
  const own = known !== null && banners && Object.hasOwn(banners, String(known)) ? banners[String(known)] : undefined;
  const fallback = banners?.default;
  return typeof own === 'string' ? own : typeof fallback === 'string' ? fallback : '';
}
