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

/** The production headers, the page's policy with its nonce, and what the answer says about itself (protocol.ts). */
export function htmlHeaders(production: Record<string, string>, timing: ServerTiming, nonce?: string): Headers {
  const headers = new Headers(production);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'private, no-store');
  const csp = production['Content-Security-Policy'];
  if (csp && nonce) headers.set('Content-Security-Policy', withNonce(csp, nonce));
  headers.set('Server-Timing', serverTimingHeader(timing));
  return headers;
}
