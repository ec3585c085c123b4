// @vitest-environment node
/**
 * Who the server renderer renders for (renderer/server/handler.ts, issues 31 and 41): no borrower's data without the
 * borrower, the launch kept in a cookie only the server reads (renderer/server/launchCookie.ts) and uses only for a
 * page the app itself asks for, so a link it follows is rendered for the same borrower and a new tab, a typed address
 * or another site's link for nobody; another borrower's launch taken whole; and a public call's data asked with no
 * borrower.
 */
import { describe, expect, it, vi } from 'vitest';
import { createRenderer } from '../../renderer/server/handler.ts';
import { readServerTiming } from '../../renderer/server/protocol.ts';
import { LAUNCH_COOKIE, SESSION_END_PATH } from '../../renderer/server/launchCookie.ts';
import { PREFETCH_FRESH_S } from '../../renderer/server/headers.ts';
import { borrowerKey } from '../../renderer/runtime/launch/borrower.ts';
import {
  GATEWAY_URL,
  LOAN_PAGE,
  ORIGIN,
  build,
  get,
  isShell,
  rootText,
  seen,
  serveDemoGateway,
} from './serverHandlerHarness.ts';

serveDemoGateway();

/** The page's server state, as the browser reads it. */
function serverState(html: string): { borrower?: string; queries: { queries: unknown[] } } {
  return JSON.parse(
    /<script type="application\/json" id="loan-pages-state" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as never;
}

/** The launch cookie a response sets, as the browser would send it back ("name=value"), with its attributes. */
function launchCookieOf(response: Response): { pair: string; attributes: string[] } | undefined {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${LAUNCH_COOKIE}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split('; ');
  return { pair: pair!, attributes };
}

const ATTRIBUTES = ['Path=/', 'Secure', 'HttpOnly', 'SameSite=Strict'];

/**
 * A page's GET as a browser sends it: who started it (Sec-Fetch-Site, as Chromium says it), with a Cookie header; and
 * why, when it is asked for ahead of a tap (Sec-Purpose, as Chromium says it for a `<link rel="prefetch">`).
 */
function page(path: string, site?: string, cookie?: string, purpose?: string): Promise<Response> {
  const headers = new Headers();
  if (site) headers.set('sec-fetch-site', site);
  if (cookie) headers.set('cookie', cookie);
  if (purpose) headers.set('sec-purpose', purpose);
  return createRenderer(build()).fetch(new Request(`${ORIGIN}${path}`, { headers }), { GATEWAY_URL });
}

describe('who the server renders for (issues 31, 41)', () => {
  it("renders no borrower's data for a visit that names no borrower: the screen's shell, no gateway call, and says why", async () => {
    const response = await get(LOAN_PAGE);
    expect(readServerTiming(response.headers.get('server-timing'))).toMatchObject({
      route: 'loanDetails',
      fallback: 'no-borrower',
      gateway: 0,
    });
    const html = await response.text();
    expect(isShell(html)).toBe(false);
    expect(html).toMatch(/role="progressbar"/);
    expect(serverState(html).borrower).toBeUndefined();
    expect(serverState(html).queries.queries).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('keeps the launch in a cookie only it reads, so a page the app itself asks for without the token is rendered for the same borrower', async () => {
    const launch = await get(`${LOAN_PAGE}&token=tok-reload&languageType=1`);
    const cookie = launchCookieOf(launch)!;
    expect(cookie.attributes, 'a session cookie: no Max-Age').toEqual([
      'Path=/',
      'Secure',
      'HttpOnly',
      'SameSite=Strict',
    ]);
    expect(serverState(await launch.text()).borrower).toBe(borrowerKey({ token: 'tok-reload' }));
    seen.length = 0;

    // A link the app follows (or a reload of the page it led to): the address without the token, the cookie with it.
    const followed = await page(LOAN_PAGE, 'same-origin', `other=1; ${cookie.pair}`);
    const html = await followed.text();
    expect(rootText(html)).toMatch(/Rp/);
    expect(html).toContain('"language":"id"');
    expect(serverState(html).borrower).toBe(borrowerKey({ token: 'tok-reload' }));
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).searchParams.get('token')).toBe('tok-reload');
    expect(launchCookieOf(followed)?.attributes, 'renewed by every page rendered with it').not.toContain('Max-Age=0');
  });

  it.each([
    ['an address typed, a bookmark, a new tab, the history list or the host', 'none'],
    ['a browser that does not say', undefined],
    ["another site's link", 'cross-site'],
    ["a sibling subdomain's link", 'same-site'],
  ])('never uses the cookie for %s: the shell, no gateway call, and the cookie cleared', async (_, site) => {
    const cookie = launchCookieOf(await get(`${LOAN_PAGE}&token=tok-shared-phone`))!;
    seen.length = 0;
    const response = await page(LOAN_PAGE, site, cookie.pair);
    expect(readServerTiming(response.headers.get('server-timing')).fallback).toBe('no-borrower');
    expect(serverState(await response.text()).borrower).toBeUndefined();
    expect(seen).toEqual([]);
    expect(launchCookieOf(response)?.attributes).toContain('Max-Age=0');
  });

  it("never takes a launch from another site's link: the page is the address's borrower's, the cookie cleared, not replaced", async () => {
    const response = await page(`${LOAN_PAGE}&token=tok-attacker`, 'cross-site');
    expect(serverState(await response.text()).borrower).toBe(borrowerKey({ token: 'tok-attacker' }));
    expect(launchCookieOf(response)).toEqual({ pair: `${LAUNCH_COOKIE}=`, attributes: ['Max-Age=0', ...ATTRIBUTES] });
  });

  it('forgets a launch no page was rendered with for 15 minutes, and a deadline further than that', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
      const cookie = launchCookieOf(await get(`${LOAN_PAGE}&token=tok-idle`))!;
      vi.setSystemTime(new Date('2026-11-29T10:14:59Z'));
      const renewed = await page(LOAN_PAGE, 'same-origin', cookie.pair);
      expect(serverState(await renewed.text()).borrower).toBe(borrowerKey({ token: 'tok-idle' }));
      vi.setSystemTime(new Date('2026-11-29T10:29:58Z'));
      const stillKept = await page(LOAN_PAGE, 'same-origin', launchCookieOf(renewed)!.pair);
      expect(serverState(await stillKept.text()).borrower, 'renewed at 10:14:59').toBe(
        borrowerKey({ token: 'tok-idle' }),
      );
      vi.setSystemTime(new Date('2026-11-29T10:45:00Z'));
      const idle = await page(LOAN_PAGE, 'same-origin', launchCookieOf(stillKept)!.pair);
      expect(serverState(await idle.text()).borrower, 'idle 15 minutes and a second').toBeUndefined();

      const forged = encodeURIComponent(
        JSON.stringify({ until: Date.now() + 24 * 3600_000, session: { launchParams: '{"token":"tok-forged"}' } }),
      );
      const late = await page(LOAN_PAGE, 'same-origin', `${LAUNCH_COOKIE}=${forged}`);
      expect(serverState(await late.text()).borrower, 'a deadline a day away').toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps no launch too large for a response head nginx takes (a token of JWT size): the page is still rendered', async () => {
    const token = `eyJ${'a'.repeat(2_400)}`;
    const response = await get(`${LOAN_PAGE}&token=${token}`);
    expect(serverState(await response.text()).borrower).toBe(borrowerKey({ token }));
    expect(launchCookieOf(response)?.attributes).toContain('Max-Age=0');
  });

  it(`${SESSION_END_PATH} forgets the borrower: the cookie cleared, whatever the method, nothing rendered`, async () => {
    for (const method of ['GET', 'POST']) {
      const response = await createRenderer(build()).fetch(new Request(`${ORIGIN}${SESSION_END_PATH}`, { method }), {
        GATEWAY_URL,
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(launchCookieOf(response)).toEqual({ pair: `${LAUNCH_COOKIE}=`, attributes: ['Max-Age=0', ...ATTRIBUTES] });
    }
  });

  it("takes another borrower's launch whole over the cookie's", async () => {
    const first = launchCookieOf(await get(`${LOAN_PAGE}&token=tok-first&userId=1`))!;
    const second = await page(`${LOAN_PAGE}&token=tok-second`, 'same-origin', first.pair);
    const kept = decodeURIComponent(launchCookieOf(second)!.pair.split('=').slice(1).join('='));
    expect(JSON.parse(JSON.parse(kept).session.launchParams as string)).toEqual({ token: 'tok-second' });
    expect(serverState(await second.text()).borrower).toBe(borrowerKey({ token: 'tok-second' }));
  });

  it('reads no cookie for anything but a GET or HEAD of a page, and sets none', async () => {
    const cookie = launchCookieOf(await get(`${LOAN_PAGE}&token=tok-post`))!;
    seen.length = 0;
    const post = await createRenderer(build()).fetch(
      new Request(`${ORIGIN}${LOAN_PAGE}`, {
        method: 'POST',
        headers: { cookie: cookie.pair, 'sec-fetch-site': 'same-origin' },
      }),
      { GATEWAY_URL },
    );
    expect(seen).toEqual([]);
    expect(launchCookieOf(post)).toBeUndefined();
  });

  it("asks for a public call's data with no borrower: a channel's landing page", async () => {
    const html = await (await get('/promotion?id=1')).text();
    expect(serverState(html).queries.queries).toHaveLength(1);
    expect(serverState(html).borrower).toBeUndefined();
  });
});

describe('the page asked for before the tap (issue 42)', () => {
  /** The screens the page's loader asks for after the first paint (renderer/server/pageLoader.ts's third argument). */
  const prefetched = (html: string): string[] =>
    JSON.parse(/\}\)\(document,window,\[[^\]]*\],\[[^\]]*\],(\[[^\]]*\]),/.exec(html)![1]!) as string[];

  it("names loan details' way forward, Repay's screen, for its loader: the address its link has, with no launch parameter", async () => {
    const html = await (await get(`${LOAN_PAGE}&token=tok-ahead&userId=7`)).text();
    expect(prefetched(html)).toEqual(['/repayChoose?productId=3&orderId=10174']);
    expect(html).toMatch(/<a href="\/repayChoose\?productId=3&amp;orderId=10174" role="button"/);
    expect(html.slice(0, html.indexOf('</head>')), 'nothing asked for before the first paint').not.toContain(
      'prefetch',
    );
  });

  it("asks for nothing where Repay needs the script (the order's h5Url) or is not offered (no borrower: the shell)", async () => {
    for (const path of ['/loanDetails?productId=4&orderId=10180&token=tok-a', LOAN_PAGE])
      expect(prefetched(await (await get(path)).text())).toEqual([]);
  });

  it("answers the browser's prefetch with the borrower's page, kept a while for the same cookie; the same page asked to be shown is never kept", async () => {
    const cookie = launchCookieOf(await get(`${LOAN_PAGE}&token=tok-ahead`))!;
    seen.length = 0;
    const ahead = await page('/repayChoose?productId=3&orderId=10174', 'same-origin', cookie.pair, 'prefetch');
    expect(ahead.headers.get('cache-control')).toBe(`private, max-age=${PREFETCH_FRESH_S}`);
    expect(ahead.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(launchCookieOf(ahead), 'no renewal: the cookie stays the one the page is kept for').toBeUndefined();
    expect(readServerTiming(ahead.headers.get('server-timing')).fallback).toBeUndefined();
    expect(serverState(await ahead.text()).borrower).toBe(borrowerKey({ token: 'tok-ahead' }));
    expect(seen.map(({ url }) => new URL(url).searchParams.get('token'))).toEqual(['tok-ahead', 'tok-ahead']);

    const shown = await page('/repayChoose?productId=3&orderId=10174', 'same-origin', cookie.pair);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.headers.get('vary')).toBeNull();
  });

  it('keeps nothing that is not the rendered page: a prefetch the server could only answer with the shell', async () => {
    const response = await page('/repayChoose?productId=3&orderId=10174', 'same-origin', undefined, 'prefetch');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
