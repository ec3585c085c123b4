/**
 * The demo gateway's memory: what a repayment, a rating or an event changes. Each server, test or
 * story gets its own state, so nothing leaks between them.
 */
import { SEEDED_PROBLEMS, type StoredProblem } from './complaintData.ts';
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
  /** Complaints by problemId, seeded with a processed unrated one, a rated one and a pending one. */
  problems: Map<number, StoredProblem>;
  /** Uploaded complaint images, served back at <base>/demo-uploads/<id>. */
  uploads: Map<number, { type: string; bytes: ArrayBuffer }>;
  /** What the help chat recorded (qa-record). */
  qaRecords: { type: number; value: string; qaId: string; orderNo: string }[];
}

export function createGatewayState(): GatewayState {
  return {
    orders: new Map(DEMO_ORDERS.map((order) => [order.orderId, structuredClone(order)])),
    rated: new Set(),
    events: [],
    problems: new Map(SEEDED_PROBLEMS.map((problem) => [problem.problemId, structuredClone(problem)])),
    uploads: new Map(),
    qaRecords: [],
  };
}
