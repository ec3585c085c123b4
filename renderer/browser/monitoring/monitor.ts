/**
 * The borrowers' vitals and the app's failures (issue 32), loaded in its own chunk once taps work
 * (boot, after the first screen): web-vitals' LCP, INP, CLS, FCP and TTFB (observed from the
 * buffered entries, so loading late loses none but the interactions before it), our own two marks
 * (rows on screen, taps working) and every failure the visit's queue kept or gets, each failure once
 * per page view, and the experiments' variants the page view was shown (the beacon's vitals and
 * failures can then be compared per variant). Sampled once per page view (the deployment's sampleRate and
 * errorSampleRate); sent as one beacon when the page is hidden or left, and dropped if that fails: never retried, never
 * in a tap's way. Inside a native host that wants them, each vital is also its analytics event.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Bridge } from '../../contract/bridge.ts';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { INTERACTIVE_MARK } from '../../contract/interactiveMark.ts';
import type { Exposure } from '../../contract/experiment.ts';
import { MONITORING_MARK, type FailureReport, type VitalName } from '../../contract/monitoring.ts';
import {
  BEACON_VERSION,
  sendBeacon,
  type Beacon,
  type ErrorEntry,
  type ExperimentEntry,
  type Send,
  type VitalEntry,
} from './beacon.ts';
import type { ReportQueue } from './reportQueue.ts';
import { errorMessage, errorName, scrubText, stackFrames } from './scrub.ts';

/** Failures per page view, at most (a failing loop sends a few, not thousands). */
export const ERRORS_MAX = 10;

export interface MonitorInput {
  config: NonNullable<Deployment['monitoring']>;
  beacon: Pick<Beacon, 'release' | 'brand' | 'market' | 'language' | 'mode' | 'route' | 'content'>;
  queue: ReportQueue;
  /** The route key of the address now (a failure's route). */
  routeNow: () => string | null;
  /**
   * The values no beacon may hold: the launch's (token, session, ids...); what is typed on the page is added at each
   * failure.
   */
  secrets: () => string[];
  bridge?: Bridge;
  win?: Window;
  random?: () => number;
  send?: Send;
}

/** What the borrower typed on the page now: every field's value (scrubbed out of a failure's text). */
function typed(doc: Document): string[] {
  return [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !('type' in field) || !['checkbox', 'radio', 'button', 'submit'].includes(field.type))
    .map((field) => field.value);
}

export function startMonitor({
  config,
  beacon,
  queue,
  routeNow,
  secrets,
  bridge,
  win = window,
  random = Math.random,
  send = sendBeacon,
}: MonitorInput): { flush(): void } {
  const vitalsOn = random() < (config.sampleRate ?? 0.1);
  const errorsOn = random() < (config.errorSampleRate ?? 1);
  const connection =
    (win.navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType ?? null;
  let vitals: VitalEntry[] = [];
  let errors: ErrorEntry[] = [];
  const seen = new Set<string>();
  let errorCount = 0;

  const vital = (entry: VitalEntry) => {
    vitals.push(entry);
    if (config.hostEvents && bridge?.hasHost())
      bridge.send('confirmEvent', {
        event: 'web_vitals',
        name: entry.name,
        value: Math.round(entry.value * 1000) / 1000,
        route: beacon.route,
      });
  };
  const fromLibrary = (metric: Metric) =>
    vital({
      name: metric.name as VitalName,
      value: metric.value,
      rating: metric.rating,
      navigationType: metric.navigationType,
    });

  if (vitalsOn) {
    for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(fromLibrary);
    // Our marks: taps work when the first screen says so; its rows are on screen with the server's first paint, or when
    // the browser rendered that screen.
    const taps = win.performance.getEntriesByName(INTERACTIVE_MARK)[0]?.startTime;
    const paint = win.performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const rows = beacon.mode === 'server' ? paint : taps;
    if (rows !== undefined) vital({ name: 'rows', value: rows });
    if (taps !== undefined) vital({ name: 'taps', value: taps });
  }

  // The variants this page view was shown: their names only, each once (renderer/contract/experiment.ts).
  const experiments: ExperimentEntry[] = [];
  const exposure = ({ experiment, variant }: Exposure) => {
    if (!experiments.some((entry) => entry.id === experiment && entry.variant === variant))
      experiments.push({ id: experiment, variant });
  };
  const failure = (report: FailureReport) => {
    if (!errorsOn || errorCount >= ERRORS_MAX) return;
    const gateway = report.kind === 'gateway';
    const hidden = [...secrets(), ...typed(win.document)];
    const entry: ErrorEntry = {
      kind: report.kind,
      route: routeNow(),
      name: gateway ? 'GatewayError' : errorName(report.error),
      message: gateway ? '' : scrubText(errorMessage(report.error), hidden),
      stack: gateway
        ? []
        : stackFrames(report.error instanceof Error ? report.error.stack : undefined, win.location.origin),
      ...(report.block ? { block: report.block } : {}),
      ...(report.node ? { node: report.node } : {}),
      ...(report.call ? { call: report.call } : {}),
      ...(report.failure ? { failure: report.failure } : {}),
    };
    const key = [entry.kind, entry.name, entry.message, entry.block, entry.call, entry.failure, entry.stack[0]].join(
      '|',
    );
    if (seen.has(key)) return;
    seen.add(key);
    errorCount += 1;
    errors.push(entry);
  };
  queue.drain({ failure, exposure });

  const flush = () => {
    if (!vitals.length && !errors.length) return;
    const body: Beacon = { v: BEACON_VERSION, ...beacon, connection, experiments: [...experiments], vitals, errors };
    vitals = [];
    errors = [];
    send(config.endpoint, JSON.stringify(body));
  };
  // Registered after web-vitals' own: the hidden page's last CLS and INP are in before it is sent.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
  win.performance.mark(MONITORING_MARK);
  return { flush };
}
