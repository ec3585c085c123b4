/**
 * A stranger's page never loads inside the WebView that holds the bridge (CONTRACT §5, issue 12):
 * inside a native host, a gateway link (stand/joint's continually, the order's h5Url) to an origin
 * that is neither the app's own, trusted nor a partner lender's goes to the host as openLink, with
 * the tracking set only; a partner's page loads in place with the tracking set only; a non-web link
 * goes to the host only when the deployment lists its scheme, else the borrower reads why not; a
 * link with a user name or password is refused. In a plain browser a web link still navigates.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { GW, card, expectNotFollowed, loadingIndicator, productUrl } from './productSupport.ts';
import { catchNavigation, replyOnce, toast } from './repaySupport.ts';
import { FULL_LAUNCH, LOAN_DETAILS, TRACKING_KEYS, WORDS, loanUrl } from './borrowers.ts';
import { hostMessages, installHost } from './nativeHost.ts';
import { collectPageErrors } from './pageWatchers.ts';

const TRACKING = Object.fromEntries(TRACKING_KEYS.map((key) => [key, FULL_LAUNCH[key]]));
const LINK_REFUSED = WORDS.in.link;

/** The login-failure screen whose first product's joint answers with `link`; taps Apply. */
async function applyWithLink(page: Page, link: string): Promise<void> {
  await replyOnce(page, GW.joint, { interconnected: '0', citizenship: 'success', competence: { continually: link } });
  await page.goto(productUrl('/loginFailure', 'in', FULL_LAUNCH));
  await card(page.getByRole('region', { name: 'Recommended for you' }), 'Dana Kilat')
    .getByRole('button', { name: 'Apply' })
    .click();
}

/** Counts the requests the page makes to `origin`, answering each with a blank page. */
async function countVisits(page: Page, origin: string): Promise<() => number> {
  let visits = 0;
  await page.route(`${origin}/**`, (route) => {
    visits += 1;
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' });
  });
  return () => visits;
}

test.describe('inside a native host', () => {
  test.beforeEach(async ({ page }) => installHost(page, 'android'));

  test('a link to an unknown origin goes to the host with the tracking set only, and is not loaded in place', async ({
    page,
  }) => {
    const visits = await countVisits(page, 'https://lender.elsewhere.example');
    await applyWithLink(page, 'https://lender.elsewhere.example/offer?ref=lf');
    await expect.poll(() => hostMessages(page)).toHaveLength(1);
    const [message] = (await hostMessages(page)) as { action: string; data: { url: string } }[];
    expect(message!.action).toBe('openLink');
    const url = new URL(message!.data.url);
    expect(url.origin + url.pathname).toBe('https://lender.elsewhere.example/offer');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ref: 'lf', ...TRACKING });
    await expect(loadingIndicator(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/loginFailure');
    expect(visits()).toBe(0);
  });

  test("an order's h5Url on an unknown origin goes to the host too", async ({ page }) => {
    await page.route(LOAN_DETAILS, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, h5Url: 'https://cashier.elsewhere.example/pay' } },
      });
    });
    const visits = await countVisits(page, 'https://cashier.elsewhere.example');
    await page.goto(loanUrl('10180', 'in', FULL_LAUNCH));
    await page.getByRole('button', { name: WORDS.in.repay }).click();
    await expect.poll(() => hostMessages(page)).toHaveLength(1);
    const [message] = (await hostMessages(page)) as { action: string; data: { url: string } }[];
    expect(message!.action).toBe('openLink');
    expect(Object.fromEntries(new URL(message!.data.url).searchParams)).toEqual(TRACKING);
    expect(new URL(page.url()).pathname).toBe('/loanDetails');
    expect(visits()).toBe(0);
  });

  test("a partner lender's page (partnerOrigins) loads in place with the tracking set only", async ({ page }) => {
    const arrived = await catchNavigation(page, 'https://apply.danaprima.example');
    await applyWithLink(page, 'https://apply.danaprima.example/form');
    const url = await arrived();
    expect(url.pathname).toBe('/form');
    expect(Object.fromEntries(url.searchParams)).toEqual(TRACKING);
    await expect(page).toHaveURL(/^https:\/\/apply\.danaprima\.example\/form\?/);
    expect(await hostMessages(page)).toEqual([]);
  });

  test('an intent: link, a scheme the deployment does not list, is refused with a message; a listed app scheme goes to the host', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await applyWithLink(page, 'intent://scan/#Intent;scheme=zxing;package=com.example.steal;end');
    await expect(toast(page, LINK_REFUSED)).toHaveText(LINK_REFUSED);
    expect(await hostMessages(page)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/loginFailure');

    await replyOnce(page, GW.joint, {
      interconnected: '0',
      citizenship: 'success',
      competence: { continually: 'kilatdana://product/1' },
    });
    await card(page.getByRole('region', { name: 'Recommended for you' }), 'Dana Kilat')
      .getByRole('button', { name: 'Apply' })
      .click();
    await expect
      .poll(() => hostMessages(page))
      .toEqual([{ action: 'openLink', data: { url: 'kilatdana://product/1' } }]);
    expect(errors).toEqual([]);
  });

  test('a link with a user name in it is refused with a message and goes nowhere', async ({ page }) => {
    const visits = await countVisits(page, 'https://evil.example');
    await applyWithLink(page, 'https://pay.kilatdana.example@evil.example/h5');
    const before = page.url();
    await expect(toast(page, LINK_REFUSED)).toHaveText(LINK_REFUSED);
    await expectNotFollowed(page, before);
    expect(await hostMessages(page)).toEqual([]);
    expect(visits()).toBe(0);
  });
});

test.describe('in a plain browser', () => {
  test('a link to an unknown origin navigates, with the tracking set only', async ({ page }) => {
    const arrived = await catchNavigation(page, 'https://lender.elsewhere.example');
    await applyWithLink(page, 'https://lender.elsewhere.example/offer?ref=lf');
    const url = await arrived();
    expect(Object.fromEntries(url.searchParams)).toEqual({ ref: 'lf', ...TRACKING });
    await expect(page).toHaveURL(/^https:\/\/lender\.elsewhere\.example\/offer\?/);
  });

  test('an intent: link is refused with a message', async ({ page }) => {
    await applyWithLink(page, 'intent://scan/#Intent;scheme=zxing;end');
    await expect(toast(page, LINK_REFUSED)).toHaveText(LINK_REFUSED);
    expect(new URL(page.url()).pathname).toBe('/loginFailure');
  });

  test('a link with a user name and password is refused with a message', async ({ page }) => {
    const visits = await countVisits(page, 'https://evil.example');
    await applyWithLink(page, 'https://user:pw@evil.example/');
    await expect(toast(page, LINK_REFUSED)).toHaveText(LINK_REFUSED);
    expect(new URL(page.url()).pathname).toBe('/loginFailure');
    expect(visits()).toBe(0);
  });
});
