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
/**
 * Recommended products are meant to be hidden for these (the original check hid them always: a deployment switch
 * decides).
 */
const NO_PRODUCTS = new Set([170, 174, 180, 200]);

/** Under review: what a confirmed loan becomes (SPEC §4 status 21). */
const UNDER_REVIEW = 21;

/**
 * Every status SPEC §4 names (21, 151, 174, 180, 110, 200, 170, 3, 4, 5): another one shows the default banner and
 * offers nothing, which `npm run check-gateway` reports. A function, so the browser's bundle (which never asks) drops
 * it.
 */
export function knownOrderStatuses(): number[] {
  return [...new Set([UNDER_REVIEW, 151, 110, ...REPAY, ...LOAN_MORE, ...NO_PRODUCTS])].sort((a, b) => a - b);
}

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

/**
 * What became of a payment whose reply was lost (CONTRACT §4), from the order as loan details gives
 * it afterwards: paid (the loan is repaid: 200, 4), unpaid (the order still asks for a repayment: a
 * retry of the same attempt is safe, its Idempotency-Key is the same), or pending (neither: the
 * lender is still processing it).
 */
export type PaymentState = 'paid' | 'unpaid' | 'pending';

export function paymentState(order: OrderFacts | null | undefined): PaymentState {
  const status = statusOf(order?.orderStatus);
  if (status !== null && LOAN_MORE.has(status)) return 'paid';
  return orderAllows(order, 'repay') ? 'unpaid' : 'pending';
}

/**
 * The order a loan confirmation created, when its reply was lost (CONTRACT §4): among the orders now
 * (newest first), the newest one of this product, under review, that was not there before the
 * confirmation; null when there is none, or when the orders before are not known — then it did not
 * go through (or cannot be told apart), and confirming again is safe: the same Idempotency-Key.
 */
export function appliedOrder(
  orders: unknown,
  productId: unknown,
  before: unknown,
): { orderId: unknown; productId: unknown } | null {
  if (!Array.isArray(orders) || !Array.isArray(before)) return null;
  const idOf = (order: unknown) => String((order as { orderId?: unknown } | null)?.orderId ?? '');
  const known = new Set(before.map(idOf));
  const created = orders.find(
    (order: unknown) =>
      typeof order === 'object' &&
      order !== null &&
      !known.has(idOf(order)) &&
      String((order as { productId?: unknown }).productId) === String(productId),
  );
  return created && statusOf((created as OrderFacts).orderStatus) === UNDER_REVIEW
    ? (created as { orderId: unknown; productId: unknown })
    : null;
}
