/**
 * What the server entry says beyond its page, for whoever runs it (issue 32): the Node adapter reads it for its
 * metrics and log line (renderer/server/node/requestLog.ts), an edge runtime's logs and the browser's devtools show
 * it. All of it is in the response's `Server-Timing`, public information (no borrower's data: a route key, a reason,
 * timings, the request id, the build's release):
 *
 *   Server-Timing: render;dur=12.3, gateway;dur=40.0, route;desc="loanDetails", fallback;desc="budget",
 *                  request;desc="4f1c…", release;desc="v2.14.0"
 *
 * And the request id: the adapter takes nginx's X-Request-Id (or makes one) and hands it on; the entry passes it to
 * the gateway with each of its calls and says it back, so one id follows a page view through nginx's access log, the
 * renderer's log line and the gateway's. Fetch API only (edge runtimes), no import: the adapter bundles it without
 * the entry's libraries.
 */

/** What the server entry is given besides the request (CONTRACT §1, "The server renderer"). */
export interface RenderEnv {
  /** Where the server reaches the deployment's gateway base (what nginx proxies gateway.base to). */
  GATEWAY_URL?: string;
  /** How long the entry waits for the gateway before it sends the client-rendered shell (default 800). */
  RENDER_BUDGET_MS?: string | number;
  /** The content store's base address (renderer/contract/content.ts): unset, the build's own content. */
  CONTENT_URL?: string;
  /** How often the store's pointer is asked, in seconds (default 30). */
  CONTENT_POLL_S?: string | number;
}

/** What the entry says of its content pack (renderer/server/content/contentSource.ts ContentStatus). */
export interface EntryContentStatus {
  store: boolean;
  version?: number;
  degraded?: { reason: string; detail: string };
  rejections: Record<string, number>;
}

/** A built server entry: the module-worker convention, so the same file runs on Node and on an edge runtime. */
export interface RenderEntry {
  fetch(
    request: Request,
    env?: RenderEnv,
    context?: { waitUntil?(work: Promise<unknown>): void },
  ): Promise<Response> | Response;
  /** Its content pack (issue 43), asked by the Node adapter on a timer; an edge runtime's requests ask it when due. */
  content?: { refresh(env: RenderEnv | undefined): Promise<EntryContentStatus>; status(): EntryContentStatus };
}

/**
 * What the server's calls to the gateway say they are, so a gateway can tell the renderer from a borrower's browser:
 * `X-Loan-Pages-Render: server` on a page's calls, `readiness` on the Node adapter's probe (/readyz).
 */
export const RENDER_HEADER = 'X-Loan-Pages-Render';
export const SERVER_USER_AGENT = 'loan-pages-renderer/1';

/** The header a request id travels in: nginx → adapter → entry → gateway. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A request id we take as it is: nginx's $request_id (32 hex digits), a UUID, a ULID. Anything else (a client's
 * free text, too short to tell requests apart, too long for a log line) is replaced by one of our own.
 */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

export function isRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

/** A fresh request id as nginx makes them: 32 hex digits (Web Crypto: Node 20 and edge runtimes alike). */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** The request's id: the one it came with when well formed, else a new one. */
export function requestIdOf(value: string | null | undefined): string {
  return isRequestId(value) ? value : newRequestId();
}

/**
 * Why a page went out without the borrower's data:
 *   budget       the gateway took longer than RENDER_BUDGET_MS: the static shell
 *   gateway      the gateway failed (down, refused, a bad reply, a redirect): the static shell
 *   render       rendering threw: the static shell
 *   no-borrower  the screen's data is the borrower's and the visit names nobody: the screen rendered as its shell
 */
export const FALLBACKS = ['budget', 'gateway', 'render', 'no-borrower'] as const;
export type Fallback = (typeof FALLBACKS)[number];

/**
 * The fallbacks whose answer is the built index.html as it is (rendered in the browser), not a page of the server's.
 */
export const STATIC_SHELL_FALLBACKS: ReadonlySet<Fallback> = new Set<Fallback>(['budget', 'gateway', 'render']);

export const isFallback = (value: string | undefined): value is Fallback =>
  (FALLBACKS as readonly string[]).includes(value ?? '');

/** The route key of a path that names no route: the not-found page. */
export const NOT_FOUND_ROUTE = 'notFound';

/** What one answer of the entry says about itself. */
export interface ServerTiming {
  /** The server's own time, the gateway's excluded (ms). */
  render: number;
  /** Waiting for the gateway (ms); 0 when it was not asked. */
  gateway: number;
  /** The route key (renderer/contract/routeTable.ts), NOT_FOUND_ROUTE for a path that names none. */
  route?: string;
  fallback?: Fallback;
  request?: string;
  /** The build's release id (renderer/toolchain/vite/release.ts). */
  release?: string;
  /** The content pack's version the answer was made with (absent: the build's own content). */
  content?: string;
}

/** A desc value safe to write quoted as it is: route keys, reasons, request and release ids never need escaping. */
const PLAIN = /^[A-Za-z0-9._-]{1,64}$/;

/** The Server-Timing header of one answer. */
export function serverTimingHeader({
  render,
  gateway,
  route,
  fallback,
  request,
  release,
  content,
}: ServerTiming): string {
  const parts = [`render;dur=${render.toFixed(1)}`, `gateway;dur=${gateway.toFixed(1)}`];
  for (const [name, value] of [
    ['route', route],
    ['fallback', fallback],
    ['request', request],
    ['release', release],
    ['content', content],
  ] as const) {
    if (value !== undefined && PLAIN.test(value)) parts.push(`${name};desc="${value}"`);
  }
  return parts.join(', ');
}

/**
 * A Server-Timing header read back (RFC: `name;dur=…;desc=…` or `desc="…"`, comma-separated). Only what the entry
 * writes is kept, and only in the shape it writes it: a value that is not a plain token is dropped, so whatever an
 * entry says cannot put free text into a metric's label or a log line.
 */
export function readServerTiming(header: string | null | undefined): Partial<ServerTiming> {
  const read: Partial<ServerTiming> = {};
  for (const metric of (header ?? '').split(',')) {
    const [name = '', ...params] = metric.split(';').map((part) => part.trim());
    const param = (key: string) => {
      const found = params.find((part) => part.startsWith(`${key}=`))?.slice(key.length + 1);
      return found?.startsWith('"') && found.endsWith('"') && found.length >= 2 ? found.slice(1, -1) : found;
    };
    if (name === 'render' || name === 'gateway') {
      const duration = Number(param('dur'));
      if (param('dur') !== undefined && Number.isFinite(duration) && duration >= 0) read[name] = duration;
      continue;
    }
    const desc = param('desc');
    if (desc === undefined || !PLAIN.test(desc)) continue;
    if (name === 'route' || name === 'request' || name === 'release' || name === 'content') read[name] = desc;
    else if (name === 'fallback' && isFallback(desc)) read.fallback = desc;
  }
  return read;
}
