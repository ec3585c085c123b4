/**
 * The page asked for before the tap (issue 42): once loan details' server page has painted, its loader asks for Repay's
 * screen with a `<link rel="prefetch">`, the server answers that request with the borrower's page kept a while, and a
 * tap before the script opens that very render from the browser's cache, the server not asked again.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { at } from './launch.ts';
import { readServerTiming } from '../../renderer/server/protocol.ts';
import { WORDS, serverScreen } from './serverPages.ts';

/** The sessions that block the entry: the page is the next test's too (reuseContext), so they are let go after each. */
const blocking = new Set<CDPSession>();

test.afterEach(async () => {
  for (const cdp of blocking) await cdp.detach().catch(() => undefined);
  blocking.clear();
});

/** The app's entry blocked by the browser itself: a route of the test's would turn the browser's cache off. */
async function withoutScriptKeepingCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  blocking.add(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: ['*/assets/index-*.js'] });
}

/** The request id the server said it answered a response with (Server-Timing `request`): which render a page is. */
const renderOf = (serverTiming: string | undefined) => readServerTiming(serverTiming).request;

for (const market of ['in', 'id'] as const) {
  test(`Repay's screen is asked for before the tap: the tap opens the server's page the browser already has (${market}, issue 42)`, async ({
    page,
  }) => {
    await withoutScriptKeepingCache(page);
    const asked: { purpose: string | undefined; render: Promise<string | undefined> }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/repayChoose') return;
      const render = request.response().then((response) => renderOf(response?.headers()['server-timing']));
      asked.push({ purpose: request.headers()['sec-purpose'], render });
    });
    const ahead = page.waitForResponse(
      (response) => response.url().endsWith('/repayChoose?productId=3&orderId=10174') && response.ok(),
    );
    await page.goto(at('/loanDetails', market, { productId: '3', orderId: '10174' }));
    const prefetched = await ahead;
    expect(prefetched.request().headers()['sec-purpose'], 'asked for as a prefetch, not shown').toMatch(/prefetch/);
    expect(prefetched.headers()['cache-control']).toMatch(/^private, max-age=\d+$/);

    await page.getByRole('button', { name: WORDS[market].repay, exact: true }).click();
    await expect(page).toHaveURL(/\/repayChoose\?productId=3&orderId=10174$/);
    await serverScreen(page, WORDS[market].choose);
    await expect(page.getByRole('heading', { name: 'Pinjam Mudah' })).toBeVisible();
    // The page shown is the very render asked for before the tap: the server was not asked again.
    const shown = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming.find(
          (entry) => entry.name === 'request',
        )?.description,
    );
    expect(shown).toMatch(/^[0-9a-f]{32}$/);
    expect(shown).toBe(await asked[0]!.render);
    expect(asked[0]!.purpose).toMatch(/prefetch/);
    // However the browser reports the navigation it served from its cache, every answer it had is that one render.
    expect(new Set(await Promise.all(asked.map(({ render }) => render)))).toEqual(new Set([shown]));
  });
}
