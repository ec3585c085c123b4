/**
 * The renderer's probes behind nginx (issue 32), under `npm run serve` with the build's renderer: /healthz, /readyz and
 * /metrics answer at the renderer's own address and are a 404 of nginx's from outside; every page view has one
 * request id, nginx's, found in its access log, the renderer's JSON line and the page's Server-Timing (a client's own
 * X-Request-Id is replaced); and the renderer's metrics count what it served.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '../e2e/cspGuard.ts';
import { uniqueToken } from '../e2e/borrowers.ts';
import { readServerTiming } from '../../renderer/server/protocol.ts';
import {
  METRICS_PREFIX,
  NGINX_FALLBACK_PATH,
  NGINX_UPSTREAM_HEADER,
  PROBES,
} from '../../renderer/server/observability.ts';
import { accessLogOf, renderLogOf, rendererUrlOf } from './accessLog.ts';

const PROBE_PATHS = Object.values(PROBES);

/** The renderer's own address, as it said on its first line. */
function rendererUrl(): string {
  const url = rendererUrlOf(test.info().project.name);
  expect(url, 'the renderer said where it listens').toBeDefined();
  return url!;
}

/** The renderer's request lines (JSON), parsed. */
const renderLines = () =>
  readFileSync(renderLogOf(test.info().project.name), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test("nginx answers 404 for the renderer's health, readiness and metrics, however they are asked for: never the renderer's answer", async ({
  request,
  baseURL,
}) => {
  for (const path of PROBE_PATHS) {
    // nginx matches the path normalized (slashes merged, escapes decoded: a client sends both as they are), a query
    // aside.
    const escaped = `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`;
    for (const asked of [path, `${path}?format=text`, `/${path}`, escaped]) {
      const response = await request.get(`${baseURL}${asked}`);
      const body = await response.text();
      expect(response.status(), asked).toBe(404);
      expect(body, asked).not.toMatch(/alive|ready|loan_pages_render_/);
      expect(
        response.headers()['strict-transport-security'],
        `${asked}: nginx's own 404, with the headers`,
      ).toBeTruthy();
    }
    expect((await request.head(path)).status(), `HEAD ${path}`).toBe(404);
  }
});

test("nginx answers 404 for the path where it counts its fallbacks at the renderer, however it is asked for: only nginx's own mirror reaches it (issue 41)", async ({
  request,
  baseURL,
}) => {
  const escaped = `/%${NGINX_FALLBACK_PATH.charCodeAt(1).toString(16)}${NGINX_FALLBACK_PATH.slice(2)}`;
  for (const asked of [NGINX_FALLBACK_PATH, `${NGINX_FALLBACK_PATH}?x=1`, `/${NGINX_FALLBACK_PATH}`, escaped])
    for (const method of ['GET', 'POST', 'HEAD'] as const) {
      const response = await request.fetch(`${baseURL}${asked}`, {
        method,
        headers: { [NGINX_UPSTREAM_HEADER]: 'status=500; connect=0.001' },
      });
      expect(response.status(), `${method} ${asked}`).toBe(404);
      expect(response.headers()['strict-transport-security'], `${asked}: nginx's own 404`).toBeTruthy();
    }
});

test("they answer at the renderer's own address: alive, ready (the demo gateway answers), and the metrics", async ({
  request,
}) => {
  const renderer = rendererUrl();
  const health = await request.get(`${renderer}${PROBES.health}`);
  expect([health.status(), await health.text()]).toEqual([200, 'alive\n']);
  const ready = await request.get(`${renderer}${PROBES.ready}`);
  expect(ready.status()).toBe(200);
  // `npm run serve` points the renderer at its content store (issue 43): the line says which content it serves.
  expect(await ready.text()).toMatch(
    /^ready: the gateway answered \d{3} in \d+ ms; (?:the build's own content|content pack \d+)(?:, degraded \(.+\))?\n$/,
  );
  const metrics = await request.get(`${renderer}${PROBES.metrics}`);
  expect(metrics.status()).toBe(200);
  expect(await metrics.text()).toContain(`${METRICS_PREFIX}nodejs_eventloop_lag_seconds`);
});

test("one request id per page view, nginx's: in its access log, the renderer's line and the page's Server-Timing; a client's own is replaced", async ({
  request,
}) => {
  const token = uniqueToken('probes-request-id');
  const chosen = 'client0chosen0request0id0000001';
  const response = await request.get(`/loanDetails?productId=3&orderId=10174&token=${token}`, {
    headers: { 'x-request-id': chosen },
  });
  expect(response.status()).toBe(200);
  const timing = readServerTiming(response.headers()['server-timing']);
  expect(timing.route).toBe('loanDetails');
  expect(timing.request, "nginx's $request_id, not the client's").toMatch(/^[0-9a-f]{32}$/);
  const id = timing.request!;

  // nginx writes its line once the request is over on its side, just after the client has read the page.
  const access = accessLogOf(test.info().project.name);
  await expect.poll(() => readFileSync(access, 'utf8')).toContain(` ${id}\n`);
  const line = readFileSync(access, 'utf8')
    .split('\n')
    .find((entry) => entry.endsWith(` ${id}`))!;
  expect(line).toContain('"GET /loanDetails HTTP/1.1" 200');

  await expect.poll(() => renderLines().find((entry) => entry.requestId === id)).toBeDefined();
  // Rendered, or on a machine too busy for the gateway's budget its static shell: the same request id either way.
  expect(renderLines().find((entry) => entry.requestId === id)).toMatchObject({
    route: 'loanDetails',
    status: 200,
    outcome: timing.fallback ? 'shell' : 'rendered',
    release: timing.release,
    gatewayMs: expect.any(Number),
    renderMs: expect.any(Number),
  });
  expect(timing.release).toBeTruthy();
  const kept = readFileSync(renderLogOf(test.info().project.name), 'utf8') + readFileSync(access, 'utf8');
  for (const secret of [token, chosen, 'token=']) expect(kept).not.toContain(secret);
});

test('the metrics count the pages it served, by route, with their render and gateway times', async ({ request }) => {
  const renderer = rendererUrl();
  /** The sum of a metric's samples for loan details (every outcome: a busy machine may send the static shell). */
  const total = async (name: string) =>
    (await (await request.get(`${renderer}${PROBES.metrics}`)).text())
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) && line.includes('route="loanDetails"'))
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
  const names = [
    `${METRICS_PREFIX}requests_total`,
    `${METRICS_PREFIX}duration_seconds_count`,
    `${METRICS_PREFIX}gateway_duration_seconds_count`,
  ];
  const before = await Promise.all(names.map(total));
  for (let n = 0; n < 3; n++)
    await (await request.get(`/loanDetails?productId=3&orderId=10174&token=${uniqueToken('probes-metrics')}`)).text();
  // Counted once each is over, just after the client has read it; the project's other tests may add theirs meanwhile.
  for (const [index, name] of names.entries())
    await expect.poll(() => total(name), name).toBeGreaterThanOrEqual(before[index]! + 3);
});
