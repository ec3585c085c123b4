// @vitest-environment node
/**
 * The Node adapter's server (renderer/server/node/renderServer.ts): what Node would answer itself (a head too large, a
 * method it cannot parse) answered with the status it means and the security headers, a request past the renders in
 * flight turned away with a 503 at once, and a stop that lets the requests in flight finish. Its probes are in
 * nodeProbes.test.ts, one request's render in nodeRenderRequest.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { requestUrl } from '../../renderer/server/node/fetchBridge.ts';
import { closeStarted, parsed, send, serve, text, type LogLines } from './nodeHarness.ts';

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
