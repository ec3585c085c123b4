/**
 * Server rendering's cases beyond each screen's first load (every screen, in both markets, hydrated and accessible:
 * screens.spec.ts): taps after hydration, the Indonesian launch, the gateway over the budget, who the server renders
 * for.
 */
import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydrate.ts';
import { at } from './launch.ts';
import { LATE_PORT, ORIGIN, PORT } from './servers.ts';
import { SESSION_END_PATH as SESSION_END } from '../../renderer/server/launchCookie.ts';

test('loan details: taps work once hydrated, and the address loses its secrets as before', async ({ page }) => {
  const { errors, served } = await openHydrated(page, at('/loanDetails', 'in', { productId: '3', orderId: '10174' }));
  expect(served.kept).toBe(true);
  expect(served.text).toContain('Order number 10174');
  expect(page.url()).not.toContain('token=');
  await expect(page.getByText('Order number')).toBeVisible();
  await page.getByRole('button', { name: 'Repay' }).click();
  await expect(page).not.toHaveURL(/\/loanDetails/);
  expect(errors).toEqual([]);
});

// A tap before the script has come (a link that goes by itself, a kept tap shown and made once):
// tests/ssr/taps.spec.ts.

test('the server renders loan details in Indonesian from the launch, rows and all', async ({ browser }) => {
  const still = await browser.newContext({ javaScriptEnabled: false });
  const page = await still.newPage();
  await page.goto(at('/loanDetails', 'id', { productId: '3', orderId: '10174' }));
  await expect(page.locator('#root')).toContainText('Rp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await still.close();
});

test('the gateway over the budget on the server: the browser gets the client-rendered page and asks for the data itself', async ({
  page,
}) => {
  const late = `http://127.0.0.1:${LATE_PORT}`;
  const asked: string[] = [];
  page.on(
    'request',
    (request) => void (request.url().includes('/gateway/v3/loan-details/loan-details') && asked.push(request.url())),
  );
  const response = await page.goto(`${late}${at('/loanDetails', 'in', { productId: '3', orderId: '10174' })}`);
  const html = await response!.text();
  expect(html).toContain('<div id="boot"');
  expect(html).not.toContain('loan-pages-state');
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByText('Order number')).toBeVisible();
  expect(asked).toHaveLength(1);
});

test.describe('who the server renders for (issues 31, 41)', () => {
  const LOAN = { productId: '3', orderId: '10174' };
  const loanCalls = (page: Page) => {
    const asked: URL[] = [];
    page.on(
      'request',
      (request) => void (request.url().includes('/v3/loan-details/loan-details') && asked.push(new URL(request.url()))),
    );
    return asked;
  };
  const launchCookie = async (page: Page) =>
    (await page.context().cookies()).find(({ name }) => name === '__Host-loan-pages-launch');

  test("a page the app opens in full, its address without the token, is rendered for the same borrower: rows in the server's page, adopted, not asked again", async ({
    page,
  }) => {
    await openHydrated(page, at('/loanDetails', 'in', LOAN));
    expect(page.url()).not.toContain('token=');
    expect(await launchCookie(page), 'the launch kept for the server, for this browser session').toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
      expires: -1,
    });
    expect(await page.evaluate(() => document.cookie), 'no script reads it').not.toContain('loan-pages-launch');

    const asked = loanCalls(page);
    const { errors, served } = await openHydrated(page, page.url(), { by: 'app' });
    expect(served.rendered).toBe(true);
    expect(served.text).toContain('Order number 10174');
    expect(served.kept, 'hydrated, not redrawn').toBe(true);
    expect(asked, "the browser took the server's data").toEqual([]);
    expect(errors).toEqual([]);
  });

  test("on a shared phone, a new tab (a typed address, the history list) gets the screen's shell and nothing of the last borrower's, nor does a link the app follows from there", async ({
    page,
  }) => {
    await openHydrated(page, at('/loanDetails', 'in', LOAN));
    const mine = JSON.parse((await page.evaluate(() => sessionStorage.getItem('launchParams')))!) as { token: string };
    await page.close();

    const next = await page.context().newPage();
    const asked = loanCalls(next);
    const typed = await openHydrated(next, '/loanDetails?productId=3&orderId=10174');
    expect(typed.served.shell, "the screen's shell").toBe(true);
    expect(typed.served.text).not.toContain('10174');
    expect(await launchCookie(next), 'an arrival from outside that names no one forgets the borrower').toBeUndefined();
    // The complaint list, as a link the app follows from there.
    const followed = await openHydrated(next, '/complaintList', { by: 'app' });
    expect(followed.served.shell, "the screen's shell again").toBe(true);
    await expect(next.getByText('10174')).toHaveCount(0);
    expect(
      asked.map((url) => url.searchParams.get('token')),
      "never asked with the last borrower's token",
    ).not.toContain(mine.token);
  });

  test("another site's link carrying a token neither sets nor replaces the kept launch: it is cleared", async ({
    page,
  }) => {
    await openHydrated(page, at('/loanDetails', 'in', LOAN));
    const elsewhere = `http://localhost:${PORT}/elsewhere`;
    const lure = `${ORIGIN}${at('/loanDetails', 'in', { productId: '4', orderId: '10180' })}`;
    await page
      .context()
      .route(elsewhere, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<a href="${lure}">See your loan</a>` }),
      );
    const other = await page.context().newPage();
    await other.goto(elsewhere);
    await other.getByRole('link', { name: 'See your loan' }).click();
    await other.waitForURL(/\/loanDetails/);
    expect(await launchCookie(other), "another site's launch is not kept").toBeUndefined();
    await other.close();

    // Back in the borrower's tab, a page the app opens in full: nobody's data from the server; the browser asks its
    // own.
    const asked = loanCalls(page);
    const { served } = await openHydrated(page, '/loanDetails?productId=3&orderId=10174', { by: 'app' });
    expect(served.text).not.toContain('10180');
    await expect(page.getByRole('definition').filter({ hasText: /^10174$/ })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test(`${SESSION_END} forgets the borrower: the host's logout (or a browser sent there) clears the kept launch`, async ({
    page,
  }) => {
    await openHydrated(page, at('/loanDetails', 'in', LOAN));
    expect(await launchCookie(page)).toBeDefined();
    const ended = await page.request.post(SESSION_END);
    expect(ended.status()).toBe(204);
    expect(await launchCookie(page)).toBeUndefined();
    const { served } = await openHydrated(page, '/loanDetails?productId=3&orderId=10174', { by: 'app' });
    expect(served.shell, "the screen's shell: the server knows no one").toBe(true);
  });

  test("another tab's launch of another borrower: the next page the app opens in full drops the server's data and asks for this borrower's", async ({
    page,
  }) => {
    await openHydrated(page, at('/loanDetails', 'in', LOAN));
    const mine = JSON.parse((await page.evaluate(() => sessionStorage.getItem('launchParams')))!) as { token: string };
    // Another borrower opens the app in a second tab of the same browser: the cookie is theirs now.
    const other = await page.context().newPage();
    await openHydrated(other, at('/loanDetails', 'in', { productId: '4', orderId: '10180' }));
    await other.close();

    const asked = loanCalls(page);
    const { errors } = await openHydrated(page, page.url(), { by: 'app' });
    await expect(page.getByRole('definition').filter({ hasText: /^10174$/ })).toBeVisible();
    expect(
      asked.map((url) => url.searchParams.get('token')),
      "asked again, with this tab's borrower",
    ).toEqual([mine.token]);
    expect(errors).toEqual([]);
  });
});

test.describe('what the browser keeps and the server must not contradict (issue 31)', () => {
  test("a draft the borrower typed: the server's form is hydrated, then the draft is back in it", async ({ page }) => {
    await openHydrated(page, at('/complainPageNext', 'in', { problemType: '2', orderNo: '10174' }));
    const text = page.getByRole('textbox', { name: 'Your comments' });
    await text.fill('They call me at night');
    const { errors, served } = await reloadHydrated(page);
    expect(served.rendered).toBe(true);
    expect(served.kept, 'hydrated, not redrawn (no mismatch)').toBe(true);
    await expect(text).toHaveValue('They call me at night');
    expect(errors).toEqual([]);
  });

  test("a market an earlier launch chose in this tab: the next page the app opens in full is the server's in that market, hydrated", async ({
    page,
  }) => {
    await openHydrated(page, at('/loanDetails', 'id', { productId: '3', orderId: '10174' }));
    // A full navigation with nothing of the launch in its address (the app's own link to a screen).
    const { errors, served } = await openHydrated(page, '/customerService', { by: 'app' });
    expect(served.rendered).toBe(true);
    expect(served.kept, 'hydrated, not redrawn').toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    expect(errors).toEqual([]);
  });
});

/** Opens the page's address (as boot left it) again from the page, as its reload does, read as openHydrated does. */
async function reloadHydrated(page: Page) {
  return openHydrated(page, page.url(), { by: 'app' });
}
