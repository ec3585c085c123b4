/**
 * The server's HTTP client for the gateway client (renderer/runtime/gateway/client.ts): the same client,
 * calls, launch parameters and reply checks as the browser's, decided as if from the page's own
 * origin; only the address it reaches the gateway at differs (GATEWAY_URL, what the proxy in front
 * forwards the gateway base to), and it says it is the server's (coord §3), with fetch (edge runtimes have no XHR).
 */
import axios, { type AxiosInstance } from 'axios';

export const RENDER_HEADER = 'X-Loan-Pages-Render';

export interface ServerGatewayInput {
  /** The request's origin: where the browser would send the call. */
  pageOrigin: string;
  /** The deployment's gateway base (a path on the page's origin, or an absolute address). */
  base: string;
  /** Where the server reaches the gateway base; absent: the page's origin + base. */
  gatewayUrl?: string;
}

export function serverHttp({ pageOrigin, base, gatewayUrl }: ServerGatewayInput): AxiosInstance {
  const http = axios.create({ adapter: 'fetch' });
  const browserBase = new URL(base.replace(/\/$/, ''), `${pageOrigin}/`).href;
  const serverBase = gatewayUrl?.replace(/\/$/, '');
  http.interceptors.request.use((config) => {
    if (serverBase && config.url?.startsWith(browserBase)) config.url = serverBase + config.url.slice(browserBase.length);
    config.headers.set(RENDER_HEADER, 'server');
    return config;
  });
  return http;
}
