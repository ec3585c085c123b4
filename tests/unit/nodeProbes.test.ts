// @vitest-environment node
/**
 * The Node adapter's probes (issue 32, renderer/server/node/probes.ts): /healthz, /readyz (the gateway answering within
 * the budget, checked at most once a period) and /metrics (Prometheus: requests by route and outcome, render and
 * gateway time, fallbacks by reason, in flight, Node's own under the prefix), and the count of the static pages nginx
 * served instead of the renderer's (issue 41). The request log is in nodeRequestLog.test.ts.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NGINX_FALLBACK_PATH,
  NGINX_FALLBACK_REASONS,
  NGINX_UPSTREAM_HEADER,
  PROBES,
  METRICS_PREFIX,
  nginxFallbackReason,
} from '../../renderer/server/observability.ts';
import { SERVER_USER_AGENT } from '../../renderer/server/protocol.ts';
import { RELEASE, closeAfterTest, closeStarted, entry, page, serveLogged } from './nodeHarness.ts';

afterEach(closeStarted);

/**
 * A gateway on loopback that counts the requests it gets and answers as told: at once (404, an answer all the same),
 * late, or not at all.
 */
async function gateway(): Promise<{
  url: string;
  hits: () => number;
  asked: IncomingMessage[];
  mode: { holdMs: number };
  stop: () => Promise<unknown>;
}> {
  let hits = 0;
  const asked: IncomingMessage[] = [];
  const mode = { holdMs: 0 };
  const server: Server = createServer((req, res) => {
    hits += 1;
    asked.push(req);
    setTimeout(() => res.writeHead(404).end(), mode.holdMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const stop = () => new Promise((done) => (server.closeAllConnections(), server.close(done)));
  closeAfterTest(() => (server.listening ? stop() : Promise.resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway`,
    hits: () => hits,
    asked,
    mode,
    stop,
  };
}

/** One sample of a scrape: the value of `name` with exactly these labels (their order aside). */
function sample(scrape: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of scrape.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!]),
    );
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort()))
      return Number(match[3]);
  }
  return undefined;
}

describe('/healthz', () => {
  it('answers 200 while the process serves, every render slot taken or not; neither logged nor counted', async () => {
    const held: (() => void)[] = [];
    const { server, lines } = await serveLogged(
      {
        fetch: () =>
          new Promise<Response>((done) => held.push(() => done(page({ render: 1, gateway: 0, route: 'loanDetails' })))),
      },
      { maxInFlight: 1 },
    );
    const health = await fetch(`${server.url}${PROBES.health}`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('alive\n');
    expect(health.headers.get('cache-control')).toBe('no-store');
    const pending = fetch(`${server.url}/loanDetails`);
    await expect.poll(() => held.length).toBe(1);
    expect((await fetch(`${server.url}/loanDetails`)).status, 'the one slot taken').toBe(503);
    expect((await fetch(`${server.url}${PROBES.health}`)).status).toBe(200);
    expect((await fetch(`${server.url}${PROBES.health}`, { method: 'POST' })).status).toBe(405);
    held[0]!();
    await (await pending).text();
    await expect.poll(() => lines().length).toBe(2);
    expect(lines().map((line) => line.outcome)).toEqual(['busy', 'rendered']);
  });
});

describe('/readyz', () => {
  it('is 200 with the gateway answering within the budget (any status), 503 with it down or slower, saying why', async () => {
    // Budgets wide of what each case needs: a busy machine answers late, and a refusal must not pass for a timeout.
    const up = await gateway();
    const ready = await serveLogged(entry, { env: { GATEWAY_URL: up.url, RENDER_BUDGET_MS: '5000' } });
    const yes = await fetch(`${ready.server.url}${PROBES.ready}`);
    expect(yes.status).toBe(200);
    expect(await yes.text()).toMatch(/^ready: the gateway answered 404 in \d+ ms\n$/);
    // A HEAD of GATEWAY_URL that says it is the renderer's probe.
    expect(
      up.asked.map(({ method, url, headers }) => [method, url, headers['user-agent'], headers['x-loan-pages-render']]),
    ).toEqual([['HEAD', '/gateway', SERVER_USER_AGENT, 'readiness']]);

    const slow = await gateway();
    slow.mode.holdMs = 4_000;
    const late = await serveLogged(entry, { env: { GATEWAY_URL: slow.url, RENDER_BUDGET_MS: '300' } });
    const started = performance.now();
    const no = await fetch(`${late.server.url}${PROBES.ready}`);
    expect(no.status).toBe(503);
    expect(await no.text()).toBe('not ready: the gateway did not answer within 300 ms (RENDER_BUDGET_MS)\n');
    expect(performance.now() - started, "given up at the budget, not at the gateway's answer").toBeLessThan(3_000);

    const down = await gateway();
    await down.stop();
    const gone = await serveLogged(entry, { env: { GATEWAY_URL: down.url, RENDER_BUDGET_MS: '5000' } });
    const refused = await fetch(`${gone.server.url}${PROBES.ready}`);
    expect(refused.status).toBe(503);
    expect(await refused.text()).toBe('not ready: the gateway is unreachable (ECONNREFUSED)\n');

    const none = await serveLogged(entry);
    expect((await fetch(`${none.server.url}${PROBES.ready}`)).status).toBe(503);
  });

  it('asks the gateway at most once a period, however many ask, and never for a page request', async () => {
    const gw = await gateway();
    const { server } = await serveLogged(entry, {
      env: { GATEWAY_URL: gw.url, RENDER_BUDGET_MS: '5000' },
      readyCheckMs: 3_000,
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.url}${PROBES.ready}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const path of ['/loanDetails', '/repay', '/loanDetails']) await (await fetch(`${server.url}${path}`)).text();
    expect((await fetch(`${server.url}${PROBES.ready}`)).status).toBe(200);
    expect(gw.hits(), 'one check for six answers and three pages').toBe(1);
    // The gateway goes down: the last check stands until its period is over, then the next one finds out.
    await gw.stop();
    expect((await fetch(`${server.url}${PROBES.ready}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect((await fetch(`${server.url}${PROBES.ready}`)).status).toBe(503);
  });
});

describe('/metrics', () => {
  it('counts requests by route and outcome, times render and gateway from Server-Timing, fallbacks by reason, in flight, and Node under the prefix', async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const { server } = await serveLogged(
      {
        async fetch(request, env) {
          if (new URL(request.url).pathname === '/held') {
            await held;
            return page({ render: 1, gateway: 0, route: 'loanDetails' });
          }
          return entry.fetch(request, env);
        },
      },
      { maxInFlight: 2 },
    );
    for (const path of ['/loanDetails', '/loanDetails', '/repay', '/order', '/product', '/boom', '/no/such/page'])
      await (await fetch(`${server.url}${path}?token=t`)).text();
    const holding = [fetch(`${server.url}/held`), fetch(`${server.url}/held`)];
    await expect
      .poll(async () =>
        sample(await (await fetch(`${server.url}${PROBES.metrics}`)).text(), `${METRICS_PREFIX}in_flight_requests`),
      )
      .toBe(2);
    expect((await fetch(`${server.url}/loanDetails`)).status).toBe(503);
    release();
    for (const answer of await Promise.all(holding)) await answer.text();

    const scrapeNow = async () => (await fetch(`${server.url}${PROBES.metrics}`)).text();
    // A request is counted once its response has closed on the server's side, a moment after the client read it all.
    await expect
      .poll(async () =>
        sample(await scrapeNow(), `${METRICS_PREFIX}requests_total`, { route: 'loanDetails', outcome: 'rendered' }),
      )
      .toBe(4);
    const response = await fetch(`${server.url}${PROBES.metrics}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const scrape = await response.text();
    const requests = (route: string, outcome: string) =>
      sample(scrape, `${METRICS_PREFIX}requests_total`, { route, outcome });
    expect(requests('loanDetails', 'rendered')).toBe(4);
    expect(requests('repay', 'shell')).toBe(1);
    expect(requests('order', 'shell')).toBe(1);
    expect(requests('product', 'rendered'), "no borrower: the screen's own shell, rendered").toBe(1);
    expect(requests('notFound', 'rendered')).toBe(1);
    expect(requests('unknown', 'error')).toBe(1);
    expect(requests('unknown', 'busy')).toBe(1);
    const fallbacks = (route: string, reason: string) =>
      sample(scrape, `${METRICS_PREFIX}fallbacks_total`, { route, reason });
    expect([fallbacks('repay', 'budget'), fallbacks('order', 'gateway'), fallbacks('product', 'no-borrower')]).toEqual([
      1, 1, 1,
    ]);
    expect(sample(scrape, `${METRICS_PREFIX}duration_seconds_count`, { route: 'loanDetails' })).toBe(4);
    expect(sample(scrape, `${METRICS_PREFIX}duration_seconds_sum`, { route: 'loanDetails' })).toBeCloseTo(0.027, 6);
    expect(
      sample(scrape, `${METRICS_PREFIX}duration_seconds_bucket`, { route: 'loanDetails', le: '0.01' }),
      'the two held ones took 1 ms',
    ).toBe(2);
    expect(
      sample(scrape, `${METRICS_PREFIX}gateway_duration_seconds_count`, { route: 'loanDetails' }),
      'only where the gateway was asked',
    ).toBe(2);
    expect(sample(scrape, `${METRICS_PREFIX}gateway_duration_seconds_sum`, { route: 'repay' })).toBeCloseTo(0.8, 6);
    expect(sample(scrape, `${METRICS_PREFIX}gateway_duration_seconds_count`, { route: 'product' })).toBeUndefined();
    expect(sample(scrape, `${METRICS_PREFIX}in_flight_requests`)).toBe(0);
    expect(sample(scrape, `${METRICS_PREFIX}in_flight_limit`)).toBe(2);
    expect(sample(scrape, `${METRICS_PREFIX}build_info`, { release: RELEASE })).toBe(1);
    expect(sample(scrape, `${METRICS_PREFIX}ready`), 'no GATEWAY_URL here').toBe(0);
    // prom-client's defaults, under the same prefix.
    expect(sample(scrape, `${METRICS_PREFIX}nodejs_eventloop_lag_seconds`)).toBeGreaterThanOrEqual(0);
    expect(sample(scrape, `${METRICS_PREFIX}nodejs_heap_size_used_bytes`)).toBeGreaterThan(0);
    expect(scrape, 'nothing of a request beyond its route').not.toMatch(/token|no\/such/);
  });
});

describe("nginx's fallbacks (issue 41)", () => {
  it("takes what the renderer had answered nginx as one of a fixed set of reasons, nginx's last try deciding", () => {
    for (const [upstream, reason] of [
      ['status=500; connect=0.001', 'error'],
      ['status=501; connect=0.001', 'error'],
      ['status=503; connect=0.000', 'busy'],
      ['status=502; connect=-', 'down'],
      ['status=502; connect=0.002', 'bad-answer'],
      ['status=504; connect=0.001', 'timeout'],
      ['status=504; connect=-', 'timeout'],
      ['status=431; connect=0.001', 'refused'],
      ['status=502, 504; connect=-, 0.001', 'timeout'],
      ['status=504, 502; connect=0.001, -', 'down'],
      ['status=200; connect=0.001', 'other'],
      ['status=; connect=', 'other'],
      ['/loanDetails?token=secret', 'other'],
      [undefined, 'other'],
    ] as const)
      expect(nginxFallbackReason(upstream), String(upstream)).toBe(reason);
  });

  it('counts each by its reason on /metrics, every reason there from the start, before any page and whatever the load; neither logged nor counted as a request', async () => {
    let rendered = 0;
    const { server, text } = await serveLogged(
      {
        fetch() {
          rendered += 1;
          return page({ render: 1, gateway: 0, route: 'loanDetails' });
        },
      },
      // Overloaded as measured: every page request is turned away, nginx's count is not.
      { loopDelay: { ms: () => 10_000, stop: () => undefined } },
    );
    const count = async () => {
      const scrape = await (await fetch(`${server.url}${PROBES.metrics}`)).text();
      return Object.fromEntries(
        NGINX_FALLBACK_REASONS.map((reason) => [
          reason,
          sample(scrape, `${METRICS_PREFIX}nginx_fallbacks_total`, { reason }),
        ]),
      );
    };
    expect(Object.values(await count())).toEqual(NGINX_FALLBACK_REASONS.map(() => 0));
    const tell = (upstream?: string) =>
      fetch(`${server.url}${NGINX_FALLBACK_PATH}`, {
        method: 'POST',
        headers: upstream === undefined ? {} : { [NGINX_UPSTREAM_HEADER]: upstream },
      });
    for (const upstream of ['status=500; connect=0.001', 'status=504; connect=0.001', 'status=504; connect=0.002']) {
      const told = await tell(upstream);
      expect(told.status).toBe(204);
      expect(await told.text()).toBe('');
    }
    expect((await tell('status=x; connect=/loanDetails?token=secret')).status).toBe(204);
    expect(await count()).toMatchObject({ error: 1, timeout: 2, other: 1, busy: 0, down: 0 });
    const asked = await fetch(`${server.url}${NGINX_FALLBACK_PATH}`);
    expect([asked.status, asked.headers.get('allow')], 'only what nginx sends: a POST').toEqual([405, 'POST']);
    expect(await count()).toMatchObject({ error: 1, timeout: 2, other: 1 });
    expect(rendered).toBe(0);
    const scrape = await (await fetch(`${server.url}${PROBES.metrics}`)).text();
    expect(scrape).not.toMatch(/token|secret|loanDetails/);
    expect(sample(scrape, `${METRICS_PREFIX}requests_total`, { route: 'unknown', outcome: 'busy' })).toBeUndefined();
    expect(text()).toBe('');
  });
});
