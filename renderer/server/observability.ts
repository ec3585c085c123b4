/**
 * The Node adapter's probes (issue 32), apart from its serving (./node/): what a client sent made fit for a log line,
 * the Prometheus metrics (prom-client), the readiness check of the gateway, the JSON request log (pino) and the
 * adapter's own paths. Node only, bundled into dist/server/node.mjs with the adapter.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RENDER_HEADER, SERVER_USER_AGENT, type ServerTiming } from './protocol.ts';

/**
 * What a client sent, fit for a log line: every character outside printable ASCII percent-encoded (no line breaks, no
 * escapes).
 */
export function loggable(text: string): string {
  // A lone surrogate has no UTF-8 (encodeURIComponent throws): the replacement character's, so logging never throws.
  return text.replace(/[^\x21-\x7e]/gu, (char) =>
    char.length === 1 && char >= '\ud800' && char <= '\udfff' ? '%EF%BF%BD' : encodeURIComponent(char),
  );
}

/** Any query in a text (a URL in an error message or stack) cut out: the launch parameters carry the token. */
export function withoutQuery(text: string): string {
  return text.replace(/\?[^\s"'`<>)]*/g, '?…');
}

/**
 * The adapter's own paths, answered before any page: scraped at its own address, never through nginx (which 404s them).
 */
export const PROBES = { health: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

/** The prefix of every metric of the renderer's, prom-client's default ones (process, heap, event loop) included. */
export const METRICS_PREFIX = 'loan_pages_render_';

/**
 * How a request ended, as the metrics and the log line count it:
 *   rendered  the entry's own page (the screen rendered on the server, with its data or as its shell)
 *   shell     the entry's static fallback: the built index.html, rendered in the browser (Server-Timing `fallback`)
 *   error     the entry failed (threw, its body broke off, or it answered 5xx): nginx serves the static page
 *   busy      turned away with a 503 before any work (a ShedReason): nginx serves the static page
 *   aborted   the client (nginx, past its timeout, or the borrower) left before the end
 */
export type Outcome = 'rendered' | 'shell' | 'error' | 'busy' | 'aborted';

/**
 * Why a page request was turned away (issue 41), the shed counter's label:
 *   in-flight   MAX_IN_FLIGHT requests already rendering or waiting on the gateway (RENDER_MAX_IN_FLIGHT)
 *   event-loop  the event loop, as last sampled, later than MAX_EVENT_LOOP_DELAY_MS (RENDER_MAX_EVENT_LOOP_DELAY_MS)
 *   queue       the request itself waited longer than MAX_QUEUE_MS (RENDER_MAX_QUEUE_MS): unread since nginx sent it
 *               (REQUEST_START_HEADER), then for its render to start
 */
export const SHED_REASONS = ['in-flight', 'event-loop', 'queue'] as const;
export type ShedReason = (typeof SHED_REASONS)[number];

/**
 * When nginx sent the request to the renderer, `t=$msec` (seconds since the epoch, to the millisecond; nginxSite.ts
 * sets it, replacing any of the client's): how long it then waited unread is measured from it (overload.ts). Node
 * accepts one connection per turn of its loop (libuv 1.45, libuv/libuv#3696), so a busy renderer's requests wait in
 * the kernel's accept queue, where neither the requests in flight nor the loop's delay see them (issue 41).
 */
export const REQUEST_START_HEADER = 'X-Request-Start';

/** The route label when the entry did not say (it failed, or was never asked). */
export const UNKNOWN_ROUTE = 'unknown';

/** Render and gateway times, in seconds: the budget (0.8 s by default) sits between two buckets' edges. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5];

/** The renderer's metrics, in a registry of its own (a test's second server counts apart). */
export interface RenderMetrics {
  registry: Registry;
  /** One finished request: its route, how it ended, and what the entry said about its answer. */
  count(route: string, outcome: Outcome, timing: Partial<ServerTiming>): void;
  /** A page request turned away, as it is (its line and requests_total come once it is over). */
  shed(reason: ShedReason): void;
  /** How long a page request waited unread since nginx sent it (ms). */
  queued(ms: number): void;
  release(release: string): void;
}

export interface MetricsInput {
  inFlight: () => number;
  maxInFlight: number;
  /** The event loop's delay as last sampled (ms), and the delay past which requests are shed. */
  loopDelayMs: () => number;
  maxLoopDelayMs: number;
  /** How long a page request may have waited before it is shed (ms). */
  maxQueueMs: number;
  /** The readiness check (gatewayReadiness: cached, so a scrape adds no gateway call of its own within its period). */
  readiness: () => Promise<Readiness>;
}

/** What shedding reads and does (issue 41): requests turned away by reason, the waits, the loop's delay, the limits. */
function loadMetrics(
  registers: Registry[],
  { loopDelayMs, maxLoopDelayMs, maxQueueMs }: Pick<MetricsInput, 'loopDelayMs' | 'maxLoopDelayMs' | 'maxQueueMs'>,
): Pick<RenderMetrics, 'shed' | 'queued'> {
  const shed = new Counter({
    name: `${METRICS_PREFIX}shed_total`,
    help: 'Page requests answered 503 before any work, by reason (in-flight: RENDER_MAX_IN_FLIGHT; queue: RENDER_MAX_QUEUE_MS; event-loop: RENDER_MAX_EVENT_LOOP_DELAY_MS): nginx serves the static page.',
    labelNames: ['reason'],
    registers,
  });
  // Every reason from the start: a rate over a series that appears only with its first count misses that count.
  for (const reason of SHED_REASONS) shed.inc({ reason }, 0);
  new Gauge({
    name: `${METRICS_PREFIX}event_loop_delay_seconds`,
    help: "The event loop's delay as last sampled (the worst of its window), what shedding reads.",
    registers,
    collect() {
      this.set(loopDelayMs() / 1000);
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}event_loop_delay_limit_seconds`,
    help: 'The event loop delay past which page requests are answered 503 (RENDER_MAX_EVENT_LOOP_DELAY_MS).',
    registers,
  }).set(maxLoopDelayMs / 1000);
  const queue = new Histogram({
    name: `${METRICS_PREFIX}queue_seconds`,
    help: 'How long page requests waited unread since nginx sent them (X-Request-Start): the kernel holds what the loop has not taken yet.',
    buckets: SECONDS_BUCKETS,
    registers,
  });
  new Gauge({
    name: `${METRICS_PREFIX}queue_limit_seconds`,
    help: 'How long a page request may have waited (unread, then for its render to start) before it is answered 503 (RENDER_MAX_QUEUE_MS).',
    registers,
  }).set(maxQueueMs / 1000);
  return { shed: (reason) => void shed.inc({ reason }), queued: (ms) => queue.observe(ms / 1000) };
}

export function renderMetrics({
  inFlight,
  maxInFlight,
  loopDelayMs,
  maxLoopDelayMs,
  maxQueueMs,
  readiness,
}: MetricsInput): RenderMetrics {
  const registry = new Registry();
  const registers = [registry];
  // Node's own (CPU, memory, heap spaces, GC, handles, event-loop lag), under the same prefix.
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });
  const requests = new Counter({
    name: `${METRICS_PREFIX}requests_total`,
    help: 'Requests answered, by route key and outcome (rendered, shell, error, busy, aborted).',
    labelNames: ['route', 'outcome'],
    registers,
  });
  const fallbacks = new Counter({
    name: `${METRICS_PREFIX}fallbacks_total`,
    help: "Pages sent without the borrower's data, by route key and reason (budget, gateway, render: the static shell; no-borrower: the screen's own shell).",
    labelNames: ['route', 'reason'],
    registers,
  });
  const render = new Histogram({
    name: `${METRICS_PREFIX}duration_seconds`,
    help: "The entry's own render time (Server-Timing render, the gateway's excluded), by route key.",
    labelNames: ['route'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const gateway = new Histogram({
    name: `${METRICS_PREFIX}gateway_duration_seconds`,
    help: 'Time waiting for the gateway (Server-Timing gateway), by route key; only when the gateway was asked.',
    labelNames: ['route'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  new Gauge({
    name: `${METRICS_PREFIX}in_flight_requests`,
    help: 'Requests being rendered now (or waiting on the gateway for it).',
    registers,
    collect() {
      this.set(inFlight());
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}in_flight_limit`,
    help: 'Requests rendered at once before the next is answered 503 (RENDER_MAX_IN_FLIGHT).',
    registers,
  }).set(maxInFlight);
  const load = loadMetrics(registers, { loopDelayMs, maxLoopDelayMs, maxQueueMs });
  new Gauge({
    name: `${METRICS_PREFIX}ready`,
    help: '1 when the readiness check (/readyz) finds the gateway answering within the budget, else 0.',
    registers,
    async collect() {
      this.set((await readiness()).ready ? 1 : 0);
    },
  });
  const build = new Gauge({
    name: `${METRICS_PREFIX}build_info`,
    help: "The entry's release (its Server-Timing), 1.",
    labelNames: ['release'],
    registers,
  });
  return {
    registry,
    count(route, outcome, timing) {
      requests.inc({ route, outcome });
      if (timing.fallback) fallbacks.inc({ route, reason: timing.fallback });
      if (timing.render !== undefined) render.observe({ route }, timing.render / 1000);
      // 0: the gateway was not asked (a screen with no data to fetch, or none for nobody): no time to count.
      if (timing.gateway) gateway.observe({ route }, timing.gateway / 1000);
    },
    ...load,
    release(release) {
      build.reset();
      build.set({ release }, 1);
    },
  };
}

/** How often, at most, /readyz asks the gateway; in between it answers from the last check. */
export const READY_CHECK_MS = 5_000;

export interface Readiness {
  ready: boolean;
  /** What was found, for a person reading /readyz. */
  reason: string;
}

/**
 * Whether the gateway answers within the renderer's budget: any HTTP answer from GATEWAY_URL (a 404 of its root is an
 * answer) within RENDER_BUDGET_MS. Checked at most every `everyMs` whoever asks (one check at a time; the others wait
 * for it), never per page request: a gateway that is down is found out by the probe, not by the borrowers.
 */
export function gatewayReadiness({
  gatewayUrl,
  budgetMs,
  everyMs = READY_CHECK_MS,
}: {
  gatewayUrl: string | undefined;
  budgetMs: number;
  everyMs?: number;
}): () => Promise<Readiness> {
  let last: { at: number; readiness: Readiness } | undefined;
  let checking: Promise<Readiness> | undefined;
  const probe = async (): Promise<Readiness> => {
    if (!gatewayUrl) return { ready: false, reason: 'no GATEWAY_URL: the renderer cannot reach the gateway' };
    const started = performance.now();
    try {
      // HEAD: an answer is all it asks for; no redirect followed (the renderer's own calls follow none either).
      const response = await fetch(gatewayUrl, {
        method: 'HEAD',
        redirect: 'manual',
        headers: { 'User-Agent': SERVER_USER_AGENT, [RENDER_HEADER]: 'readiness' },
        signal: AbortSignal.timeout(budgetMs),
      });
      await response.body?.cancel().catch(() => {});
      return {
        ready: true,
        reason: `the gateway answered ${response.status} in ${Math.round(performance.now() - started)} ms`,
      };
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        return { ready: false, reason: `the gateway did not answer within ${budgetMs} ms (RENDER_BUDGET_MS)` };
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const code = (cause as { code?: unknown }).code;
      return {
        ready: false,
        reason: `the gateway is unreachable (${typeof code === 'string' ? code : withoutQuery(cause instanceof Error ? cause.message : String(cause))})`,
      };
    }
  };
  return () => {
    if (last && performance.now() - last.at < everyMs) return Promise.resolve(last.readiness);
    checking ??= probe().then((readiness) => {
      last = { at: performance.now(), readiness };
      checking = undefined;
      return readiness;
    });
    return checking;
  };
}

/**
 * The request log: one JSON line per request (pino: a fast, dependency-light JSON logger that bundles into
 * node.mjs; no transport, so no worker thread), written to stdout without blocking the event loop (flushed on exit).
 */
export function requestLogger(destination: DestinationStream = pino.destination({ dest: 1, sync: false })): Logger {
  return pino(
    {
      name: 'loan-pages-render',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
