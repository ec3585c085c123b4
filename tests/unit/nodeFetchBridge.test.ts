// @vitest-environment node
/**
 * node:http and the Fetch API, each way (renderer/server/node/fetchBridge.ts), through the adapter: a node:http
 * request reaches the entry as the Fetch Request the borrower's browser made (behind nginx), and the entry's Response
 * goes back as it streams.
 */
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { requestUrl } from '../../renderer/server/node/fetchBridge.ts';
import { closeStarted, send, serve, text } from './nodeHarness.ts';

afterEach(closeStarted);

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
