/**
 * The server's HTTP client for the gateway client (renderer/runtime/gateway/client.ts): the same client,
 * calls, launch parameters and reply checks as the browser's, decided as if from the page's own
 * origin; only the address it reaches the gateway at differs (GATEWAY_URL, what the proxy in front
 * forwards the gateway base to), and it says it is the server's (CONTRACT §3, "Who the server renders for"), with fetch
 * (edge runtimes have no XHR).
 *
 * The borrower's credentials go to the gateway and nowhere else: a call leaves only for the gateway's address, and a
 * redirect is an error, never followed (it would re-send X-Auth-Token, X-Session-Id and the token in the query to
 * wherever it points; in the browser the CSP's connect-src stops that, here nothing would). The page then falls back
 * as for any gateway failure.
 */
import axios, { type AxiosInstance } from 'axios';
import { RENDER_HEADER, REQUEST_ID_HEADER, SERVER_USER_AGENT } from './protocol.ts';

// Said in protocol.ts, which the Node adapter shares (its readiness probe says the same) without axios.
export { RENDER_HEADER, SERVER_USER_AGENT };

export interface ServerGatewayInput {
  /** The request's origin: where the browser would send the call. */
  pageOrigin: string;
  /** The deployment's gateway base (a path on the page's origin, or an absolute address). */
  base: string;
  /** Where the server reaches the gateway base; absent: the page's origin + base. */
  gatewayUrl?: string;
  /**
   * The borrower's X-Forwarded-For as the proxy in front sent it, passed on so a gateway that limits per client still
   * can.
   */
  forwardedFor?: string | null;
  /**
   * The page view's request id (protocol.ts): each call carries it, so the gateway's log joins nginx's and the
   * renderer's.
   */
  requestId?: string;
}

/** A path without its last slashes: the prefix a call's path continues ("/" is "", "/gateway/" is "/gateway"). */
const prefixOf = (url: URL) => url.pathname.replace(/\/+$/, '');

/**
 * Where a call the browser would send to `browserBase` goes from the server: the same path below the base, below
 * `serverBase`, joined as URLs (an absolute base with no path is "https://gw.example", whose calls are
 * "https://gw.example/v3/…"). Undefined when the address is not below the browser's base.
 */
export function serverAddress(callUrl: string, browserBase: URL, serverBase: URL | undefined): string | undefined {
  const call = new URL(callUrl);
  const prefix = prefixOf(browserBase);
  if (call.origin !== browserBase.origin || (call.pathname !== prefix && !call.pathname.startsWith(`${prefix}/`)))
    return undefined;
  if (!serverBase) return call.href;
  const to = new URL(serverBase.href);
  to.pathname = `${prefixOf(serverBase)}${call.pathname.slice(prefix.length)}`;
  to.search = call.search;
  to.hash = '';
  return to.href;
}

export function serverHttp({
  pageOrigin,
  base,
  gatewayUrl,
  forwardedFor,
  requestId,
}: ServerGatewayInput): AxiosInstance {
  // No redirect followed, whatever the runtime: fetch hands a 3xx back (Node, workerd) or an opaque redirect
  // (status 0), and either fails the status check below.
  const http = axios.create({
    adapter: 'fetch',
    fetchOptions: { redirect: 'manual' },
    maxRedirects: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });
  const browserBase = new URL(base, `${pageOrigin}/`);
  const serverBase = gatewayUrl ? new URL(gatewayUrl) : undefined;
  http.interceptors.request.use((config) => {
    const target = config.url ? serverAddress(config.url, browserBase, serverBase) : undefined;
    // Only the gateway: a call to any other address (an absolute link the client was handed) never leaves the server.
    if (!target) throw new Error('the server calls the gateway only');
    config.url = target;
    config.headers.set(RENDER_HEADER, 'server');
    config.headers.set('User-Agent', SERVER_USER_AGENT);
    if (forwardedFor) config.headers.set('X-Forwarded-For', forwardedFor);
    if (requestId) config.headers.set(REQUEST_ID_HEADER, requestId);
    return config;
  });
  return http;
}
