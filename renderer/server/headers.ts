/**
 * The headers of the server's HTML (CONTRACT §1, "The server renderer"): the production headers of an HTML response,
 * never kept by a cache (the page is personal), with a Content-Security-Policy of its own that lets in the server's own
 * inline tags by a nonce made for this response alone (never 'unsafe-inline').
 */
import { serverTimingHeader, type ServerTiming } from './protocol.ts';

/** A fresh nonce: 16 random bytes, base64 (Web Crypto: Node 20 and edge runtimes alike). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The policy with the nonce added to script-src and style-src. */
export function withNonce(csp: string, nonce: string): string {
  return csp
    .split('; ')
    .map((directive) => (/^(?:script|style)-src /.test(directive) ? `${directive} 'nonce-${nonce}'` : directive))
    .join('; ');
}

/**
 * How long the browser may keep a page it asked for before the tap (issue 42): a tap within it opens the page at once,
 * a later one asks the server as always. Short, as the page shows the borrower's loan as it was when asked.
 */
export const PREFETCH_FRESH_S = 30;

/**
 * Whether the browser asks for the page ahead of a tap, for a `<link rel="prefetch">` (Chromium's `Sec-Purpose:
 * prefetch`, its older `Purpose: prefetch`), rather than to show it.
 */
export function isPrefetch(request: Request): boolean {
  const purpose = request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '';
  return /(?:^|[\s,;])prefetch(?:$|[\s,;])/i.test(purpose);
}

/**
 * The production headers, the page's policy with its nonce, and what the answer says about itself (protocol.ts). A page
 * is never kept (it is personal), except one asked for before the tap (`prefetched`): this browser alone may keep it
 * PREFETCH_FRESH_S for the same cookie (the same borrower), so the tap it was asked for opens it from the cache.
 */
export function htmlHeaders(
  production: Record<string, string>,
  timing: ServerTiming,
  nonce?: string,
  prefetched = false,
): Headers {
  const headers = new Headers(production);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (prefetched) {
    headers.set('Cache-Control', `private, max-age=${PREFETCH_FRESH_S}`);
    headers.append('Vary', 'Cookie');
  } else headers.set('Cache-Control', 'private, no-store');
  const csp = production['Content-Security-Policy'];
  if (csp && nonce) headers.set('Content-Security-Policy', withNonce(csp, nonce));
  headers.set('Server-Timing', serverTimingHeader(timing));
  return headers;
}
