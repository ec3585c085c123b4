// @vitest-environment node
/**
 * The server renderer (renderer/server/handler.ts, issue 24) as a Fetch-API function: the page's
 * HTML with its data, its headers, and the client-rendered shell whenever the gateway is late,
 * down or answers badly, or the render throws; two visits rendered at once share nothing; and what
 * the page says about itself (issue 32). Who it renders for (issue 31): serverHandlerBorrower.test.ts.
 */
import { pages } from 'virtual:pages';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { createRenderer } from '../../renderer/server/handler.ts';
import { readServerTiming } from '../../renderer/server/protocol.ts';
import { loanDetailsReply } from '../../demo/gateway/handlers.ts';
import { v3 } from '../../demo/gateway/reply.ts';
import { borrowerState } from '../../demo/gateway/state.ts';
import { SCREENS, routesWithoutScreen } from '../fixtures/screens.ts';
import {
  GATEWAY_URL,
  LOAN,
  LOAN_PAGE,
  ORIGIN,
  build,
  gateway,
  get,
  headers,
  isShell,
  rootText,
  seen,
  serveDemoGateway,
  state,
} from './serverHandlerHarness.ts';

serveDemoGateway();

describe('the server renderer', () => {
  it('sends loan details with its title, its rows and the status banner, its picture preloaded, its script and chunks loaded after the first paint', async () => {
    const response = await get(`${LOAN_PAGE}&token=tok-a&userId=7`);
    const html = await response.text();
    expect(response.status).toBe(200);
    const text = rootText(html);
    expect(text).toContain('Loan details');
    expect(text).toContain('Repayment due');
    expect(text).toMatch(/Order number 10174/);
    expect(text).toMatch(/Loan amount ₹ 10,000\.00/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" href="\/brands\/kilat\/banner-174\.svg"/);
    expect(head).toContain('<title>Pinjam Mudah</title>');
    // Nothing in <head> fetches script: the loader at the end of <body> does, once the screen is painted.
    expect(head).not.toMatch(/<script\b|modulepreload/);
    const loader = /<script nonce="[^"]+">(\(function\(d,w,[\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
    for (const chunk of [
      '/assets/index-abc.js',
      '/assets/adoptServerState-5.js',
      '/assets/loanDetails-1.js',
      '/assets/statusBanner-2.js',
      '/assets/en-3.js',
      '/assets/en-4.js',
    ])
      expect(loader).toContain(`"${chunk}"`);
    // The server asked the gateway where GATEWAY_URL says, saying it is the server.
    expect(seen).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/^http:\/\/gateway\.internal\/gateway\/v3\/loan-details\/loan-details/),
        server: 'server',
      }),
    ]);
    expect(readServerTiming(response.headers.get('server-timing'))).toMatchObject({
      route: 'loanDetails',
      gateway: expect.any(Number),
    });
    expect(readServerTiming(response.headers.get('server-timing')).fallback).toBeUndefined();
  });

  it("streams the page: the rows leave in a chunk before the data and the loader, and the whole is the page's markup", async () => {
    const response = await get(LOAN);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      chunks.push(decoder.decode(chunk.value, { stream: true }));
    const rows = chunks.findIndex((chunk) => chunk.includes('Order number'));
    const data = chunks.findIndex((chunk) => chunk.includes('id="loan-pages-state"'));
    expect(rows, 'the rows in a chunk of their own').toBeGreaterThanOrEqual(0);
    expect(rows, 'the rows before the data script').toBeLessThan(data);
    const html = chunks.join('');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(rootText(html)).toMatch(/Order number 10174/);
  });

  it('a visitor who leaves mid-page cancels the render stream, and the next page is whole', async () => {
    const renderer = createRenderer(build());
    const response = await get(LOAN, { GATEWAY_URL }, renderer);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(rootText(await (await get(LOAN, { GATEWAY_URL }, renderer)).text())).toMatch(/Order number 10174/);
  });

  it('serializes the data cache as non-executable JSON with < escaped, for the client to hydrate', async () => {
    gateway.use(
      http.post('*/gateway/v3/loan-details/loan-details', () => {
        const order = borrowerState(state, {}).orders.get('10174')!;
        return v3({ ...loanDetailsReply(order, 'in', false), noticeStatusText: '</script><script>alert(1)</script>' });
      }),
    );
    const html = await (await get(LOAN)).text();
    const script = /<script type="application\/json" id="loan-pages-state" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain('<');
    expect(html).not.toContain('<script>alert(1)');
    // Server text is text: the banner shows it escaped.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const served = JSON.parse(script![1]!) as {
      language: string;
      queries: { queries: { queryKey: unknown[]; state: { data: { noticeStatusText: string } } }[] };
    };
    expect(served.language).toBe('en');
    expect(served.queries.queries[0]!.state.data.noticeStatusText).toBe('</script><script>alert(1)</script>');
  });

  it('sends the HTML headers: never cached, a CSP with a nonce on every inline tag and no unsafe-inline, and Server-Timing', async () => {
    const response = await get(LOAN);
    const html = await response.text();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Every security header nginx sends for HTML, as the production policy has it.
    for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'])
      expect(response.headers.get(name)).toBe(headers[name]);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = response.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toMatch(new RegExp(`script-src 'self' 'nonce-${nonce.replace(/[+/=]/g, '\\$&')}'`));
    expect(csp).toMatch(/style-src [^;]*'nonce-/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const inline = [...html.matchAll(/<(style|script)\b([^>]*)>/g)].filter(
      ([, tag, attrs]) => tag === 'style' || !/\ssrc=/.test(attrs!),
    );
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const [tag] of inline) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('server-timing')).toMatch(
      /^render;dur=[\d.]+, gateway;dur=[\d.]+, route;desc="loanDetails", request;desc="[0-9a-f]{32}"$/,
    );
    // Each response its own nonce.
    const again = (await get(LOAN)).headers.get('content-security-policy');
    expect(again).not.toBe(csp);
  });

  it('sends the client-rendered page when the gateway is over the budget, without waiting longer', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    gateway.use(
      http.post(
        '*/gateway/v3/loan-details/loan-details',
        async () => (await held, HttpResponse.json({ code: '0', data: {} })),
      ),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const pending = get(LOAN, { GATEWAY_URL, RENDER_BUDGET_MS: '300' }).then(
      (response) => ((settled = true), response),
    );
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    release();
    expect(response.status).toBe(200);
    expect(isShell(await response.text())).toBe(true);
    // The fallback keeps the headers, with the static policy (no nonce: it has no inline code of the server's).
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toBe(headers['Content-Security-Policy']);
    expect(readServerTiming(response.headers.get('server-timing'))).toMatchObject({
      route: 'loanDetails',
      fallback: 'budget',
    });
  });

  it('sends the client-rendered page when the gateway is down or answers badly, and says so', async () => {
    const fellBack = async () => {
      const response = await get(LOAN);
      expect(readServerTiming(response.headers.get('server-timing')).fallback).toBe('gateway');
      return isShell(await response.text());
    };
    gateway.use(http.post('*/gateway/v3/loan-details/loan-details', () => HttpResponse.error()));
    expect(await fellBack()).toBe(true);
    gateway.resetHandlers(
      http.post('*/gateway/v3/loan-details/loan-details', () =>
        HttpResponse.json({ code: '0', data: { orderStatus: 'not a number' } }),
      ),
    );
    expect(await fellBack()).toBe(true);
    gateway.resetHandlers(
      http.post(
        '*/gateway/v3/loan-details/loan-details',
        () => new HttpResponse('<html>bad gateway</html>', { status: 502 }),
      ),
    );
    expect(await fellBack()).toBe(true);
  });

  it('sends the client-rendered page when the render throws, and logs no query (the token is in it)', async () => {
    const broken = async () => {
      const module = (await pages.loanDetails!()) as PageModule;
      return { ...module, page: { ...module.page, body: 42 as never } };
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const renderer = createRenderer(build({ pages: { ...pages, loanDetails: broken } }));
    const response = await get(`${LOAN_PAGE}&token=secret-token-123`, { GATEWAY_URL }, renderer);
    expect(response.status).toBe(200);
    expect(isShell(await response.text())).toBe(true);
    expect(readServerTiming(response.headers.get('server-timing'))).toMatchObject({
      route: 'loanDetails',
      fallback: 'render',
    });
    const logged = errors.mock.calls.flat().map(String).join('\n');
    expect(logged).not.toContain('secret-token-123');
    expect(logged).not.toContain('orderId');
  });

  it('renders every screen in both markets where there is no window: none falls back to the client-rendered page, no href holds the launch', async () => {
    // A block that reads window or document while rendering throws here, and the borrower got the shell: /Loan and
    // /Policy did (the frame block read window.location).
    expect(routesWithoutScreen()).toEqual([]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const renderer = createRenderer(build());
    const secrets = {
      token: 'tok-every-screen',
      session: 'ses-every-screen',
      userId: 'user-every-screen',
      deviceId: 'dev-every-screen',
      gid: 'gid-every-screen',
      deviceName: 'Priya-Galaxy',
    };
    const hrefs = new Set<string>();
    const visits = SCREENS.flatMap(([name, path, query]) =>
      (['in', 'id'] as const).map(async (market) => {
        const search = new URLSearchParams({ ...query, ...secrets, ...(market === 'id' ? { languageType: '1' } : {}) });
        const html = await (await get(`${path}?${search}`, { GATEWAY_URL }, renderer)).text();
        for (const [, href] of html.matchAll(/\shref="([^"]*)"/g)) hrefs.add(href!);
        return isShell(html) ? `${name} (${market})` : undefined;
      }),
    );
    const fellBack = (await Promise.all(visits)).filter(Boolean);
    if (fellBack.length) console.info(errors.mock.calls.map((call) => call.join(' ')).join('\n'));
    expect(fellBack).toEqual([]);
    // The links the server writes (issue 33: a tap goes before the script) carry nothing of who the borrower is.
    expect(
      [...hrefs].filter((href) =>
        Object.entries(secrets).some(([key, value]) => href.includes(value) || href.includes(`${key}=`)),
      ),
    ).toEqual([]);
    expect(hrefs).toContain('/repayChoose?productId=3&amp;orderId=10174');
  }, 60_000);

  it("writes loan details' Repay as a real link, still a button by role, and Delay repayment as a link, to the app's screens with the order's query alone", async () => {
    const html = await (await get(`${LOAN_PAGE}&token=tok-a&userId=7&languageType=1`)).text();
    expect(html).toMatch(
      /<a href="\/repayChoose\?productId=3&amp;orderId=10174" role="button" class="[^"]+">Bayar<\/a>/,
    );
    expect(html).toMatch(/<a href="\/repayDelay\?productId=3&amp;orderId=10174" class="[^"]+">Perpanjangan<\/a>/);
  });

  it("keeps Repay a button that needs the script where it goes to a trusted page with the borrower's token (the order's h5Url)", async () => {
    const html = await (await get('/loanDetails?productId=4&orderId=10180&token=tok-a')).text();
    expect(html).toMatch(/<button type="button" class="[^"]+">Repay<\/button>/);
    expect(html).not.toContain('href="https://pay.kilatdana.example');
  });

  it('renders the not-found page for a path with a line break or a Unicode separator, and logs nothing of it', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const path of ['/loan%0Adetails', '/loan%0D%0Adetails', '/a%E2%80%A8b', '/a%E2%80%A9b']) {
      const html = await (await get(`${path}?token=secret-line-token`)).text();
      expect(isShell(html), path).toBe(false);
      expect(rootText(html), path).toContain('This page does not exist.');
    }
    const logged = [...warned.mock.calls, ...errors.mock.calls].flat().map(String).join('\n');
    expect(logged).not.toContain('secret-line-token');
    expect(logged).not.toContain('No routes matched');
  });

  it('renders a screen whose data needs state or a tap as its shell, with no gateway call', async () => {
    // The payment method's options follow the method the borrower picks (page state).
    const html = await (await get('/individual?productId=3&orderId=10174')).text();
    expect(isShell(html)).toBe(false);
    expect(html).toContain('id="loan-pages-state"');
    expect(html).toMatch(/role="progressbar"/);
    expect(seen).toEqual([]);
  });

  it('renders two visits at once without sharing anything: each its own language, data and nonce', async () => {
    const renderer = createRenderer(build());
    const [english, indonesian] = await Promise.all([
      get(`${LOAN_PAGE}&token=borrower-a-token-0001`, { GATEWAY_URL }, renderer),
      get(
        `/loanDetails?productId=3&orderId=10174&token=borrower-b-token-0002&languageType=1`,
        { GATEWAY_URL },
        renderer,
      ),
    ]);
    const [a, b] = [await english.text(), await indonesian.text()];
    expect(rootText(a)).toContain('Order number');
    expect(rootText(b)).not.toContain('Order number');
    expect(rootText(b)).toMatch(/Rp/);
    expect(rootText(a)).not.toMatch(/Rp/);
    expect(a).toContain('"language":"en"');
    expect(b).toContain('"language":"id"');
    expect(a).toContain('<html lang="en">');
    expect(b).toContain('<html lang="id">');
    expect(english.headers.get('content-security-policy')).not.toBe(indonesian.headers.get('content-security-policy'));
    // Each request carried its own borrower's token only.
    const tokens = seen.map(({ url }) => new URL(url).searchParams.get('token')).sort();
    expect(tokens).toEqual(['borrower-a-token-0001', 'borrower-b-token-0002']);
  });
});

describe('what the page says about itself (issue 32)', () => {
  it("says its route, request id and release in Server-Timing, and passes the request id with each of the server's gateway calls", async () => {
    const id = '4f1c0d5e9a7b4c3d8e2f1a0b9c8d7e6f';
    const renderer = createRenderer(build({ release: 'v2.14.0-rc.1' }));
    const response = await renderer.fetch(new Request(`${ORIGIN}${LOAN}`, { headers: { 'x-request-id': id } }), {
      GATEWAY_URL,
    });
    expect(rootText(await response.text())).toContain('Order number');
    expect(response.headers.get('server-timing')).toMatch(
      new RegExp(
        `^render;dur=[\\d.]+, gateway;dur=[\\d.]+, route;desc="loanDetails", request;desc="${id}", release;desc="v2\\.14\\.0-rc\\.1"$`,
      ),
    );
    expect(seen.map(({ requestId }) => requestId)).toEqual([id]);
  });

  it('makes a request id of its own when the request came with none, or with one that is not an id, and the gateway gets that', async () => {
    for (const given of [undefined, 'not an id', '<script>', 'x'.repeat(200)]) {
      seen.length = 0;
      const response = await createRenderer(build()).fetch(
        new Request(`${ORIGIN}${LOAN}`, { headers: given ? { 'x-request-id': given } : {} }),
        { GATEWAY_URL },
      );
      const { request } = readServerTiming(response.headers.get('server-timing'));
      expect(request, String(given)).toMatch(/^[0-9a-f]{32}$/);
      expect(seen.map(({ requestId }) => requestId)).toEqual([request]);
    }
  });

  it('names the not-found page notFound', async () => {
    const response = await get('/no/such/page?token=tok-nf');
    expect(readServerTiming(response.headers.get('server-timing'))).toMatchObject({ route: 'notFound', gateway: 0 });
  });
});
