/**
 * The Node adapter of the server renderer (issue 24): serves a brand's `dist/<brand>/server/entry.js`
 * (a module worker: `export default { fetch(request, env) }`) over node:http. Each request becomes
 * a Fetch `Request` (method, the address the borrower asked for — the Host and scheme nginx passes
 * in X-Forwarded-Host / X-Forwarded-Proto —, headers, body), and the entry's `Response` goes back
 * as it streams: status, headers, then the body chunk by chunk, so the rows leave before the
 * render ends. Stateless (no session, no cache): it scales by running more of it.
 *
 * Its probes (issue 32): `/healthz` (alive), `/readyz` (the gateway answers within the budget, checked at most every
 * READY_CHECK_MS), `/metrics` (Prometheus, prom-client) and one JSON line per request on stdout (pino): route,
 * outcome, status, render and gateway time, fallback, release and request id, read from what the entry says in its
 * Server-Timing (protocol.ts). Never an address's query, a cookie or any other header of the client's: a failure is
 * logged with its message's queries cut out. nginx in front serves the assets, proxies the gateway, falls back to the
 * static index.html when this answers 5xx, is down or is late, and answers 404 for the probes' paths
 * (renderer/toolchain/ops/nginxSite.ts): they are scraped at this process's own address.
 *
 * In production (Node 20; the build bundles this file with pino and prom-client into dist/server/node.mjs, which
 * needs no node_modules):
 *   PORT=4182 GATEWAY_URL=http://127.0.0.1:8080 node --max-old-space-size=128 dist/server/node.mjs dist/<brand>/server/entry.js
 * (RENDER_NODE_FLAGS: the heap bounded, RENDER_HEAP_MB says why).
 * SIGTERM (or SIGINT) stops it gracefully: no new connection, the requests in flight finish.
 */
import { once } from 'node:events';
import { STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import type { Logger } from 'pino';
import { NO_PAGE_HEADERS } from '../../contract/securityHeaders.ts';
import { budgetOf } from '../budget.ts';
import {
  PROBES,
  READY_CHECK_MS,
  UNKNOWN_ROUTE,
  gatewayReadiness,
  loggable,
  renderMetrics,
  requestLogger,
  withoutQuery,
  type Outcome,
  type RenderMetrics,
} from '../observability.ts';
import {
  REQUEST_ID_HEADER,
  STATIC_SHELL_FALLBACKS,
  readServerTiming,
  requestIdOf,
  type ServerTiming,
} from '../protocol.ts';

/** What the server entry is given besides the request (CONTRACT: issue 24's agreed interface). */
export interface RenderEnv {
  /** Where the server reaches the deployment's gateway base (what nginx proxies gateway.base to). */
  GATEWAY_URL?: string;
  /** How long the entry waits for the gateway before it sends the client-rendered shell (default 800). */
  RENDER_BUDGET_MS?: string | number;
}

/** A built server entry: the module-worker convention, so the same file runs on an edge runtime. */
export interface RenderEntry {
  fetch(request: Request, env?: RenderEnv): Promise<Response> | Response;
}

/** Headers about one connection, never forwarded across a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
]);

/** A Host header value: a name or address and an optional port, nothing that could reshape the URL. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
const isHost = (value: string) => {
  const port = HOST.exec(value)?.[1];
  return HOST.test(value) && (port === undefined || Number(port) <= 65_535);
};

/**
 * How large a request head may be: more than nginx in front lets through (its default large_client_header_buffers,
 * 4 x 8 KB, plus the X-Forwarded-* it adds), so a WebView with large cookies on the app's domain is answered by the
 * renderer, not refused by Node's 16 KB default with a bare 431.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * The renderer's heap limit (issue 31). V8 lets a busy process's heap grow towards its default limit (4 GB on
 * a 64-bit machine) and keeps what it took: under 50 connections RSS went from ~170 to ~520 MB while what the
 * renderer held after each full collection stayed ~40 MB (no leak: garbage collected late). Started with this
 * cap (RENDER_NODE_FLAGS: npm run serve, the bench's soak, the command the nginx config and README give) it
 * collects sooner at the same throughput, and RSS stays under 256 MB (`npm run bench`'s soak); MAX_IN_FLIGHT
 * keeps a burst's live set well inside it.
 */
export const RENDER_HEAP_MB = 128;
/** How Node is started to run the adapter: `node ${RENDER_NODE_FLAGS} dist/server/node.mjs <entry>`. */
export const RENDER_NODE_FLAGS: readonly string[] = [`--max-old-space-size=${RENDER_HEAP_MB}`];

/**
 * At most this many requests rendered at once (RENDER_MAX_IN_FLIGHT): one more is answered 503 at once, and nginx
 * serves the static page for it (rendered in the browser), so a burst slows nobody down and cannot take the heap
 * past its limit. 300 concurrent renders measured well inside RENDER_HEAP_MB.
 */
export const MAX_IN_FLIGHT = 256;

/** The adapter's own answer when it has no page to give: plain text under the headers of a response that is no page. */
const OWN_ANSWER_HEADERS = {
  ...NO_PAGE_HEADERS,
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
};

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/**
 * The address the borrower asked for: the scheme and host nginx saw (X-Forwarded-Proto,
 * X-Forwarded-Host, else Host), and the request's path and query. The adapter listens on a
 * loopback or private address behind nginx, which sets both headers itself.
 */
export function requestUrl(req: Pick<IncomingMessage, 'url' | 'headers'>): URL {
  const proto = first(req.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  const forwarded = first(req.headers['x-forwarded-host']) ?? first(req.headers.host);
  const host = forwarded && isHost(forwarded) ? forwarded : 'localhost';
  const target = req.url ?? '/';
  // An absolute-form target (a proxy's request line) keeps only its path and query.
  const path = target.startsWith('/')
    ? target
    : (() => {
        try {
          const url = new URL(target);
          return `${url.pathname}${url.search}`;
        } catch {
          return '/';
        }
      })();
  return new URL(`${proto}://${host}${path}`);
}

/**
 * A node:http request as a Fetch Request: its method, address, headers and (streamed) body, with the request id the
 * adapter settled on (the entry passes it to the gateway and says it back).
 */
export function toRequest(req: IncomingMessage, signal: AbortSignal, requestId?: string): Request {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    if (HOP_BY_HOP.has(name) || name === 'host' || !values) continue;
    for (const value of values) headers.append(name, value);
  }
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // `duplex: 'half'` is what Node's fetch asks of a streamed request body (not yet in lib.dom's RequestInit).
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (hasBody) {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(requestUrl(req), init);
}

/** Writes a Fetch Response to a node:http response as it streams; resolves once sent (or the client left). */
export async function sendResponse(response: Response, res: ServerResponse, method = 'GET'): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body || method === 'HEAD') {
    res.end();
    await response.body?.cancel().catch(() => {});
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return void (await reader.cancel().catch(() => {}));
      // Each chunk leaves as it comes (the rows before the render's end); a slow reader holds the renderer back.
      if (!res.write(value)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
    res.end();
  } finally {
    reader.releaseLock();
  }
}

/** What one request did, filled in as it goes and logged once it is over. */
interface Seen {
  requestId: string;
  method: string;
  started: number;
  /** What the entry said about its answer (Server-Timing). */
  timing: Partial<ServerTiming>;
  busy?: boolean;
  /** The failure, fit for a log line (no query). */
  failure?: string;
}

/** entry.fetch for one request, its answer streamed; a 500 (nginx then serves the static shell) when it fails. */
async function render(
  entry: RenderEntry,
  env: RenderEnv,
  req: IncomingMessage,
  res: ServerResponse,
  seen: Seen,
): Promise<void> {
  const aborted = new AbortController();
  // The borrower gone (or nginx timed out): the render and its gateway calls stop too.
  res.once('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  try {
    const response = await entry.fetch(toRequest(req, aborted.signal, seen.requestId), env);
    seen.timing = readServerTiming(response.headers.get('server-timing'));
    await sendResponse(response, res, req.method);
  } catch (error) {
    if (aborted.signal.aborted) return;
    seen.failure = withoutQuery(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (!res.headersSent) {
      res.writeHead(500, OWN_ANSWER_HEADERS);
      res.end('The page could not be rendered.\n');
    } else {
      // Half a page already left: cut the connection so nobody takes it for a whole one.
      res.destroy();
    }
  }
}

function outcomeOf(seen: Seen, res: ServerResponse): Outcome {
  if (seen.busy) return 'busy';
  if (seen.failure !== undefined || (res.headersSent && res.statusCode >= 500)) return 'error';
  if (!res.writableFinished) return 'aborted';
  return seen.timing.fallback && STATIC_SHELL_FALLBACKS.has(seen.timing.fallback) ? 'shell' : 'rendered';
}

/**
 * Each request counted and logged once it is over (sent, failed or abandoned): one JSON line with its request id,
 * method, route key, status, outcome, the entry's render and gateway time, its fallback, the whole time and the
 * release. Nothing else of the request: no path (the route key names the screen; nginx's access log has the path by
 * the same request id), no query, no header of the client's.
 */
function requestRecorder(logger: Logger, metrics?: RenderMetrics) {
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
      renderMs: seen.timing.render,
      gatewayMs: seen.timing.gateway,
      fallback: seen.timing.fallback,
      durationMs: Math.round((performance.now() - seen.started) * 10) / 10,
      release,
      error: seen.failure,
    };
    if (outcome === 'error') logger.error(line, 'request');
    else if (outcome === 'busy' || outcome === 'aborted') logger.warn(line, 'request');
    else logger.info(line, 'request');
  };
  return {
    /** A request begun: its id (nginx's X-Request-Id when well formed, else a new one), logged when it closes. */
    begin(req: IncomingMessage, res: ServerResponse): Seen {
      const seen: Seen = {
        requestId: requestIdOf(first(req.headers[REQUEST_ID_HEADER.toLowerCase()])),
        method: loggable(req.method ?? 'GET'),
        started: performance.now(),
        timing: {},
      };
      res.once('close', () => finish(seen, res));
      return seen;
    },
  };
}

/** The request handler alone (`RENDER=server npm start`'s preview): entry.fetch for every request, each logged. */
export function renderHandler(
  entry: RenderEntry,
  env: RenderEnv,
  logger: Logger = requestLogger(),
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const recorder = requestRecorder(logger);
  return (req, res) => render(entry, env, req, res, recorder.begin(req, res));
}

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
  /** How often, at most, /readyz checks the gateway (default READY_CHECK_MS). */
  readyCheckMs?: number;
}

/**
 * What Node answers itself, before any handler (a head too large, a method or request line it cannot parse, a
 * request too slow): the status it means, with the security headers, never a bare one. Nothing of the request is logged.
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

const PROBE_PATHS = new Set<string>(Object.values(PROBES));

export async function startRenderServer({
  entry,
  env = {},
  host = '127.0.0.1',
  port = 0,
  logger = requestLogger(),
  maxInFlight = MAX_IN_FLIGHT,
  readyCheckMs = READY_CHECK_MS,
}: RenderServerOptions): Promise<RenderServer> {
  let closing = false;
  const inFlight = new Set<ServerResponse>();
  const gatewayReady = gatewayReadiness({
    gatewayUrl: env.GATEWAY_URL,
    budgetMs: budgetOf(env),
    everyMs: readyCheckMs,
  });
  const metrics = renderMetrics({ inFlight: () => inFlight.size, maxInFlight, readiness: gatewayReady });
  const recorder = requestRecorder(logger, metrics);

  /** /healthz, /readyz, /metrics: plain answers of the adapter's own, kept by nobody, neither logged nor counted (a scrape every few seconds would drown the borrowers' lines). */
  const answerProbe = async (path: string, req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...OWN_ANSWER_HEADERS, Allow: 'GET, HEAD' });
      return void res.end();
    }
    let status = 200;
    let type = OWN_ANSWER_HEADERS['Content-Type'];
    let body: string;
    if (path === PROBES.health) body = 'alive\n';
    else if (path === PROBES.ready) {
      const readiness = await gatewayReady();
      status = readiness.ready ? 200 : 503;
      body = `${readiness.ready ? 'ready' : 'not ready'}: ${readiness.reason}\n`;
    } else {
      body = await metrics.registry.metrics();
      type = metrics.registry.contentType;
    }
    res.writeHead(status, { ...OWN_ANSWER_HEADERS, 'Content-Type': type });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    // Once stopping, a finished request closes its connection (nginx opens a new one to another instance).
    if (closing) res.shouldKeepAlive = false;
    const path = (req.url ?? '/').split('?')[0]!;
    if (PROBE_PATHS.has(path)) return void answerProbe(path, req, res).catch(() => res.destroy());
    const seen = recorder.begin(req, res);
    if (inFlight.size >= maxInFlight) {
      seen.busy = true;
      req.resume();
      res.writeHead(503, { ...OWN_ANSWER_HEADERS, 'Retry-After': '1' });
      return void res.end('Busy: the static page is served instead.\n');
    }
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
    void render(entry, env, req, res, seen);
  });
  server.on('clientError', answerClientError);
  // nginx keeps connections open between requests (keepalive); keep ours open a little longer than it does.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  return {
    url,
    server,
    metrics,
    close: (graceMs = 10_000) =>
      new Promise((done) => {
        closing = true;
        for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          done();
        });
        server.closeIdleConnections();
      }),
  };
}

/** The default export of a built entry, checked. */
export async function loadEntry(path: string): Promise<RenderEntry> {
  const module = (await import(pathToFileURL(resolve(path)).href)) as { default?: Partial<RenderEntry> };
  const entry = module.default;
  if (!entry || typeof entry.fetch !== 'function')
    throw new Error(
      `${path}: expected a server entry whose default export has fetch(request, env) (dist/<brand>/server/entry.js)`,
    );
  return entry as RenderEntry;
}

/** `node node.mjs <entry.js>`: PORT (4182), HOST (127.0.0.1), GATEWAY_URL (required), RENDER_BUDGET_MS, RENDER_MAX_IN_FLIGHT. */
async function main(args: string[], environment: NodeJS.ProcessEnv): Promise<void> {
  const [entryPath] = args;
  const usage = `usage: PORT=4182 GATEWAY_URL=http://gateway.internal node ${RENDER_NODE_FLAGS.join(' ')} dist/server/node.mjs dist/<brand>/server/entry.js`;
  if (!entryPath) throw new Error(usage);
  const gateway = environment.GATEWAY_URL;
  // The server calls the gateway itself: an address taken from a request's Host could point it anywhere.
  if (!gateway || !/^https?:\/\//.test(gateway))
    throw new Error(
      `GATEWAY_URL: expected the http(s) address where this server reaches the gateway base (what nginx proxies it to); ${usage}`,
    );
  const env: RenderEnv = { GATEWAY_URL: gateway };
  if (environment.RENDER_BUDGET_MS) env.RENDER_BUDGET_MS = environment.RENDER_BUDGET_MS;
  const maxInFlight = environment.RENDER_MAX_IN_FLIGHT ? Number(environment.RENDER_MAX_IN_FLIGHT) : MAX_IN_FLIGHT;
  if (!Number.isInteger(maxInFlight) || maxInFlight < 1)
    throw new Error(
      `RENDER_MAX_IN_FLIGHT=${environment.RENDER_MAX_IN_FLIGHT}: expected a whole number of requests, 1 or more (default ${MAX_IN_FLIGHT})`,
    );
  const entry = await loadEntry(entryPath);
  const logger = requestLogger();
  const running = await startRenderServer({
    entry,
    env,
    host: environment.HOST || '127.0.0.1',
    port: Number(environment.PORT ?? 4182),
    maxInFlight,
    logger,
  });
  const heapMb = Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);
  // The first line, plain text, says where it listens (`npm run serve` reads it); the request lines (JSON) follow.
  console.log(
    `render: listening on ${running.url} (${entryPath}, gateway ${gateway}, heap limit ${heapMb} MB, ${maxInFlight} requests at once; ${Object.values(PROBES).join(', ')} at that address)`,
  );
  // V8's default limit lets the heap (and RSS) grow to gigabytes under load before it collects: say how to bound it.
  if (heapMb > 4 * RENDER_HEAP_MB)
    console.error(
      `render: the heap may grow to ${heapMb} MB under load: start Node with ${RENDER_NODE_FLAGS.join(' ')} (node ${RENDER_NODE_FLAGS.join(' ')} dist/server/node.mjs …)`,
    );
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // The request lines still buffered are written before it exits.
      void running.close().then(() => logger.flush(() => process.exit(0)));
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2), process.env).catch((error: unknown) => {
    console.error(`render: ${withoutQuery(error instanceof Error ? error.message : String(error))}`);
    process.exit(1);
  });
}
