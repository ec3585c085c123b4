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
  /** The loan-details rating was sent (google-score): no more rating prompts. */
  rated: boolean;
  events: RecordedEvent[];
}

export function createGatewayState(): GatewayState {
  return {
    orders: new Map(DEMO_ORDERS.map((order) => [order.orderId, structuredClone(order)])),
    rated: false,
    events: [],
  };
}
