// @vitest-environment node
/**
 * Who the server renderer renders for (renderer/server/handler.ts, issue 31): no borrower's data without the borrower,
 * the launch kept in a cookie only the server reads (renderer/server/launchCookie.ts) so a reload is rendered for the
 * same borrower, another borrower's launch taken whole, and a public call's data asked with no borrower.
 */
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../renderer/server/handler.ts';
import { readServerTiming } from '../../renderer/server/protocol.ts';
import { LAUNCH_COOKIE } from '../../renderer/server/launchCookie.ts';
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

describe('who the server renders for (issue 31)', () => {
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

  it('keeps the launch in a cookie only it reads, so a reload without the token is rendered for the same borrower', async () => {
    const launch = await get(`${LOAN_PAGE}&token=tok-reload&languageType=1`);
    const cookie = launchCookieOf(launch)!;
    expect(cookie.attributes).toEqual(['Path=/', 'Max-Age=3600', 'Secure', 'HttpOnly', 'SameSite=Strict']);
    expect(serverState(await launch.text()).borrower).toBe(borrowerKey({ token: 'tok-reload' }));
    seen.length = 0;

    // The reload: the address without the token (boot took it out), the cookie with it.
    const reload = await createRenderer(build()).fetch(
      new Request(`${ORIGIN}${LOAN_PAGE}`, { headers: { cookie: `other=1; ${cookie.pair}` } }),
      { GATEWAY_URL },
    );
    const html = await reload.text();
    expect(rootText(html)).toMatch(/Rp/);
    expect(html).toContain('"language":"id"');
    expect(serverState(html).borrower).toBe(borrowerKey({ token: 'tok-reload' }));
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).searchParams.get('token')).toBe('tok-reload');
    expect(launchCookieOf(reload), 'renewed by every page rendered with it').toBeDefined();
  });

  it("takes another borrower's launch whole over the cookie's", async () => {
    const first = launchCookieOf(await get(`${LOAN_PAGE}&token=tok-first&userId=1`))!;
    const second = await createRenderer(build()).fetch(
      new Request(`${ORIGIN}${LOAN_PAGE}&token=tok-second`, { headers: { cookie: first.pair } }),
      { GATEWAY_URL },
    );
    const kept = decodeURIComponent(launchCookieOf(second)!.pair.split('=').slice(1).join('='));
    expect(JSON.parse(JSON.parse(kept).launchParams as string)).toEqual({ token: 'tok-second' });
    expect(serverState(await second.text()).borrower).toBe(borrowerKey({ token: 'tok-second' }));
  });

  it('reads no cookie for anything but a GET or HEAD of a page, and sets none', async () => {
    const cookie = launchCookieOf(await get(`${LOAN_PAGE}&token=tok-post`))!;
    seen.length = 0;
    const post = await createRenderer(build()).fetch(
      new Request(`${ORIGIN}${LOAN_PAGE}`, { method: 'POST', headers: { cookie: cookie.pair } }),
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
