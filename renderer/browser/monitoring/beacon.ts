/**
 * The beacon (CONTRACT §1, "The beacon"; docs/monitoring.md): one JSON document per page view and flush, POSTed as
 * text/plain (no preflight to a collector of another origin) with no cookies and no referrer. Its
 * fields are these and no others: nothing in it names the borrower.
 */
import type { ErrorKind, VitalName } from '../../contract/monitoring.ts';
import type { FailureKind } from '../../contract/gateway.ts';

export const BEACON_VERSION = 1;

export interface VitalEntry {
  name: VitalName;
  /** Milliseconds (CLS: the score). */
  value: number;
  /** web-vitals' rating against its thresholds; our marks have none. */
  rating?: 'good' | 'needs-improvement' | 'poor';
  /** How the page was reached (navigate, reload, back-forward, prerender…). */
  navigationType?: string;
}

export interface ErrorEntry {
  kind: ErrorKind;
  /** The route key the failure was seen on (not the address). */
  route: string | null;
  name: string;
  /** Scrubbed (./scrub.ts); none for a gateway call's failure, whose message may be the server's text. */
  message: string;
  /** The app's own frames, path:line:column (`npm run stack` turns them into source). */
  stack: string[];
  block?: string;
  node?: string;
  call?: string;
  failure?: FailureKind;
}

/**
 * An experiment's variant the page view was shown (renderer/contract/experiment.ts): names only, never the borrower.
 */
export interface ExperimentEntry {
  id: string;
  variant: string;
}

export interface Beacon {
  v: typeof BEACON_VERSION;
  release: string;
  brand: string;
  market: string;
  language: string;
  /** Who rendered the first screen: the server (hydrated) or the browser. */
  mode: 'server' | 'browser';
  /** The route key of the page view's first screen. */
  route: string | null;
  /** The content pack's version the page view was made with (issue 43); null: the build's own content. */
  content: number | null;
  /** The browser's effective connection type where it says (4g, 3g, 2g, slow-2g). */
  connection: string | null;
  /** The experiments' variants this page view was shown, each once. */
  experiments: ExperimentEntry[];
  vitals: VitalEntry[];
  errors: ErrorEntry[];
}

export type Send = (endpoint: string, body: string) => void;

/**
 * fetch with keepalive (it outlives the page), credentials omitted (sendBeacon always sends cookies); a failure is
 * dropped.
 */
export const sendBeacon: Send = (endpoint, body) => {
  try {
    void fetch(endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // No fetch, or a body over keepalive's 64 KB: dropped, never retried.
  }
};
