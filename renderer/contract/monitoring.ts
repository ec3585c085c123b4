/**
 * What the app reports of itself once shipped (issue 32): the failures the runtime sees, told to the
 * visit's `reports` (a queue from the first line of boot in the browser, nothing on the server), and
 * sent in the borrowers' beacons by renderer/browser/monitoring/ with their vitals. A report carries
 * what the code knows (a kind, a block type, a call id); the error itself never leaves as it is (the
 * monitor keeps its name, a scrubbed message and its stack's frames).
 */
import type { Exposure } from './experiment.ts';
import type { FailureKind } from './gateway.ts';

/**
 * The performance mark of the moment the monitor listens (its observers in, web-vitals' among them): a page left after
 * it has its vitals in the beacon. The monitor loads at idle once taps work (renderer/browser/boot.ts).
 */
export const MONITORING_MARK = 'loan-pages:monitoring';

/** Where a failure was seen. */
export const ERROR_KINDS = ['uncaught', 'rejection', 'block', 'hydration', 'gateway'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface FailureReport {
  kind: ErrorKind;
  /** The error (thrown value) as caught; the monitor scrubs it before anything leaves. */
  error?: unknown;
  /** A block's failure: its type, and its node's id in the page when it has one. */
  block?: string;
  node?: string;
  /** A gateway call's failure: the call's id and how it failed. */
  call?: string;
  failure?: FailureKind;
}

/**
 * Where the runtime tells its failures, and the experiments' variants a page view was exposed to
 * (renderer/contract/experiment.ts).
 */
export interface Reports {
  failure(report: FailureReport): void;
  exposure(exposure: Exposure): void;
}

/** Nobody listens (the server, tests, stories). */
export const NO_REPORTS: Reports = { failure: () => undefined, exposure: () => undefined };

/** The vitals and marks a beacon carries, by name (web-vitals' five and our own two). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'rows', 'taps'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
