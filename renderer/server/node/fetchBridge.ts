/**
 * node:http and the Fetch API, each way (issue 24): a node:http request becomes a Fetch `Request` (method, the address
 * the borrower asked for — the Host and scheme nginx passes in X-Forwarded-Host / X-Forwarded-Proto —, headers,
 * body), and the entry's `Response` goes back as it streams: status, headers, then the body chunk by chunk, so the
 * rows leave before the render ends.
 */
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { REQUEST_ID_HEADER } from '../protocol.ts';

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

/** A header's first value: the first of its lines, and the first item of a comma-separated list. */
export const firstValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/**
 * The address the borrower asked for: the scheme and host nginx saw (X-Forwarded-Proto,
 * X-Forwarded-Host, else Host), and the request's path and query. The adapter listens on a
 * loopback or private address behind nginx, which sets both headers itself.
 */
export function requestUrl(req: Pick<IncomingMessage, 'url' | 'headers'>): URL {
  const proto = firstValue(req.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  const forwarded = firstValue(req.headers['x-forwarded-host']) ?? firstValue(req.headers.host);
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
