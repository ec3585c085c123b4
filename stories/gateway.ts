/**
 * The demo gateway in Storybook: demo/gateway's own MSW handlers (the same code `npm start`
 * and the tests use), served by msw-storybook-addon. The handlers hold one state object; it is
 * refilled before every story render, so a repayment or rating in one story never shows in another.
 */
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { MarketKey } from '../renderer/contract/language.ts';
import { createGatewayState, createHandlers, DEMO_ORDERS, type GatewayState } from '../demo/gateway/index.ts';
import { planOf } from '../demo/gateway/repaymentData.ts';

const state = createGatewayState();

/** Where the demo gateway answers (every shipped deployment's gateway base). */
const GATEWAY_PATH = /^\/gateway\//;

/**
 * MSW's worker for the catalogue (msw-storybook-addon's setup, with our rule for what is left
 * unanswered): Storybook's own modules and assets pass quietly, and a gateway call no handler
 * answers is a console error, so the render check of every story (tests/storybook/) fails on it.
 */
export async function startGatewayWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (GATEWAY_PATH.test(new URL(request.url).pathname)) print.error();
    },
  });
  return worker;
}

export const gatewayHandlers: HttpHandler[] = createHandlers(state);

export function resetGatewayState(): void {
  Object.assign(state, createGatewayState());
}

/**
 * Changes the demo gateway's data for one story (call it from the story's beforeEach, which runs
 * after the preview's reset): an empty complaint list, pictures on a complaint.
 */
export function editGatewayState(edit: (state: GatewayState) => void): void {
  edit(state);
}

/** Matches one gateway call on any origin, as the fake's own handlers do. */
export const gatewayCall = (path: string) => `*/gateway${path}`;

/** Story faults for one call (put under parameters.msw.handlers.faults, which win over the fake). */
export const faults = {
  status500: (path: string): HttpHandler =>
    http.post(gatewayCall(path), () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })),
  garbage: (path: string): HttpHandler =>
    http.post(
      gatewayCall(path),
      () =>
        new HttpResponse('<html><body>Bad gateway page from a proxy</body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ),
  network: (path: string): HttpHandler => http.post(gatewayCall(path), () => HttpResponse.error()),
  /** Fails once with a network error; the next request (Retry) reaches the fake. */
  networkOnce: (path: string): HttpHandler => http.post(gatewayCall(path), () => HttpResponse.error(), { once: true }),
  /** Answers every request with this body (an answer the demo data never gives, such as no bound cards). */
  reply: (path: string, body: JsonBodyType): HttpHandler => http.post(gatewayCall(path), () => HttpResponse.json(body)),
  /** Never answers, so the page stays in its waiting state. */
  hold: (path: string): HttpHandler =>
    http.post(gatewayCall(path), async () => {
      await delay('infinite');
    }),
};

/** What the demo order still owes in the market's unit (the sum of its unpaid periods), for amounts in an address. */
export function amountDue(orderId: string, market: MarketKey): number {
  const order = DEMO_ORDERS.find((item) => item.orderId === orderId);
  if (!order) throw new Error(`The demo gateway has no order ${orderId}`);
  return planOf(order, market)
    .filter((period) => period.periodStatus !== 200)
    .reduce((sum, period) => sum + period.totalAmount, 0);
}

/**
 * A call that fails once for each visit of the story (reset it in the story's beforeEach), so Retry
 * recovers every time: with a network error, with `status` (a server error), or with `refusal` (a
 * reply body the gateway refuses with). `when` picks the requests that fail (default: all); the
 * others reach the demo gateway.
 */
export function failOnce(
  method: 'get' | 'post',
  path: string,
  {
    status,
    refusal,
    when = () => true,
  }: { status?: number; refusal?: JsonBodyType; when?: (url: URL) => boolean } = {},
) {
  let failed = false;
  const handler = http[method](gatewayCall(path), ({ request }) => {
    if (failed || !when(new URL(request.url))) return undefined;
    failed = true;
    if (refusal !== undefined) return HttpResponse.json(refusal);
    return status ? HttpResponse.json({ error: 'Internal Server Error' }, { status }) : HttpResponse.error();
  });
  return {
    handler,
    reset: () => {
      failed = false;
    },
  };
}
