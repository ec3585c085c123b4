/**
 * The fake gateway in Storybook: tests/fake-gateway's own MSW handlers (the same code `npm start`
 * and the tests use), served by msw-storybook-addon. The handlers hold one state object; it is
 * refilled before every story render, so a repayment or rating in one story never shows in another.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createGatewayState, createHandlers, type GatewayState } from '../tests/fake-gateway/index.ts';

const state = createGatewayState();

export const gatewayHandlers: HttpHandler[] = createHandlers(state);

export function resetGatewayState(): void {
  Object.assign(state, createGatewayState());
}

/**
 * Changes the fake gateway's data for one story (call it from the story's beforeEach, which runs
 * after the preview's reset): an empty complaint list, pictures on a complaint.
 */
export function editGatewayState(edit: (state: GatewayState) => void): void {
  edit(state);
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

/**
 * A call that fails once for each visit of the story (reset it in the story's beforeEach), so Retry
 * recovers every time: with a network error, or with `status` (a server error). `when` picks the
 * requests that fail (default: all); the others reach the fake gateway.
 */
export function failOnce(method: 'get' | 'post', path: string, { status, when = () => true }: { status?: number; when?: (url: URL) => boolean } = {}) {
  let failed = false;
  const handler = http[method](gatewayCall(path), ({ request }) => {
    if (failed || !when(new URL(request.url))) return undefined;
    failed = true;
    return status ? HttpResponse.json({ error: 'Internal Server Error' }, { status }) : HttpResponse.error();
  });
  return {
    handler,
    reset: () => {
      failed = false;
    },
  };
}
