// @vitest-environment node
/**
 * The Node adapter's server (renderer/server/node/renderServer.ts): what Node would answer itself (a head too large, a
 * method it cannot parse) answered with the status it means and the security headers, a request past the renders in
 * flight or while the event loop is late turned away with a 503 at once (issue 41), and a stop that lets the requests
 * in flight finish. Its probes are in
 * nodeProbes.test.ts, one request's render in nodeRenderRequest.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { requestUrl } from '../../renderer/server/node/fetchBridge.ts';
import { MAX_EVENT_LOOP_DELAY_MS, MAX_QUEUE_MS } from '../../renderer/server/node/limits.ts';
import { sampleEventLoopDelay } from '../../renderer/server/node/overload.ts';
import { METRICS_PREFIX, PROBES, REQUEST_START_HEADER } from '../../renderer/server/observability.ts';
import {
  closeStarted,
  page,
  parsed,
  send,
  sendTogether,
  serve,
  serveLogged,
  statusOf,
  text,
  type LogLines,
} from './nodeHarness.ts';

afterEach(closeStarted);

describe('what Node would answer itself', () => {
  const SECURITY = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'content-security-policy',
  ];

  it("takes a request head as large as nginx lets through (a WebView with large cookies on the app's domain)", async () => {
    let cookie = '';
    const server = await serve({
      fetch(request) {
        cookie = request.headers.get('cookie') ?? '';
        return new Response('page');
      },
    });
    const large = `jar=${'c'.repeat(30 * 1024)}`;
    const response = await send(server.url, { path: '/loanDetails', headers: { cookie: large } });
    expect(response.statusCode).toBe(200);
    expect(await text(response)).toBe('page');
    expect(cookie).toBe(large);
  });

  it('answers a head too large, and a method it cannot parse, with the status it means and every security header', async () => {
    const log: LogLines = [];
    const server = await serve({ fetch: () => new Response('page') }, log);
    for (const [sent, status] of [
      [{ path: '/loanDetails?token=secret', headers: { cookie: `jar=${'c'.repeat(80 * 1024)}` } }, 431],
      [{ method: 'FOO', path: '/loanDetails?token=secret' }, 400],
    ] as const) {
      const response = await send(server.url, sent);
      expect(response.statusCode).toBe(status);
      for (const name of SECURITY) expect(response.headers[name], `${status}: ${name}`).toBeTruthy();
      expect(response.headers['cache-control']).toBe('no-store');
      await text(response);
    }
    expect(log).toEqual([]);
  });

  it('sends its own 500 with every security header', async () => {
    const server = await serve({ fetch: () => Promise.reject(new Error('no')) });
    const response = await send(server.url, { path: '/loanDetails' });
    expect(response.statusCode).toBe(500);
    for (const name of SECURITY) expect(response.headers[name], name).toBeTruthy();
    await text(response);
  });

  it('answers 503 at once past its requests in flight (nginx serves the static page), with every header, and logs each without the query', async () => {
    const log: LogLines = [];
    const release: (() => void)[] = [];
    const server = await serve(
      { fetch: () => new Promise<Response>((done) => release.push(() => done(new Response('page')))) },
      log,
      2,
    );
    const held = [
      send(server.url, { path: '/loanDetails?token=a' }),
      send(server.url, { path: '/loanDetails?token=b' }),
    ];
    await expect.poll(() => release.length).toBe(2);
    const turned = await Promise.all([
      send(server.url, { path: '/repay?token=secret' }),
      send(server.url, { path: '/repay?token=secret' }),
    ]);
    for (const response of turned) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      for (const name of SECURITY) expect(response.headers[name], name).toBeTruthy();
      await text(response);
    }
    await expect.poll(() => parsed(log).filter((line) => line.outcome === 'busy')).toHaveLength(2);
    for (const line of parsed(log).filter((line) => line.outcome === 'busy'))
      expect(line).toMatchObject({ level: 'warn', status: 503, route: 'unknown' });
    expect(log.join('\n')).not.toContain('secret');
    for (const done of release.splice(0)) done();
    for (const response of await Promise.all(held)) expect(await text(response)).toBe('page');
    const after = send(server.url, { path: '/loanDetails' });
    await expect.poll(() => release.length).toBe(1);
    release[0]!();
    expect((await after).statusCode).toBe(200);
  });

  it('takes a Host whose port is over 65535 for no host at all, with no stack logged', async () => {
    expect(requestUrl({ url: '/x', headers: { host: 'app.example:99999' } }).href).toBe('http://localhost/x');
    expect(requestUrl({ url: '/x', headers: { host: 'app.example:65535' } }).href).toBe('http://app.example:65535/x');
    const log: LogLines = [];
    let seen = '';
    const server = await serve(
      {
        fetch(request) {
          seen = request.url;
          return new Response('page');
        },
      },
      log,
    );
    const response = await send(server.url, { path: '/loanDetails', headers: { host: 'app.example:99999' } });
    expect(response.statusCode).toBe(200);
    await text(response);
    expect(seen).toBe('http://localhost/loanDetails');
    await expect.poll(() => parsed(log)).toEqual([expect.objectContaining({ outcome: 'rendered', status: 200 })]);
    expect(parsed(log)[0]!.error).toBeUndefined();
  });
});

describe('shedding load (issue 41)', () => {
  /** The shed counter's value for a reason, read from /metrics. */
  const shedCount = async (url: string, reason: string) =>
    Number(
      new RegExp(`^${METRICS_PREFIX}shed_total\\{reason="${reason}"\\} (\\d+)$`, 'm').exec(
        await (await fetch(`${url}${PROBES.metrics}`)).text(),
      )?.[1],
    );

  it('turns away the requests of a burst past its requests in flight before it starts rendering any of them', async () => {
    const order: string[] = [];
    const gateway: (() => void)[] = [];
    const server = await serve(
      {
        fetch() {
          order.push('render');
          // Waiting on a gateway that has not answered: in flight until it does.
          return new Promise<Response>((done) => gateway.push(() => done(new Response('page'))));
        },
      },
      [],
      3,
    );
    server.server.on('request', (_req, res) => order.push(res.headersSent ? String(res.statusCode) : 'taken'));
    const burst = await sendTogether(
      server,
      Array.from({ length: 5 }, (_, n) => `/loanDetails?token=secret${n}`),
    );
    await expect.poll(() => burst.received().filter((answer) => statusOf(answer) === 503)).toHaveLength(2);
    // Every request read with the first was taken on or turned away before any render began: the 503s waited for none
    // (each render's own work before it waits on the gateway ran first, in turn, and the 503s after all of it).
    expect(order.slice(0, 5).sort()).toEqual(['503', '503', 'taken', 'taken', 'taken']);
    expect(order.slice(5)).toEqual(['render', 'render', 'render']);
    expect(await shedCount(server.url, 'in-flight')).toBe(2);
    expect(
      burst.received().filter((answer) => answer === ''),
      'the three taken still wait on the gateway',
    ).toHaveLength(3);
    for (const done of gateway.splice(0)) done();
    await expect.poll(() => burst.received().filter((answer) => statusOf(answer) === 200)).toHaveLength(3);
  });

  it('turns every page request away at once while the event loop is later than its limit, the probes aside', async () => {
    let delayMs = 0;
    let rendered = 0;
    const { server, lines } = await serveLogged(
      {
        fetch() {
          rendered += 1;
          return page({ render: 1, gateway: 0, route: 'loanDetails' });
        },
      },
      { loopDelay: { ms: () => delayMs, stop: () => undefined } },
    );
    expect((await fetch(`${server.url}/loanDetails`)).status).toBe(200);
    delayMs = MAX_EVENT_LOOP_DELAY_MS + 1;
    const turned = await fetch(`${server.url}/loanDetails?token=secret`);
    expect(turned.status).toBe(503);
    expect(turned.headers.get('retry-after')).toBe('1');
    await turned.text();
    expect(rendered, 'no render for it').toBe(1);
    expect((await fetch(`${server.url}${PROBES.health}`)).status).toBe(200);
    const metrics = await (await fetch(`${server.url}${PROBES.metrics}`)).text();
    expect(metrics).toContain(`${METRICS_PREFIX}event_loop_delay_seconds ${(MAX_EVENT_LOOP_DELAY_MS + 1) / 1000}`);
    expect(metrics).toContain(`${METRICS_PREFIX}event_loop_delay_limit_seconds ${MAX_EVENT_LOOP_DELAY_MS / 1000}`);
    expect(await shedCount(server.url, 'event-loop')).toBe(1);
    expect(await shedCount(server.url, 'in-flight')).toBe(0);
    await expect
      .poll(() => lines().filter((line) => line.outcome === 'busy'))
      .toEqual([expect.objectContaining({ level: 'warn', status: 503, shed: 'event-loop', route: 'unknown' })]);
    delayMs = MAX_EVENT_LOOP_DELAY_MS;
    expect((await fetch(`${server.url}/loanDetails`)).status, 'at the limit: taken on').toBe(200);
    expect(rendered).toBe(2);
  });

  it('turns away at once a request that waited unread longer than the limit since nginx sent it (X-Request-Start), never for a clock ahead of ours', async () => {
    let rendered = 0;
    const { server, lines } = await serveLogged({
      fetch() {
        rendered += 1;
        return page({ render: 1, gateway: 0, route: 'loanDetails' });
      },
    });
    const sentAgo = (ms: number) => ({ [REQUEST_START_HEADER]: `t=${((Date.now() - ms) / 1000).toFixed(3)}` });
    const late = await fetch(`${server.url}/loanDetails`, { headers: sentAgo(MAX_QUEUE_MS + 200) });
    expect(late.status).toBe(503);
    await late.text();
    expect(rendered).toBe(0);
    for (const headers of [sentAgo(5), sentAgo(-60_000), { [REQUEST_START_HEADER]: 'soon' }])
      expect((await fetch(`${server.url}/loanDetails`, { headers })).status, JSON.stringify(headers)).toBe(200);
    expect(rendered).toBe(3);
    expect(await shedCount(server.url, 'queue')).toBe(1);
    const metrics = await (await fetch(`${server.url}${PROBES.metrics}`)).text();
    expect(metrics, 'every wait measured').toContain(`${METRICS_PREFIX}queue_seconds_count 4`);
    expect(metrics).toContain(`${METRICS_PREFIX}queue_limit_seconds ${MAX_QUEUE_MS / 1000}`);
    await expect
      .poll(() => lines().filter((line) => line.outcome === 'busy'))
      .toEqual([expect.objectContaining({ status: 503, shed: 'queue' })]);
  });

  it('turns away a request taken on whose render could not start within the limit, behind the renders taken before it', async () => {
    const order: string[] = [];
    const { server } = await serveLogged(
      {
        fetch(request) {
          order.push(new URL(request.url).searchParams.get('n')!);
          // Each render's work before it waits: 120 ms of the processor's here (about 5 ms for the real entry).
          const until = performance.now() + 120;
          while (performance.now() < until);
          return page({ render: 120, gateway: 0, route: 'loanDetails' });
        },
      },
      { maxQueueMs: 200 },
    );
    const burst = await sendTogether(
      server,
      Array.from({ length: 6 }, (_, n) => `/loanDetails?n=${n}`),
    );
    await expect.poll(() => burst.received().filter((answer) => statusOf(answer) !== 0)).toHaveLength(6);
    const statuses = burst.received().map(statusOf);
    // The first starts at once; the third waits at least 240 ms (two renders) and the limit here is 200: those after
    // the first two (the second on a machine busy enough) are the static page, their renders never started.
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(2)).toEqual([503, 503, 503, 503]);
    expect(order).toEqual(statuses.flatMap((status, n) => (status === 200 ? [String(n)] : [])));
  });

  it('sheds after a stall of its own event loop, as measured (a busy loop here)', async () => {
    const { server } = await serveLogged(
      { fetch: () => page({ render: 1, gateway: 0, route: 'loanDetails' }) },
      // The server's own sampler, its windows longer than the production's 50 ms so that the sample after the stall
      // outlasts the request's way in on a busy machine; a stall four times the limit leaves no doubt about it.
      { loopDelay: sampleEventLoopDelay({ everyMs: 300 }), maxEventLoopDelayMs: 250 },
    );
    const until = performance.now() + 1_000;
    while (performance.now() < until);
    const turned = await fetch(`${server.url}/loanDetails`);
    expect(turned.status).toBe(503);
    await turned.text();
    const metrics = await (await fetch(`${server.url}${PROBES.metrics}`)).text();
    expect(
      Number(new RegExp(`^${METRICS_PREFIX}event_loop_delay_seconds (\\S+)$`, 'm').exec(metrics)?.[1]),
    ).toBeGreaterThan(0.25);
  });
});

describe('stopping', () => {
  it('takes no new request but lets the one in flight finish', async () => {
    let release: () => void = () => {};
    const server = await serve({
      fetch: () => new Promise<Response>((resolve) => (release = () => resolve(new Response('finished')))),
    });
    const inFlight = send(server.url, { path: '/loanDetails' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = server.close(5_000);
    await expect(send(server.url)).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect(await text(await inFlight)).toBe('finished');
    await closed;
  });
});
