/**
 * The adapter's request log and counts (issue 32): one JSON line per request on stdout (pino) and the request metrics,
 * read from what the entry says in its Server-Timing (protocol.ts): route, outcome, status, render and gateway time,
 * fallback, release and request id. Never an address's query, a cookie or any other header of the client's: a
 * failure is logged with its message's queries cut out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { UNKNOWN_ROUTE, loggable, type Outcome, type RenderMetrics, type ShedReason } from '../observability.ts';
import { REQUEST_ID_HEADER, STATIC_SHELL_FALLBACKS, requestIdOf, type ServerTiming } from '../protocol.ts';
import { firstValue } from './fetchBridge.ts';

/** What one request did, filled in as it goes and logged once it is over. */
export interface Seen {
  requestId: string;
  method: string;
  started: number;
  /** What the entry said about its answer (Server-Timing). */
  timing: Partial<ServerTiming>;
  /** Why it was turned away with a 503 before any work, if it was. */
  shed?: ShedReason;
  /** The failure, fit for a log line (no query). */
  failure?: string;
}

export interface RequestRecorder {
  /** A request begun: its id (nginx's X-Request-Id when well formed, else a new one), logged when it closes. */
  begin(req: IncomingMessage, res: ServerResponse): Seen;
}

function outcomeOf(seen: Seen, res: ServerResponse): Outcome {
  if (seen.shed) return 'busy';
  if (seen.failure !== undefined || (res.headersSent && res.statusCode >= 500)) return 'error';
  if (!res.writableFinished) return 'aborted';
  return seen.timing.fallback && STATIC_SHELL_FALLBACKS.has(seen.timing.fallback) ? 'shell' : 'rendered';
}

/**
 * Each request counted and logged once it is over (sent, failed or abandoned): one JSON line with its request id,
 * method, route key, status, outcome (and why it was shed), the entry's render and gateway time, its fallback, the
 * whole time and the release. Nothing else of the request: no path (the route key names the screen; nginx's access
 * log has the path by the same request id), no query, no header of the client's.
 */
export function requestRecorder(logger: Logger, metrics?: RenderMetrics): RequestRecorder {
  // The entry says its release in every answer; the lines before its first (a busy 503, a failure) go without.
  let release: string | undefined;
  const finish = (seen: Seen, res: ServerResponse) => {
    const outcome = outcomeOf(seen, res);
    const route = seen.timing.route ?? UNKNOWN_ROUTE;
    if (seen.timing.release && seen.timing.release !== release) metrics?.release((release = seen.timing.release));
    metrics?.count(route, outcome, seen.timing);
    const line = {
      requestId: seen.requestId,
      method: seen.method,
      route,
      status: res.headersSent ? res.statusCode : undefined,
      outcome,
      shed: seen.shed,
      renderMs: seen.timing.render,
      gatewayMs: seen.timing.gateway,
      fallback: seen.timing.fallback,
      durationMs: Math.round((performance.now() - seen.started) * 10) / 10,
      release,
      // The content pack the page was made with (issue 43); absent: the build's own content.
      content: seen.timing.content,
      error: seen.failure,
    };
    if (outcome === 'error') logger.error(line, 'request');
    else if (outcome === 'busy' || outcome === 'aborted') logger.warn(line, 'request');
    else logger.info(line, 'request');
  };
  return {
    begin(req, res) {
      const seen: Seen = {
        requestId: requestIdOf(firstValue(req.headers[REQUEST_ID_HEADER.toLowerCase()])),
        method: loggable(req.method ?? 'GET'),
        started: performance.now(),
        timing: {},
      };
      res.once('close', () => finish(seen, res));
      return seen;
    },
  };
}
