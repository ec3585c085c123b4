/**
 * What the loan-details actions do (SPEC §7, CONTRACT §3 and §5): Repay to h5Url or the repay
 * page, the delay link, the safe link rule end to end, and Loan more through every host channel
 * (its event sent in the background: tests/e2e/tracking.spec.ts times it).
 */
import { expect, test, type Page, type Route } from './cspGuard.ts';
import {
  EVENT_SAVE,
  FULL_LAUNCH,
  LOAN_DETAILS,
  TRACKING_KEYS,
  WORDS,
  loanUrl,
  replyFor,
  uniqueToken,
} from './borrowers.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { hostMessages, installHost, type HostChannel } from './nativeHost.ts';
import { collectPageErrors } from './pageWatchers.ts';

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

  test("an h5Url to a static document on the app's own origin gets no token, session or other identifying parameter", async ({
    page,
  }) => {
    await withH5Url(page, '/demo/legal/privacy-policy.html');
    await page.goto(loanUrl('10180', 'in', FULL_LAUNCH));
    await page.getByRole('button', { name: en.repay }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/demo/legal/privacy-policy.html');
    const query = new URL(page.url()).searchParams;
    for (const key of ['token', 'session', 'userId', 'deviceId', 'gid', 'deviceName'])
      expect(query.has(key), key).toBe(false);
    expect(Object.fromEntries(query)).toMatchObject({
      productId: '4',
      orderId: '10180',
      influence: FULL_LAUNCH.influence,
      appVersion: FULL_LAUNCH.appVersion,
    });
    // Nothing that identifies the borrower stays in this visit's history either.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/loanDetails');
    for (const key of ['token', 'session', 'userId'])
      expect(new URL(page.url()).searchParams.has(key), key).toBe(false);
    await expect(page.getByRole('heading', { level: 2, name: replyFor('10180', 'in').noticeStatusText })).toBeVisible();
  });

  const UNTRUSTED: [string, string][] = [
    ['https://elsewhere.example/cashier?ref=x', 'https://elsewhere.example'],
    ['https://pay.kilatdana.example.elsewhere.example/h5?ref=x', 'https://pay.kilatdana.example.elsewhere.example'],
    ['http://pay.kilatdana.example/h5/repay?ref=x', 'http://pay.kilatdana.example'],
  ];
  for (const [h5Url, origin] of UNTRUSTED) {
    test(`an h5Url on an untrusted origin (${origin}) receives the tracking set only`, async ({ page }) => {
      await withH5Url(page, h5Url);
      const arrived = await catchNavigation(page, origin);
      await page.goto(loanUrl('10180', 'in', FULL_LAUNCH));
      await page.getByRole('button', { name: en.repay }).click();

      const url = await arrived();
      const expected: Record<string, string> = { ref: 'x' };
      for (const key of TRACKING_KEYS) expected[key] = FULL_LAUNCH[key];
      expect(Object.fromEntries(url.searchParams)).toEqual(expected);
    });
  }

  for (const h5Url of ['javascript:window.__pwned=1', ' JaVa\tScript:window.__pwned=1']) {
    test(`a script h5Url (${JSON.stringify(h5Url)}) does nothing but say so`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await withH5Url(page, h5Url);
      await page.goto(loanUrl('10180', 'in'));
      const before = page.url();
      await page.getByRole('button', { name: en.repay }).click();

      await expect(page.getByRole('status')).toHaveText(en.link);
      expect(page.url()).toBe(before);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page.getByRole('button', { name: en.repay })).toBeEnabled();
      expect(errors).toEqual([]);
    });
  }
});

test('the delay link goes to the delay page with the order', async ({ page }) => {
  await page.goto(loanUrl('10003', 'id', FULL_LAUNCH));
  await page.getByRole('link', { name: WORDS.id.delay }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/repayDelay');
  const query = new URL(page.url()).searchParams;
  expect(query.get('productId')).toBe('4');
  expect(query.get('orderId')).toBe('10003');
  expect(query.has('token')).toBe(false);
});

test.describe('Loan more', () => {
  const channels: HostChannel[] = ['ReactNativeWebView', 'webkit', 'android'];
  for (const channel of channels) {
    test(`sends the event and asks the host (${channel}) to open the product, without waiting for the event's reply`, async ({
      page,
    }) => {
      await installHost(page, channel);
      const requests = recordGateway(page);
      // The event reply is held back: the host is asked all the same (tracking never holds the tap).
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${EVENT_SAVE}*`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(loanUrl('10004', 'in'));
      await page.getByRole('dialog', { name: en.rateTitle }).getByRole('button', { name: en.cancel }).click();

      const saved = page.waitForRequest((request) => request.url().includes(EVENT_SAVE));
      await page.getByRole('button', { name: en.loanMore }).click();
      const params = paramsOf(await saved);
      expect(params).toMatchObject({ productId: '1', moduleId: '30', positionId: '0' });
      await expect.poll(() => hostMessages(page)).toEqual([{ action: 'goProduct', data: { productId: '1' } }]);

      release();
      expect(callsTo(requests, EVENT_SAVE)).toHaveLength(1);
    });
  }

  test('a double tap saves one event and opens the product once', async ({ page }) => {
    await installHost(page, 'android');
    const requests = recordGateway(page);
    await page.goto(loanUrl('10004', 'in'));
    await page.getByRole('dialog', { name: en.rateTitle }).getByRole('button', { name: en.cancel }).click();
    await page.getByRole('button', { name: en.loanMore }).dblclick();
    await expect.poll(() => hostMessages(page)).toHaveLength(1);
    expect(callsTo(requests, EVENT_SAVE)).toHaveLength(1);
  });

  test('with no host, saves the event and nothing breaks', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(loanUrl('10200', 'id'));
    await page.getByRole('dialog', { name: WORDS.id.rateTitle }).getByRole('button', { name: WORDS.id.cancel }).click();
    const before = page.url();
    const saved = page.waitForResponse((response) => response.url().includes(EVENT_SAVE));
    await page.getByRole('button', { name: WORDS.id.loanMore }).click();
    expect(paramsOf((await saved).request())).toMatchObject({ productId: '2', moduleId: '30', positionId: '0' });

    await expect(page.getByRole('button', { name: WORDS.id.loanMore })).toBeEnabled();
    expect(page.url()).toBe(before);
    await expect(page.getByRole('heading', { level: 2, name: 'Lunas' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
