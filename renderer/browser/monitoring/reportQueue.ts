/**
 * The visit's reports from boot's first lines (in the entry, a few lines): the runtime's failures and
 * the window's uncaught errors and unhandled rejections, and the experiments' exposures, kept (at most
 * KEPT of each) until the monitor, loaded
 * once taps work (./monitor.ts), takes them; after that each goes to it at once. Only where the
 * deployment has monitoring on: otherwise boot makes none and nothing listens.
 */
import type { Exposure } from '../../contract/experiment.ts';
import type { FailureReport, Reports } from '../../contract/monitoring.ts';

/** What is kept before the monitor loads: a page failing in a loop keeps no more. */
const KEPT = 20;

export interface ReportQueue extends Reports {
  /** From now on every report goes to `sink`, the kept ones first. */
  drain(sink: Reports): void;
}

export function createReportQueue(win: Pick<Window, 'addEventListener'>): ReportQueue {
  const kept: FailureReport[] = [];
  const exposures: Exposure[] = [];
  let sink: Reports | undefined;
  const failure = (report: FailureReport) => {
    if (sink) sink.failure(report);
    else if (kept.length < KEPT) kept.push(report);
  };
  // Without capture: a picture or script that failed to load does not bubble to the window (not the app's failure).
  win.addEventListener('error', (event: ErrorEvent) =>
    failure({ kind: 'uncaught', error: event.error ?? event.message }),
  );
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) =>
    failure({ kind: 'rejection', error: event.reason }),
  );
  return {
    failure,
    exposure(exposure) {
      if (sink) sink.exposure(exposure);
      else if (exposures.length < KEPT) exposures.push(exposure);
    },
    drain(next) {
      sink = next;
      for (const report of kept.splice(0)) next.failure(report);
      for (const exposure of exposures.splice(0)) next.exposure(exposure);
    },
  };
}
