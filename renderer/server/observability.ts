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

/**
 * Where nginx counts each static page it serves in place of the renderer's answer (issue 41): its fallback location
 * (@shell, renderer/toolchain/ops/nginxSite.ts) mirrors each such request here as a bodiless POST that carries nothing
 * of the borrower's, only NGINX_UPSTREAM_HEADER. An internal location of nginx's: never reachable through it from
 * outside. The renderer counts it in nginx_fallbacks_total (a fixed set of reasons, nginxFallbackReason).
 */
export const NGINX_FALLBACK_PATH = '/nginx-fallback';

/**
 * What the renderer had answered nginx, as nginx saw it: `status=$upstream_status; connect=$upstream_connect_time`
 * (each a list when nginx tried more than one renderer; "-" for a connection never made).
 */
export const NGINX_UPSTREAM_HEADER = 'X-Loan-Pages-Upstream';

/**
 * Why nginx served the static page (issue 41), from what the renderer had answered it (nginxFallbackReason):
 *   error       the renderer answered 5xx of its own (its entry failed; 501, 505: Node refused the request)
 *   busy        the renderer's 503: it shed the request (SHED_REASONS)
 *   down        no connection to the renderer (502, never connected: down, refused, unreachable)
 *   timeout     nginx's timeout for the renderer (504: RENDER_BUDGET_MS plus RENDER_ROOM_MS)
 *   bad-answer  connected, but no answer nginx could read (502: a head past proxy_buffer_size, a broken head, the
 *               connection closed before it)
 *   refused     the renderer answered 4xx (a request Node refuses: a head too large, a method it cannot parse)
 *   other       anything else (never expected: a changed config)
 */
export const NGINX_FALLBACK_REASONS = ['error', 'busy', 'down', 'timeout', 'bad-answer', 'refused', 'other'] as const;
export type NginxFallbackReason = (typeof NGINX_FALLBACK_REASONS)[number];

/** The last item of one of nginx's upstream lists ("502, 504 : 200" is "200"): what decided. */
const lastItem = (list: string | undefined) => list?.split(/[,:]/).pop()?.trim() ?? '';

/** NGINX_UPSTREAM_HEADER's value as one of a fixed set of reasons: never the raw value (a label's cardinality). */
export function nginxFallbackReason(upstream: string | null | undefined): NginxFallbackReason {
  const status = Number(lastItem(/(?:^|;)\s*status=([^;]*)/.exec(upstream ?? '')?.[1]));
  const connected = /^\d/.test(lastItem(/(?:^|;)\s*connect=([^;]*)/.exec(upstream ?? '')?.[1]));
  if (status === 503) return 'busy';
  if (status === 504) return 'timeout';
  if (status === 502) return connected ? 'bad-answer' : 'down';
  if (status >= 500 && status <= 599) return 'error';
  if (status >= 400 && status <= 499) return 'refused';
  return 'other';
}

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
  /** A static page nginx served instead of the renderer's answer (NGINX_FALLBACK_PATH). */
  nginxFallback(reason: NginxFallbackReason): void;
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
  const shed = countByReason(
    registers,
    'shed_total',
    'Page requests answered 503 before any work, by reason (in-flight: RENDER_MAX_IN_FLIGHT; queue: RENDER_MAX_QUEUE_MS; event-loop: RENDER_MAX_EVENT_LOOP_DELAY_MS): nginx serves the static page.',
    SHED_REASONS,
  );
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
  return { shed, queued: (ms) => queue.observe(ms / 1000) };
}

/**
 * A counter by a fixed set of reasons, each series there from the start (a rate over a series that appears only with
 * its first count misses that count); returns what counts one.
 */
function countByReason<R extends string>(
  registers: Registry[],
  name: string,
  help: string,
  reasons: readonly R[],
): (reason: R) => void {
  const counter = new Counter({ name: `${METRICS_PREFIX}${name}`, help, labelNames: ['reason'], registers });
  for (const reason of reasons) counter.inc({ reason }, 0);
  return (reason) => counter.inc({ reason });
}

/** The static pages nginx served instead of the renderer's answer, by reason (NGINX_FALLBACK_PATH, issue 41). */
function nginxFallbackMetric(registers: Registry[]): RenderMetrics['nginxFallback'] {
  return countByReason(
    registers,
    'nginx_fallbacks_total',
    "Static pages nginx served instead of the renderer's answer, by reason (error, busy, down, timeout, bad-answer, refused, other); counted by this renderer when nginx tells it.",
    NGINX_FALLBACK_REASONS,
  );
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
  const nginxFallback = nginxFallbackMetric(registers);
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
    nginxFallback,
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
