/**
 * The build's server entry (dist/kilat/server/entry.js, as `npm run build` made it) behind the Node adapter, against
 * a gateway this test controls (issue 31): the borrower's credentials go to GATEWAY_URL and nowhere else (a redirect
 * is a gateway failure: the static page, nothing sent on), the gateway base joins GATEWAY_URL as a URL, and the calls
 * say they are the renderer's, for the borrower's address (X-Forwarded-For), with the page view's request id
 * (issue 32), which the page says back in Server-Timing with its route and the build's release; and a burst against a
 * gateway that hangs, past RENDER_MAX_IN_FLIGHT (issue 41). Plain Node, so here rather than among the serving step's
 * browser tests (where Playwright's loader transformed the megabyte entry).
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { readFileSync } from 'node:fs';
import { afterEach, expect, test, vi } from 'vitest';
import { loadEntry } from '../../renderer/server/node/renderEntry.ts';
import { startRenderServer, type RenderServer } from '../../renderer/server/node/renderServer.ts';
import { requestLogger } from '../../renderer/server/observability.ts';
import { QUIET_LOOP, sendTogether, statusOf } from '../unit/nodeHarness.ts';
import { DEFAULT_BUDGET_MS } from '../../renderer/server/budget.ts';
import { readServerTiming } from '../../renderer/server/protocol.ts';
import { RELEASE_ID } from '../../renderer/toolchain/vite/release.ts';
import { SERVER_USER_AGENT } from '../../renderer/server/serverGateway.ts';
import { startDemoGateway, type DemoGatewayServer } from '../../demo/gateway/server.ts';
import { CLEARED_LAUNCH_COOKIE, LAUNCH_COOKIE, SESSION_END_PATH } from '../../renderer/server/launchCookie.ts';

const ENTRY = 'dist/kilat/server/entry.js';
const SHELL = () => readFileSync('dist/kilat/index.html', 'utf8');
const LAUNCH = '/loanDetails?productId=3&orderId=10174&token=secret-launch-token&sessionId=secret-session';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A gateway on loopback that records every call and answers it with `answer`. */
async function gatewayServer(
  answer: (req: IncomingMessage) => Answer | Promise<Answer>,
): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    void Promise.resolve(answer(req)).then(({ status, headers = {}, body = '' }) =>
      res.writeHead(status, headers).end(body),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(closing.splice(0).map((close) => close()));
});
const closeServer = (server: Server) => () =>
  new Promise((done) => {
    server.close(done);
    // A gateway that never answered still holds the renderer's calls open.
    server.closeAllConnections();
  });

async function renderer(gatewayUrl: string): Promise<RenderServer> {
  const running = await startRenderServer({
    entry: await loadEntry(ENTRY),
    env: { GATEWAY_URL: gatewayUrl },
    logger: requestLogger({ write: () => undefined }),
    loopDelay: QUIET_LOOP,
  });
  closing.push(() => running.close(0));
  return running;
}

const json = (body: unknown) => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

test("a gateway's redirect is a failure: the static page, and nothing of the borrower's reaches where it pointed", async () => {
  const elsewhere = await gatewayServer(() => json({ stolen: true }));
  closing.push(closeServer(elsewhere.server));
  const gateway = await gatewayServer(({ url = '' }) => ({
    status: 302,
    headers: { location: `${elsewhere.url}/collect${url.slice(url.indexOf('?'))}` },
  }));
  closing.push(closeServer(gateway.server));
  const running = await renderer(`${gateway.url}/gateway`);

  const response = await fetch(`${running.url}${LAUNCH}`, {
    headers: { 'x-forwarded-host': 'app.example', 'x-forwarded-proto': 'https' },
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(SHELL());
  expect(gateway.seen.length, 'the gateway was asked').toBeGreaterThan(0);
  expect(elsewhere.seen, 'nothing followed the redirect').toEqual([]);
});

for (const [form, gatewayPath] of [
  ['with a path', '/api/v1'],
  ['with no path', ''],
] as const) {
  test(`GATEWAY_URL ${form}: the call's path joins it as a URL, with the renderer's User-Agent, the borrower's X-Forwarded-For and the request id`, async () => {
    // The demo gateway answers at its root: this one, in front, records the call and passes on what is below its path.
    const demo: DemoGatewayServer = await startDemoGateway();
    closing.push(() => demo.close());
    const gateway = await gatewayServer(async (req) => {
      const url = req.url ?? '';
      if (!url.startsWith(`${gatewayPath}/`)) return { status: 404 };
      const headers = Object.fromEntries(
        Object.entries(req.headers).flatMap(([name, value]) =>
          typeof value === 'string' && name !== 'host' ? [[name, value]] : [],
        ),
      );
      const body =
        req.method === 'GET' || req.method === 'HEAD'
          ? undefined
          : await new Response(Readable.toWeb(req) as ReadableStream).text();
      const reply = await fetch(`${demo.url}${url.slice(gatewayPath.length)}`, { method: req.method, headers, body });
      return {
        status: reply.status,
        headers: { 'content-type': reply.headers.get('content-type') ?? 'application/json' },
        body: await reply.text(),
      };
    });
    closing.push(closeServer(gateway.server));
    const running = await renderer(`${gateway.url}${gatewayPath}`);

    const requestId = `e2e${Date.now().toString(16)}${'0'.repeat(16)}`;
    const response = await fetch(`${running.url}${LAUNCH}`, {
      headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.2', 'x-request-id': requestId },
    });
    expect(await response.text()).toContain('Order number');
    expect(gateway.seen.map(({ url }) => url.split('?')[0])).toEqual([`${gatewayPath}/v3/loan-details/loan-details`]);
    expect(gateway.seen[0]!.headers['user-agent']).toBe(SERVER_USER_AGENT);
    expect(gateway.seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.7, 10.0.0.2');
    expect(gateway.seen[0]!.headers['x-request-id']).toBe(requestId);
    const timing = readServerTiming(response.headers.get('server-timing'));
    expect(timing).toMatchObject({ route: 'loanDetails', request: requestId });
    expect(timing.fallback).toBeUndefined();
    expect(timing.release, "the build's release (RELEASE, else its commit)").toMatch(RELEASE_ID);
  });
}

test('the launch cookie (issue 41): kept from the launch, used only for a page the app asks for, cleared by an arrival from outside and at the session end', async () => {
  const demo: DemoGatewayServer = await startDemoGateway();
  closing.push(() => demo.close());
  const running = await renderer(demo.url);
  const launch = await fetch(`${running.url}${LAUNCH}`, { headers: { 'sec-fetch-site': 'none' } });
  expect(await launch.text()).toContain('Order number');
  const kept = launch.headers.getSetCookie().find((cookie) => cookie.startsWith(`${LAUNCH_COOKIE}=`))!;
  expect(kept, 'a session cookie').not.toMatch(/Max-Age|Expires/i);
  const page = (site: string) =>
    fetch(`${running.url}/loanDetails?productId=3&orderId=10174`, {
      headers: { cookie: kept.split(';')[0]!, 'sec-fetch-site': site },
    });

  expect(await (await page('same-origin')).text(), "the app's own link: the borrower's page").toContain('Order number');
  for (const site of ['none', 'same-site', 'cross-site']) {
    const response = await page(site);
    expect(await response.text(), `${site}: nobody's data`).not.toContain('Order number');
    expect(response.headers.getSetCookie(), `${site}: forgotten`).toEqual([CLEARED_LAUNCH_COOKIE]);
  }
  const ended = await fetch(`${running.url}${SESSION_END_PATH}`, { method: 'POST' });
  expect(ended.status).toBe(204);
  expect(ended.headers.getSetCookie()).toEqual([CLEARED_LAUNCH_COOKIE]);
});

test('a gateway that hangs and a burst past RENDER_MAX_IN_FLIGHT (issue 41): those past it are answered 503 before any render starts, the others wait on the gateway until the budget, then get the static page', async () => {
  // The budget's clock is the test's: nothing passes it but the test.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const hung = await gatewayServer(() => new Promise<Answer>(() => undefined));
  closing.push(closeServer(hung.server));
  const built = await loadEntry(ENTRY);
  const order: string[] = [];
  const taken = 4;
  const past = 3;
  const running = await startRenderServer({
    entry: {
      fetch(request, env) {
        order.push('render');
        return built.fetch(request, env);
      },
    },
    env: { GATEWAY_URL: `${hung.url}/gateway` },
    maxInFlight: taken,
    logger: requestLogger({ write: () => undefined }),
    loopDelay: QUIET_LOOP,
  });
  closing.push(() => running.close(0));
  running.server.on('request', (_req, res) => order.push(res.headersSent ? String(res.statusCode) : 'taken'));

  const burst = await sendTogether(
    running,
    Array.from({ length: taken + past }, (_, n) => `${LAUNCH}&n=${n}`),
  );
  const answered = (status: number) => burst.received().filter((answer) => statusOf(answer) === status);
  await expect.poll(() => answered(503)).toHaveLength(past);
  expect(order.slice(0, taken + past).sort(), 'each request taken on or turned away before any render').toEqual([
    ...Array<string>(past).fill('503'),
    ...Array<string>(taken).fill('taken'),
  ]);
  // The ones taken are waiting on the gateway, the budget's clock still at 0: nothing sent them yet.
  await expect.poll(() => hung.seen.length).toBe(taken);
  expect(burst.received().filter((answer) => answer === '')).toHaveLength(taken);

  await vi.advanceTimersByTimeAsync(DEFAULT_BUDGET_MS);
  await expect.poll(() => answered(200)).toHaveLength(taken);
  for (const answer of answered(200)) expect(answer).toMatch(/^server-timing: .*fallback;desc="budget"/im);
});
