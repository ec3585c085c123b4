/**
 * When the adapter turns a page request away (issue 41), decided before any work for it: MAX_IN_FLIGHT requests
 * already rendering or waiting on the gateway (memory), the event loop later than MAX_EVENT_LOOP_DELAY_MS (sampled
 * here, node:perf_hooks' histogram read once a window), or the request itself waiting longer than MAX_QUEUE_MS, unread
 * since nginx sent it (queuedMs) or for its render to start. Requests queued before the loop reads them are in no
 * count: their wait is how they show.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { ShedReason } from '../observability.ts';
import { EVENT_LOOP_SAMPLE_MS } from './limits.ts';

/** The event loop's delay as last sampled. */
export interface LoopDelay {
  /** The last window's delay, ms (0 before the first window ends). */
  ms(): number;
  stop(): void;
}

/** The histogram's resolution (ms): each tick it records is at least this long, the delay is the rest. */
const RESOLUTION_MS = 10;

export interface LoopDelaySampling {
  /** How often a sample is taken (default EVENT_LOOP_SAMPLE_MS). */
  everyMs?: number;
  /** What measures the loop (default monitorEventLoopDelay; a test passes its own). */
  histogram?: Pick<IntervalHistogram, 'count' | 'percentile' | 'reset' | 'enable' | 'disable'>;
  /** The clock (ms). */
  now?: () => number;
}

/**
 * The event loop's delay, sampled every `everyMs`: the worst of the window, the histogram's 99th percentile or, for a
 * stall longer than the window (whose tick the histogram has not recorded yet), this timer's own lateness.
 */
export function sampleEventLoopDelay({
  everyMs = EVENT_LOOP_SAMPLE_MS,
  histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS }),
  now = () => performance.now(),
}: LoopDelaySampling = {}): LoopDelay {
  histogram.enable();
  let last = 0;
  let due = now() + everyMs;
  const timer = setInterval(() => {
    const at = now();
    const late = at - due;
    due = at + everyMs;
    const worst = histogram.count > 0 ? histogram.percentile(99) / 1e6 - RESOLUTION_MS : 0;
    histogram.reset();
    last = Math.max(0, late, worst);
  }, everyMs);
  // It keeps no process alive: the server does.
  timer.unref();
  return {
    ms: () => last,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/**
 * How long a request waited since nginx sent it (REQUEST_START_HEADER, `t=<seconds>`), ms; 0 without a well-formed
 * one, or one from the future (a clock behind nginx's): it is nginx's clock against ours, the same on one machine.
 */
export function queuedMs(header: string | string[] | undefined, now: number = Date.now()): number {
  const sent = /^t=(\d{9,11}(?:\.\d{1,6})?)$/.exec((Array.isArray(header) ? header[0] : header)?.trim() ?? '')?.[1];
  return sent === undefined ? 0 : Math.max(0, now - Number(sent) * 1000);
}

/** What the decision reads. */
export interface Load {
  inFlight: number;
  maxInFlight: number;
  loopDelayMs: number;
  maxLoopDelayMs: number;
  /** How long the request has waited so far (queuedMs, and for its render to start). */
  waitedMs: number;
  maxWaitMs: number;
}

/** Why a page request is turned away now, or undefined: it is taken on. */
export function shedReason({
  inFlight,
  maxInFlight,
  loopDelayMs,
  maxLoopDelayMs,
  waitedMs,
  maxWaitMs,
}: Load): ShedReason | undefined {
  if (inFlight >= maxInFlight) return 'in-flight';
  if (waitedMs > maxWaitMs) return 'queue';
  if (loopDelayMs > maxLoopDelayMs) return 'event-loop';
  return undefined;
}
