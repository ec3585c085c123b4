// @vitest-environment node
/**
 * The Node adapter of the server renderer (renderer/server/node.ts): a node:http request reaches the
 * entry as the Fetch Request the borrower's browser made (behind nginx), the entry's Response goes
 * back as it streams, a failure is a 500 logged without the address's query, and a stop lets the
 * requests in flight finish. Its probes (issue 32) are in nodeProbes.test.ts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { requestUrl } from '../../renderer/server/node/fetchBridge.ts';
import { RENDER_NODE_FLAGS } from '../../renderer/server/node/limits.ts';
import { loadEntry, type RenderEntry } from '../../renderer/server/node/renderEntry.ts';
import { startRenderServer, type RenderServer } from '../../renderer/server/node/renderServer.ts';
import { loggable, requestLogger, withoutQuery } from '../../renderer/server/observability.ts';

const running: RenderServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close(0)));
});

/** The adapter's request lines (JSON, as on stdout), each as it was written. */
type LogLines = string[];

async function serve(entry: RenderEntry, log: LogLines = [], maxInFlight?: number): Promise<RenderServer> {
  const server = await startRenderServer({
    entry,
    env: { GATEWAY_URL: 'http://gateway.internal:8080' },
    logger: requestLogger({ write: (line: string) => void log.push(line) }),
    ...(maxInFlight ? { maxInFlight } : {}),
  });
  running.push(server);
  return server;
}

const parsed = (log: LogLines) => log.map((line) => JSON.parse(line) as Record<string, unknown>);

interface Sent {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request by node:http (as nginx sends it), the response's head as soon as it arrives. */
function send(url: string, { method = 'GET', path = '/', headers = {}, body }: Sent = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method, headers }, resolve);
    req.on('error', reject);
    req.end(body);
  });
}

async function text(response: IncomingMessage): Promise<string> {
  let all = '';
  response.setEncoding('utf8');
  for await (const chunk of response) all += chunk as string;
  return all;
}

describe('the request the entry gets', () => {
  it('is the address the borrower asked for, behind nginx: scheme and host from X-Forwarded-*, path and query kept', async () => {
    let seen: Request | undefined;
    let body = '';
    const server = await serve({
      async fetch(request) {
        seen = request;
        body = await request.text();
        return new Response('ok');
      },
    });
    const response = await send(server.url, {
      method: 'POST',
      path: '/loanDetails?productId=3&orderId=10174&token=t-1',
      headers: {
        host: '127.0.0.1',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'pay.kilat.example',
        'accept-language': 'id',
        connection: 'keep-alive',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'a=1&b=2',
    });
    expect(await text(response)).toBe('ok');
    expect(seen!.url).toBe('https://pay.kilat.example/loanDetails?productId=3&orderId=10174&token=t-1');
    expect(seen!.method).toBe('POST');
    expect(seen!.headers.get('accept-language')).toBe('id');
    expect(seen!.headers.get('connection')).toBeNull();
    expect(body).toBe('a=1&b=2');
  });

  it('takes the Host when nginx sent no X-Forwarded-Host, and refuses a Host that would reshape the address', () => {
    expect(requestUrl({ url: '/x?y=1', headers: { host: 'localhost:4180' } }).href).toBe('http://localhost:4180/x?y=1');
    expect(requestUrl({ url: '/x', headers: { host: 'evil.example/@other', 'x-forwarded-proto': 'ftp' } }).href).toBe(
      'http://localhost/x',
    );
    expect(requestUrl({ url: 'http://proxy.example/a?b=1', headers: { host: 'app.example' } }).href).toBe(
      'http://app.example/a?b=1',
    );
    expect(
      requestUrl({
        url: '/',
        headers: { 'x-forwarded-host': 'a.example, b.example', 'x-forwarded-proto': 'https,http' },
      }).href,
    ).toBe('https://a.example/');
  });

  it('is given the environment: where the server reaches the gateway', async () => {
    let env: unknown;
    const server = await serve({
      fetch(_request, given) {
        env = given;
        return new Response('');
      },
    });
    await text(await send(server.url));
    expect(env).toEqual({ GATEWAY_URL: 'http://gateway.internal:8080' });
  });
});

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

describe('the response the borrower gets', () => {
  it('keeps the status and every header, each cookie on its own line, and drops hop-by-hop ones', async () => {
    const server = await serve({
      fetch() {
        const headers = new Headers({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'private, no-store',
          'content-security-policy': "script-src 'self' 'nonce-abc'",
          connection: 'close',
        });
        headers.append('set-cookie', 'a=1');
        headers.append('set-cookie', 'b=2');
        return new Response('<p>not here</p>', { status: 404, headers });
      },
    });
    const response = await send(server.url, { path: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toBe("script-src 'self' 'nonce-abc'");
    expect(response.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(await text(response)).toBe('<p>not here</p>');
  });

  it('streams: the first part of the page leaves before the render has finished', async () => {
    let finish: () => void = () => {};
    const server = await serve({
      fetch() {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode('<h1>Loan details</h1>'));
            finish = () => {
              controller.enqueue(encoder.encode('<p>Order number</p>'));
              controller.close();
            };
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/html' } });
      },
    });
    const response = await send(server.url, { path: '/loanDetails' });
    response.setEncoding('utf8');
    const [firstChunk] = (await once(response, 'data')) as [string];
    expect(firstChunk).toBe('<h1>Loan details</h1>');
    finish();
    expect(await text(response)).toBe('<p>Order number</p>');
  });

  it('sends no body to a HEAD request', async () => {
    const server = await serve({ fetch: () => new Response('<html>', { headers: { 'content-type': 'text/html' } }) });
    const response = await send(server.url, { method: 'HEAD' });
    expect(response.statusCode).toBe(200);
    expect(await text(response)).toBe('');
  });
});

describe('when the entry fails', () => {
  it('answers 500 (nginx then serves the static page) and logs the failure, never the query with its token', async () => {
    const log: LogLines = [];
    const server = await serve(
      {
        fetch(request) {
          throw new Error(`cannot render ${request.url}`);
        },
      },
      log,
    );
    const response = await send(server.url, { path: '/loanDetails?token=secret-token&session=secret-session' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['cache-control']).toBe('no-store');
    await text(response);
    await expect.poll(() => log).toHaveLength(1);
    expect(parsed(log)[0]).toMatchObject({
      level: 'error',
      method: 'GET',
      status: 500,
      outcome: 'error',
      error: expect.stringMatching(/cannot render http:\/\/[^/]+\/loanDetails\?…/),
    });
    expect(log[0]).not.toMatch(/secret|token=/);
  });

  it('cuts the connection when the body fails half-way, so nobody takes half a page for a whole one', async () => {
    const log: LogLines = [];
    const server = await serve(
      {
        fetch() {
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('<h1>half'));
              setTimeout(() => controller.error(new Error('gateway reply lost')), 10);
            },
          });
          return new Response(body);
        },
      },
      log,
    );
    const response = await send(server.url, { path: '/loanDetails?token=abc' });
    await expect(text(response)).rejects.toThrow(/aborted/);
    await expect
      .poll(() => parsed(log))
      .toEqual([
        expect.objectContaining({
          outcome: 'error',
          status: 200,
          error: expect.stringContaining('gateway reply lost'),
        }),
      ]);
    expect(log.join('\n')).not.toContain('token=abc');
  });

  it('stops the render when the borrower (or nginx) goes away, and logs it as abandoned', async () => {
    let signal: AbortSignal | undefined;
    const log: LogLines = [];
    const server = await serve(
      {
        fetch(request) {
          signal = request.signal;
          return new Promise<Response>((resolve) =>
            request.signal.addEventListener('abort', () => resolve(new Response(''))),
          );
        },
      },
      log,
    );
    const req = httpRequest(`${server.url}/loanDetails`);
    req.on('error', () => {});
    req.end();
    await expect.poll(() => signal).toBeDefined();
    req.destroy();
    await expect.poll(() => signal!.aborted).toBe(true);
    await expect.poll(() => parsed(log)).toEqual([expect.objectContaining({ level: 'warn', outcome: 'aborted' })]);
  });

  it('logs what a client sent escaped: no line break, separator or control character reaches the log as it is', () => {
    expect(loggable('/loan\ndetails\r\u2028\u001b[31m')).toBe('/loan%0Adetails%0D%E2%80%A8%1B[31m');
    expect(loggable('/plain/path-1')).toBe('/plain/path-1');
    expect(loggable('/a\ud800b')).toBe('/a%EF%BF%BDb');
  });

  it('cuts any query out of a logged message', () => {
    expect(withoutQuery('fetch http://gw/v3/loan-details?token=t&session=s failed (at /x?y)')).toBe(
      'fetch http://gw/v3/loan-details?… failed (at /x?…)',
    );
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

describe('the entry and the command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'render-entry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads a module worker and refuses a module that is none', async () => {
    writeFileSync(join(dir, 'good.mjs'), 'export default { fetch: () => new Response("hi") };\n');
    writeFileSync(join(dir, 'bad.mjs'), 'export const fetch = () => null;\n');
    const entry = await loadEntry(join(dir, 'good.mjs'));
    expect(await (await entry.fetch(new Request('http://x/'))).text()).toBe('hi');
    await expect(loadEntry(join(dir, 'bad.mjs'))).rejects.toThrow(/default export has fetch\(request, env\)/);
  });

  it('runs from the command line with PORT and GATEWAY_URL, says where it listens, and stops on SIGTERM', async () => {
    writeFileSync(
      join(dir, 'entry.mjs'),
      'export default { fetch: (request, env) => new Response(env.GATEWAY_URL + " " + new URL(request.url).pathname) };\n',
    );
    const refused = spawn(
      process.execPath,
      ['--import', 'tsx', 'renderer/server/node/command.ts', join(dir, 'entry.mjs')],
      { cwd: ROOT, env: { ...process.env, GATEWAY_URL: '', PORT: '0' } },
    );
    let refusal = '';
    refused.stderr.on('data', (chunk: Buffer) => (refusal += chunk.toString()));
    const [refusedCode] = (await once(refused, 'exit')) as [number];
    expect(refusedCode).toBe(1);
    expect(refusal).toContain('GATEWAY_URL: expected the http(s) address');

    const child = spawn(
      process.execPath,
      [...RENDER_NODE_FLAGS, '--import', 'tsx', 'renderer/server/node/command.ts', join(dir, 'entry.mjs')],
      { cwd: ROOT, env: { ...process.env, GATEWAY_URL: 'http://127.0.0.1:9/', PORT: '0' } },
    );
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await expect.poll(() => out, { timeout: 15_000 }).toMatch(/render: listening on (http:\/\/\S+)/);
    const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
    expect(Number(/heap limit (\d+) MB/.exec(out)?.[1]), 'started as the README says: its heap bounded').toBeLessThan(
      256,
    );
    expect(errors).toBe('');
    expect(await (await fetch(`${url}/loanDetails?token=x`)).text()).toBe('http://127.0.0.1:9/ /loanDetails');
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
  }, 30_000);

  it('says how to bound its memory when Node was started without a heap limit, and refuses a bad RENDER_MAX_IN_FLIGHT', async () => {
    writeFileSync(join(dir, 'entry.mjs'), 'export default { fetch: () => new Response("ok") };\n');
    const refused = spawn(
      process.execPath,
      ['--import', 'tsx', 'renderer/server/node/command.ts', join(dir, 'entry.mjs')],
      {
        cwd: ROOT,
        env: { ...process.env, GATEWAY_URL: 'http://127.0.0.1:9/', PORT: '0', RENDER_MAX_IN_FLIGHT: 'lots' },
      },
    );
    let refusal = '';
    refused.stderr.on('data', (chunk: Buffer) => (refusal += chunk.toString()));
    expect(((await once(refused, 'exit')) as [number])[0]).toBe(1);
    expect(refusal).toContain('RENDER_MAX_IN_FLIGHT=lots: expected a whole number');

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'renderer/server/node/command.ts', join(dir, 'entry.mjs')],
      { cwd: ROOT, env: { ...process.env, GATEWAY_URL: 'http://127.0.0.1:9/', PORT: '0', NODE_OPTIONS: '' } },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await expect.poll(() => errors, { timeout: 15_000 }).toContain(`start Node with ${RENDER_NODE_FLAGS.join(' ')}`);
    child.kill('SIGTERM');
    await once(child, 'exit');
  }, 30_000);
});
