/**
 * Every route and the demo's states, in both markets: the server's HTML (read with scripts off),
 * the page hydrated from it and the same page rendered by the browser alone say the same, the
 * hydration neither mismatches nor redraws what the server sent, and taps work after it.
 */
import { expect, test, type Page } from '@playwright/test';
import { SCREENS } from '../fixtures/screens.ts';
import { at, inTheBrowser } from './launch.ts';

const text = (value: string) => value.replace(/\s+/g, ' ').trim();
/** #root's text once the page's data is there (a screen's shell asks for it after hydrating). */
async function rootText(page: Page): Promise<string> {
  await expect(page.locator('#root main [role="progressbar"]')).toHaveCount(0);
  return text(await page.locator('#root').innerText());
}

interface Served {
  /** #root's first element as the server sent it (before any script ran). */
  markup?: Element | null;
  /** #root's text then. */
  text?: string;
  /** The server rendered the page (its data script is there), rather than sending the shell. */
  rendered?: boolean;
  /** What it rendered is a screen's shell (its data needs state or a tap): a loading indicator in the page. */
  shell?: boolean;
}

/**
 * Opens the address with scripts on. The server's HTML is read once parsed, before the app's module
 * runs (readyState "interactive" comes before deferred scripts); then the hydration's errors and
 * whether the server's markup was kept (hydrated) rather than redrawn.
 */
async function openHydrated(page: Page, address: string) {
  const errors: string[] = [];
  // This test's own init script (below) is refused by a framed document's sandbox, as it should be; Chromium says so.
  const ownScriptRefused = (text: string) =>
    /^Blocked script execution in '.*' because the document's frame is sandboxed/.test(text);
  page.on(
    'console',
    (message) => void (message.type() === 'error' && !ownScriptRefused(message.text()) && errors.push(message.text())),
  );
  page.on('pageerror', (error) => void errors.push(error.message));
  await page.addInitScript(() => {
    // What moved on screen, summed as Lighthouse's CLS sums it (no tap here, so every shift counts).
    const seen = window as { shifts?: number };
    seen.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts! += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.querySelector<HTMLElement>('#root')!;
      (window as { served?: Served }).served = {
        markup: root.firstElementChild,
        text: root.innerText,
        rendered: document.getElementById('loan-pages-state') !== null,
        shell: root.querySelector('main [role="progressbar"]') !== null,
      };
    });
  });
  await page.goto(address);
  await page.waitForFunction(() => performance.getEntriesByName('loan-pages:interactive').length === 1);
  const served = await page.evaluate(() => {
    const { markup, ...rest } = (window as { served?: Served }).served ?? {};
    return { ...rest, kept: markup?.isConnected === true };
  });
  const shifted = () => page.evaluate(() => (window as { shifts?: number }).shifts ?? 0);
  return { errors, served: { ...served, text: text(served.text ?? '') }, shifted };
}

/**
 * Whether every word of the server's text is in the page's, in order (what onLoad adds after, a dialog or a choice, may
 * come between).
 */
function inOrder(served: string, shown: string): boolean {
  let at = 0;
  for (const word of served.split(' ')) {
    const found = shown.indexOf(word, at);
    if (found < 0) return false;
    at = found + word.length;
  }
  return true;
}

for (const market of ['in', 'id'] as const) {
  for (const [name, path, query] of SCREENS) {
    test(`${name} (${market}): the server's HTML, the hydrated page and a client render agree`, async ({ browser }) => {
      const address = at(path, market, query);
      const live = await browser.newContext();
      const hydratedPage = await live.newPage();
      const { errors, served, shifted } = await openHydrated(hydratedPage, address);
      const hydrated = await rootText(hydratedPage);
      const shift = await shifted();
      await live.close();

      // The browser alone: the same address answered with the static shell.
      const alone = await browser.newContext();
      const clientPage = await alone.newPage();
      await inTheBrowser(clientPage, 'kilat');
      await clientPage.goto(address);
      await clientPage.waitForFunction(() => performance.getEntriesByName('loan-pages:interactive').length === 1);
      await expect.poll(() => rootText(clientPage)).toBe(hydrated);
      await alone.close();

      expect(errors, 'no hydration mismatch, no error').toEqual([]);
      expect(served.rendered, 'the server rendered it').toBe(true);
      expect(served.kept, 'the server markup is hydrated, not redrawn').toBe(true);
      // A screen whose data needs state shows its shell first; any other shows what the browser shows.
      if (!served.shell) expect(inOrder(served.text, hydrated), `${served.text}\n  is in\n${hydrated}`).toBe(true);
      // Nor does what the server sent move once it works (Lighthouse's "good" is under 0.1).
      if (!served.shell) expect(shift, "layout shift from the server's page to the hydrated one").toBeLessThan(0.1);
    });
  }
}

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
  const late = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 4300) + 82}`;
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

test.describe('who the server renders for (issue 31)', () => {
  const LOAN = { productId: '3', orderId: '10174' };
  const loanCalls = (page: Page) => {
    const asked: URL[] = [];
    page.on(
      'request',
      (request) => void (request.url().includes('/v3/loan-details/loan-details') && asked.push(new URL(request.url()))),
    );
    return asked;
  };

  test("a reload, its address without the token, is rendered for the same borrower: rows in the server's page, adopted, not asked again", async ({
    page,
  }) => {
    await openHydrated(page, at('/loanDetails', 'in', LOAN));
    expect(page.url()).not.toContain('token=');
    const cookie = (await page.context().cookies()).find(({ name }) => name === '__Host-loan-pages-launch');
    expect(cookie, 'the launch kept for the server').toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(await page.evaluate(() => document.cookie), 'no script reads it').not.toContain('loan-pages-launch');

    const asked = loanCalls(page);
    const { errors, served } = await reloadHydrated(page);
    expect(served.rendered).toBe(true);
    expect(served.text).toContain('Order number 10174');
    expect(served.kept, 'hydrated, not redrawn').toBe(true);
    expect(asked, "the browser took the server's data").toEqual([]);
    expect(errors).toEqual([]);
  });

  test("another tab's launch of another borrower: a reload here drops the server's data and asks for this borrower's", async ({
    page,
  }) => {
    await openHydrated(page, at('/loanDetails', 'in', LOAN));
    const mine = JSON.parse((await page.evaluate(() => sessionStorage.getItem('launchParams')))!) as { token: string };
    // Another borrower opens the app in a second tab of the same browser: the cookie is theirs now.
    const other = await page.context().newPage();
    await openHydrated(other, at('/loanDetails', 'in', { productId: '4', orderId: '10180' }));
    await other.close();

    const asked = loanCalls(page);
    const { errors } = await reloadHydrated(page);
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
    const { errors, served } = await openHydrated(page, '/customerService');
    expect(served.rendered).toBe(true);
    expect(served.kept, 'hydrated, not redrawn').toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    expect(errors).toEqual([]);
  });
});

/** Reloads the page (its address as boot left it) and reads it as openHydrated does. */
async function reloadHydrated(page: Page) {
  return openHydrated(page, page.url());
}
