/**
 * The Node adapter's server, from listen to close: node:http serving a built entry (renderEntry.ts), the probes and
 * nginx's fallback count first (probes.ts), then each page request rendered (renderRequest.ts) and logged
 * (requestLog.ts). What it takes on is decided here, before any work for the request (overload.ts): at most
 * maxInFlight at once, none that waited longer than maxQueueMs and none while the event loop is later than
 * maxEventLoopDelayMs, the others turned away with a 503 at once (answerBusy); the request heads Node refuses answered
 * with the security headers (answerClientError). It stops gracefully: no new connection, the requests in flight finish.
 * The command that starts it in production: command.ts.
 */
import { STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Logger } from 'pino';
import { budgetOf } from '../budget.ts';
import {
  NGINX_FALLBACK_PATH,
  READY_CHECK_MS,
  REQUEST_START_HEADER,
  gatewayReadiness,
  renderMetrics,
  requestLogger,
  type RenderMetrics,
  type ShedReason,
} from '../observability.ts';
import { MAX_EVENT_LOOP_DELAY_MS, MAX_HEADER_BYTES, MAX_IN_FLIGHT, MAX_QUEUE_MS } from './limits.ts';
import { queuedMs, sampleEventLoopDelay, shedReason, type LoopDelay } from './overload.ts';
import { OWN_ANSWER_HEADERS } from './ownAnswer.ts';
import { PROBE_PATHS, answerNginxFallback, answerProbe } from './probes.ts';
import type { RenderEntry, RenderEnv } from '../protocol.ts';
import { renderRequest } from './renderRequest.ts';
import { requestRecorder, type Seen } from './requestLog.ts';
import { contentMetrics, pollContent } from './contentPoll.ts';

export interface RenderServer {
  url: string;
  server: Server;
  metrics: RenderMetrics;
  /** Stops taking connections, lets the requests in flight finish (at most graceMs), then closes every connection. */
  close(graceMs?: number): Promise<void>;
}

export interface RenderServerOptions {
  entry: RenderEntry;
  env?: RenderEnv;
  host?: string;
  port?: number;
  /** Where the request lines go (default: JSON on stdout, requestLogger()). */
  logger?: Logger;
  /** Requests rendered at once before the next is answered 503 (default MAX_IN_FLIGHT). */
  maxInFlight?: number;
  /** The event loop's delay (ms) past which a page request is answered 503 (default MAX_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs?: number;
  /** Where the event loop's delay is read (default: sampled by the server, sampleEventLoopDelay); a test's own. */
  loopDelay?: LoopDelay;
  /** How long (ms) a page request may have waited for the server before it is answered 503 (default MAX_QUEUE_MS). */
  maxQueueMs?: number;
  /** How often, at most, /readyz checks the gateway (default READY_CHECK_MS). */
  readyCheckMs?: number;
}

/** What the server holds while it runs: whether it is stopping, and the responses it is rendering. */
interface Load {
  closing: boolean;
  inFlight: Set<ServerResponse>;
}

/**
 * What Node answers itself, before any handler (a head too large, a method or request line it cannot parse, a
 * request too slow): the status it means, with the security headers, never a bare one. Nothing of the request is
 * logged.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = `${STATUS_CODES[status]}\n`;
  const head = Object.entries({
    ...OWN_ANSWER_HEADERS,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

/**
 * A page request the server cannot take on now (overload.ts): 503 at once, and nginx serves the static page for it
 * (rendered in the browser), so a burst cannot take the heap past its limit nor queue borrowers behind a loop that is
 * late already. Counted as shed at once; logged and counted as busy once it is over.
 */
function answerBusy(
  req: IncomingMessage,
  res: ServerResponse,
  seen: Seen,
  reason: ShedReason,
  metrics: RenderMetrics,
): void {
  seen.shed = reason;
  metrics.shed(reason);
  req.resume();
  res.writeHead(503, { ...OWN_ANSWER_HEADERS, 'Retry-After': '1' });
  res.end('Busy: the static page is served instead.\n');
}

/** Stops taking connections, lets the requests in flight finish (at most graceMs), then closes every connection. */
function closeGracefully(server: Server, load: Load, graceMs: number): Promise<void> {
  return new Promise((done) => {
    load.closing = true;
    for (const res of load.inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      done();
    });
    server.closeIdleConnections();
  });
}

/** Listens at the host and port (0: any free one); resolves with the address it listens at. */
async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.address() as AddressInfo;
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}

export async function startRenderServer({
  entry,
  env = {},
  host = '127.0.0.1',
  port = 0,
  logger = requestLogger(),
  maxInFlight = MAX_IN_FLIGHT,
  maxEventLoopDelayMs = MAX_EVENT_LOOP_DELAY_MS,
  loopDelay = sampleEventLoopDelay(),
  maxQueueMs = MAX_QUEUE_MS,
  readyCheckMs = READY_CHECK_MS,
}: RenderServerOptions): Promise<RenderServer> {
  const load: Load = { closing: false, inFlight: new Set() };
  const readiness = gatewayReadiness({ gatewayUrl: env.GATEWAY_URL, budgetMs: budgetOf(env), everyMs: readyCheckMs });
  const metrics = renderMetrics({
    inFlight: () => load.inFlight.size,
    maxInFlight,
    loopDelayMs: () => loopDelay.ms(),
    maxLoopDelayMs: maxEventLoopDelayMs,
    maxQueueMs,
    readiness,
  });
  const content = () => entry.content?.status();
  contentMetrics(metrics.registry, content);
  const polling = pollContent(entry, env);
  const recorder = requestRecorder(logger, metrics);
  /**
   * The requests taken on, their renders not started yet: one starts per turn of the loop (startNext), so the loop
   * reads what has arrived, runs its timers and answers its probes between two, and a request waits here, where its
   * wait is measured, rather than unread in its socket's buffer, where nothing measures it. Each start is the
   * entry's work before it waits on the gateway, about 5 ms of the processor's on 2 busy cores: started together,
   * in the turn that read them, 300 at once held the loop for over a second, and the 503s of a burst waited behind
   * them (issue 41: 300 at once, the 42 past the cap answered after 1.1 s).
   */
  const starts: (() => boolean)[] = [];
  const startNext = () => {
    // Those turned away (or gone) meanwhile cost nothing: up to the first render started.
    while (starts.length && !starts.shift()!());
    if (starts.length) setImmediate(startNext);
  };
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    // Once stopping, a finished request closes its connection (nginx opens a new one to another instance).
    if (load.closing) res.shouldKeepAlive = false;
    const path = (req.url ?? '/').split('?')[0]!;
    if (PROBE_PATHS.has(path))
      return void answerProbe(path, req, res, { readiness, metrics, content }).catch(() => res.destroy());
    if (path === NGINX_FALLBACK_PATH) return answerNginxFallback(req, res, metrics);
    const seen = recorder.begin(req, res);
    // How long it waited unread: Node takes one connection per turn of its loop, the others wait in the kernel.
    const queued = queuedMs(req.headers[REQUEST_START_HEADER.toLowerCase()]);
    metrics.queued(queued);
    const shed = shedReason({
      inFlight: load.inFlight.size,
      maxInFlight,
      loopDelayMs: loopDelay.ms(),
      maxLoopDelayMs: maxEventLoopDelayMs,
      waitedMs: queued,
      maxWaitMs: maxQueueMs,
    });
    if (shed) return answerBusy(req, res, seen, shed, metrics);
    load.inFlight.add(res);
    res.once('close', () => {
      load.inFlight.delete(res);
      if (load.closing) setImmediate(() => server.closeIdleConnections());
    });
    const taken = performance.now();
    starts.push(() => {
      if (res.destroyed) return false;
      // It waited longer than a render has room for: the static page now, not a render that would reach nginx's
      // timeout.
      if (queued + performance.now() - taken > maxQueueMs) {
        answerBusy(req, res, seen, 'queue', metrics);
        return false;
      }
      void renderRequest(entry, env, req, res, seen);
      return true;
    });
    if (starts.length === 1) setImmediate(startNext);
  });
  server.on('clientError', answerClientError);
  // nginx keeps connections open between requests when its upstream block says keepalive (docs/deploying.md); keep
  // ours open a little longer than it does (its keepalive_timeout, 60 s by default), so it is always nginx that closes.
  server.keepAliveTimeout = 65_000;
  const url = await listen(server, port, host).catch((error: unknown) => {
    loopDelay.stop();
    polling.stop();
    throw error;
  });
  const close = async (graceMs = 10_000) => {
    await closeGracefully(server, load, graceMs);
    loopDelay.stop();
    polling.stop();
  };
  return { url, server, metrics, close };
}
