/**
 * The fake gateway in Storybook: tests/fake-gateway's own MSW handlers (the same code `npm start`
 * and the tests use), served by msw-storybook-addon. The handlers hold one state object; it is
 * refilled before every story render, so a repayment or rating in one story never shows in another.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createGatewayState, createHandlers } from '../tests/fake-gateway/index.ts';

const state = createGatewayState();

export const gatewayHandlers: HttpHandler[] = createHandlers(state);

export function resetGatewayState(): void {
  Object.assign(state, createGatewayState());
}

/** Matches one gateway call on any origin, as the fake's own handlers do. */
export const gatewayCall = (path: string) => `*/gateway${path}`;

/** Story faults for one call (put under parameters.msw.handlers.faults, which win over the fake). */
export const faults = {
  status500: (path: string): HttpHandler => http.post(gatewayCall(path), () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })),
  garbage: (path: string): HttpHandler =>
    http.post(gatewayCall(path), () => new HttpResponse('<html><body>Bad gateway page from a proxy</body></html>', { headers: { 'Content-Type': 'text/html' } })),
  network: (path: string): HttpHandler => http.post(gatewayCall(path), () => HttpResponse.error()),
  /** Fails once with a network error; the next request (Retry) reaches the fake. */
  networkOnce: (path: string): HttpHandler => http.post(gatewayCall(path), () => HttpResponse.error(), { once: true }),
};
