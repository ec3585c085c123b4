/**
 * The demo gateway's memory: what a repayment, a rating or an event changes. Each server, test or
 * story gets its own state, so nothing leaks between them.
 */
import { SEEDED_PROBLEMS, type StoredProblem } from './complaintData.ts';
import { DEMO_ORDERS, type DemoOrder } from './fixtures.ts';
import { createPromotionState, type PromotionState } from './promotionHandlers.ts';

export interface RecordedEvent {
  call: string;
  params: Record<string, string>;
}

/**
 * What one borrower's repayments and loans changed: their own copy of the orders (loans they confirmed join it),
 * periods paid, payments.
 */
export interface Borrower {
  orders: Map<string, DemoOrder>;
  /** Periods paid during the demo, by order (on top of those the seed marks paid). */
  paidPeriods: Map<string, number>;
  /** The repay token handed out by repayment-way, by order. */
  repayTokens: Map<string, string>;
  /** Card payments waiting for (or past) their SMS code, by repayRecordId. */
  records: Map<string, { orderId: string; amount: number; confirmed: boolean }>;
}

export interface GatewayState {
  /** The seeded orders; each borrower works on a copy (borrowerState). */
  orders: Map<string, DemoOrder>;
  borrowers: Map<string, Borrower>;
  /** Borrowers (by token, or device when there is none) who sent the loan-details rating: no more prompts for them. */
  rated: Set<string>;
  events: RecordedEvent[];
  /** Complaints by problemId, seeded with a processed unrated one, a rated one and a pending one. */
  problems: Map<number, StoredProblem>;
  /** Uploaded complaint images, served back at <base>/demo-uploads/<id>. */
  uploads: Map<number, { type: string; bytes: ArrayBuffer }>;
  /** What the help chat recorded (qa-record). */
  qaRecords: { type: number; value: string; qaId: string; orderNo: string }[];
  /** The last order number handed out by loan-detail-push ('2' and four digits, increasing). */
  lastOrderNo: number;
  /** Channel promotion: sids and their picture codes, SMS codes sent, registered numbers. */
  promotion: PromotionState;
  /** The first reply to each Idempotency-Key, by call path and key (idempotency.ts). */
  replies: Map<string, { status: number; body: unknown }>;
  /** The borrowers' beacons, as sent (beaconHandlers.ts). */
  beacons: unknown[];
}

export function createGatewayState(): GatewayState {
  return {
    orders: new Map(DEMO_ORDERS.map((order) => [order.orderId, structuredClone(order)])),
    borrowers: new Map(),
    rated: new Set(),
    events: [],
    problems: new Map(SEEDED_PROBLEMS.map((problem) => [problem.problemId, structuredClone(problem)])),
    uploads: new Map(),
    qaRecords: [],
    lastOrderNo: 20_000,
    promotion: createPromotionState(),
    replies: new Map(),
    beacons: [],
  };
}

/** Who is asking: the demo keeps per-borrower state by token (or device id). */
export function borrowerOf(params: Record<string, string>): string {
  return params.token ?? params.deviceId ?? 'anonymous';
}

/** The asking borrower's state, created from the seed on first use. */
export function borrowerState(state: GatewayState, params: Record<string, string>): Borrower {
  const who = borrowerOf(params);
  let borrower = state.borrowers.get(who);
  if (!borrower) {
    borrower = {
      orders: new Map([...state.orders].map(([id, order]) => [id, structuredClone(order)])),
      paidPeriods: new Map(),
      repayTokens: new Map(),
      records: new Map(),
    };
    state.borrowers.set(who, borrower);
  }
  return borrower;
}
