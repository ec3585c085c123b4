// @vitest-environment node
/**
 * The Node adapter's request log (issue 32, renderer/server/node/requestLog.ts): one JSON line per request that names
 * the request and never the borrower (no query, no token, no header of the client's), with the request id nginx gave
 * it, or one of its own, handed to the entry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RELEASE, closeStarted, entry, page, serveLogged } from './nodeHarness.ts';

afterEach(closeStarted);

describe('the request log', () => {
  it("is one JSON line per request: its id, route, status, outcome, times, fallback and release; never a query, a token or a header of the client's", async () => {
    const { server, lines, text } = await serveLogged(entry);
    const secrets = {
      query: 'SECRETQUERY',
      cookie: 'SECRETCOOKIE',
      auth: 'SECRETAUTH',
      token: 'SECRETHEADER',
      agent: 'SECRETAGENT',
      referer: 'SECRETREFERER',
      id: 'SECRETID',
    };
    const headers = {
      cookie: `__Host-loan-pages-launch=${secrets.cookie}`,
      authorization: `Bearer ${secrets.auth}`,
      'x-auth-token': secrets.token,
      'user-agent': `WebView ${secrets.agent}`,
      referer: `https://app.example/back?token=${secrets.referer}`,
      'x-forwarded-for': '203.0.113.77',
    };
    const query = `?productId=3&orderId=10174&token=${secrets.query}&session=${secrets.query}&phone=081234567890`;
    const nginxId = '0123456789abcdef0123456789abcdef';
    for (const [path, id] of [
      ['/loanDetails', nginxId],
      ['/repay', undefined],
      ['/boom', `not an id ${secrets.id}`],
    ] as const) {
      await (
        await fetch(`${server.url}${path}${query}`, { headers: { ...headers, ...(id ? { 'x-request-id': id } : {}) } })
      ).text();
    }
    await expect.poll(() => lines().length).toBe(3);
    const [rendered, shell, failed] = lines();
    expect(rendered).toMatchObject({
      level: 'info',
      msg: 'request',
      name: 'loan-pages-render',
      requestId: nginxId,
      method: 'GET',
      route: 'loanDetails',
      status: 200,
      outcome: 'rendered',
      renderMs: 12.5,
      gatewayMs: 40,
      release: RELEASE,
    });
    expect(rendered!.fallback).toBeUndefined();
    expect(rendered!.durationMs).toEqual(expect.any(Number));
    expect(rendered!.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(shell).toMatchObject({
      route: 'repay',
      status: 200,
      outcome: 'shell',
      fallback: 'budget',
      gatewayMs: 800,
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(failed).toMatchObject({
      level: 'error',
      route: 'unknown',
      status: 500,
      outcome: 'error',
      release: RELEASE,
      error: expect.stringContaining('could not render'),
    });
    expect(failed!.requestId, 'a malformed id is replaced').toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(lines().map((line) => line.requestId)).size, 'each request its own id').toBe(3);
    const all = text();
    for (const secret of [
      ...Object.values(secrets),
      '203.0.113.77',
      '081234567890',
      'token=',
      'orderId',
      'WebView',
      'Bearer',
    ])
      expect(all, secret).not.toContain(secret);
  });

  it("hands the entry the request id it logs: nginx's when well formed, else its own", async () => {
    const seen: (string | null)[] = [];
    const { server, lines } = await serveLogged({
      fetch(request) {
        seen.push(request.headers.get('x-request-id'));
        return page({ render: 1, gateway: 0, route: 'loanDetails' });
      },
    });
    for (const id of [
      '4f1c0d5e9a7b4c3d8e2f1a0b9c8d7e6f',
      undefined,
      'x',
      'has space in it',
      '0123456789abcdef'.repeat(5),
    ]) {
      await (await fetch(`${server.url}/loanDetails`, { headers: id ? { 'x-request-id': id } : {} })).text();
    }
    await expect.poll(() => lines().length).toBe(5);
    expect(seen[0]).toBe('4f1c0d5e9a7b4c3d8e2f1a0b9c8d7e6f');
    for (const made of seen.slice(1)) expect(made).toMatch(/^[0-9a-f]{32}$/);
    expect(lines().map((line) => line.requestId)).toEqual(seen);
  });
});
