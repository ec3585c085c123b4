/**
 * The demo gateway's memory: what a repayment, a rating or an event changes. Each server, test or
 * story gets its own state, so nothing leaks between them.
 */
import { DEMO_ORDERS, type DemoOrder } from './fixtures.ts';

export interface RecordedEvent {
  call: string;
  params: Record<string, string>;
}

export interface GatewayState {
  orders: Map<string, DemoOrder>;
  /** Borrowers (by token, or device when there is none) who sent the loan-details rating: no more prompts for them. */
  rated: Set<string>;
  events: RecordedEvent[];
}

export function createGatewayState(): GatewayState {
  return {
    orders: new Map(DEMO_ORDERS.map((order) => [order.orderId, structuredClone(order)])),
    rated: new Set(),
    events: [],
  };
}
