/**
 * The loan-details actions in a real browser (SPEC §7, CONTRACT §3 and §5): Repay leaving for h5Url or going to the
 * repay page and Back, and Loan more in a host (its event sent in the background: tests/e2e/tracking.spec.ts times
 * it). Which parameters each link gets by the safe link rule, the delay link, script links, every host channel and
 * Loan more with no host: tests/unit/loanDetailsBrands.test.tsx, loanDetailsPage.test.tsx, safeLink.test.ts and
 * bridge.test.ts.
 */
import { expect, test, type Page, type Route } from './cspGuard.ts';
import { EVENT_SAVE, FULL_LAUNCH, LOAN_DETAILS, WORDS, loanUrl, replyFor, uniqueToken } from './borrowers.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { hostMessages, installHost, recordSendOrder } from './nativeHost.ts';

const en = WORDS.in;

/** Rewrites the demo's loan-details reply for this page (the rest of it stays real). */
async function withH5Url(page: Page, h5Url: string): Promise<void> {
  await page.route(LOAN_DETAILS, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.h5Url = h5Url;
    await route.fulfill({ response, json: body });
  });
}

/** Answers a navigation to another origin with a blank page and hands back the request's URL. */
async function catchNavigation(page: Page, origin: string): Promise<() => Promise<URL>> {
  let arrived: (url: URL) => void;
  const url = new Promise<URL>((resolve) => (arrived = resolve));
  await page.route(`${origin}/**`, (route: Route) => {
    arrived(new URL(route.request().url()));
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>pay</title><p>payment page</p>' });
  });
  return () => url;
}

test.describe('Repay', () => {
  test('goes to the order h5Url on a trusted origin with every launch parameter, token included', async ({ page }) => {
    const token = uniqueToken('repay');
    const arrived = await catchNavigation(page, 'https://pay.kilatdana.example');
    await page.goto(loanUrl('10180', 'in', { ...FULL_LAUNCH, token }));
    await page.getByRole('button', { name: en.repay }).click();

    const url = await arrived();
    expect(url.origin + url.pathname).toBe('https://pay.kilatdana.example/h5/repay');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...FULL_LAUNCH, token, productId: '4', orderId: '10180' });
    await expect(page).toHaveURL(/^https:\/\/pay\.kilatdana\.example\/h5\/repay\?/);
  });

  test('without h5Url goes to the repay page with the order, the secrets kept out of the address', async ({ page }) => {
    await page.goto(loanUrl('10174', 'in', FULL_LAUNCH));
    await page.getByRole('button', { name: en.repay }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/repayChoose');
    const query = new URL(page.url()).searchParams;
    expect(query.get('productId')).toBe('3');
    expect(query.get('orderId')).toBe('10174');
    expect(query.has('token')).toBe(false);
    expect(query.has('session')).toBe(false);

    // Back in the app, the order is there again.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Repayment due' })).toBeVisible();
  });

  test("an h5Url to a static document on the app's own origin opens in place; nothing identifying stays in history", async ({
    page,
  }) => {
    // Which parameters it gets: tests/unit/loanDetailsBrands.test.tsx.
    await withH5Url(page, '/demo/legal/privacy-policy.html');
    await page.goto(loanUrl('10180', 'in', FULL_LAUNCH));
    await page.getByRole('button', { name: en.repay }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/demo/legal/privacy-policy.html');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    // Nothing that identifies the borrower stays in this visit's history either.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/loanDetails');
    for (const key of ['token', 'session', 'userId'])
      expect(new URL(page.url()).searchParams.has(key), key).toBe(false);
    await expect(page.getByRole('heading', { level: 2, name: replyFor('10180', 'in').noticeStatusText })).toBeVisible();
  });
});

test('Loan more in a host (android): a double tap saves one event, sent before the host is asked, once, to open the product', async ({
  page,
}) => {
  const order = await recordSendOrder(page);
  await installHost(page, 'android');
  const requests = recordGateway(page);
  await page.goto(loanUrl('10004', 'in'));
  await page.getByRole('dialog', { name: en.rateTitle }).getByRole('button', { name: en.cancel }).click();
  await page.getByRole('button', { name: en.loanMore }).dblclick();
  await expect.poll(() => hostMessages(page)).toEqual([{ action: 'goProduct', data: { productId: '1' } }]);
  // Issue 42: the host may pause or tear the WebView down when it opens the product, so the event leaves first.
  expect((await order()).filter((sent) => sent === `request:${EVENT_SAVE}` || sent.startsWith('host:'))).toEqual([
    `request:${EVENT_SAVE}`,
    'host:goProduct',
  ]);
  await expect.poll(() => callsTo(requests, EVENT_SAVE).length).toBe(1);
  expect(paramsOf(callsTo(requests, EVENT_SAVE)[0]!)).toMatchObject({
    productId: '1',
    moduleId: '30',
    positionId: '0',
  });
});
