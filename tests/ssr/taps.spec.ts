/**
 * A tap works before the script (issue 33). Where a control only goes somewhere (Repay, the repayment chooser's rows,
 * the orders list), the server's page has a real link there: with the app's script never arriving, the borrower still
 * gets to the next screen, rendered by the server with their data (the launch cookie, not the address, says who they
 * are). Once the page works, the app takes the same tap over. A tap on a control that needs the script shows at once
 * that it was taken and is made once, after hydration: a payment tapped twice sends one request.
 */
import { expect, test, type CDPSession, type Page, type Request } from '@playwright/test';
import { at, type Market } from './launch.ts';
import { WORDS, serverScreen } from './serverPages.ts';
import { EARLY_TAPS } from '../../renderer/contract/earlyTaps.ts';
import { EVENT_SAVE, WORDS as BORROWER_WORDS, orderById } from '../e2e/borrowers.ts';
import { hostMessages, installHost, recordSendOrder } from '../e2e/nativeHost.ts';

const LOAN_MORE = {
  in: { loanMore: BORROWER_WORDS.in.loanMore, rate: BORROWER_WORDS.in.rateTitle, cancel: BORROWER_WORDS.in.cancel },
  id: { loanMore: BORROWER_WORDS.id.loanMore, rate: BORROWER_WORDS.id.rateTitle, cancel: BORROWER_WORDS.id.cancel },
} as const;

const ENTRY = /\/assets\/index-[^/]*\.js$/;

/** The app's entry script never arrives: the page is the server's markup and its inline loader, nothing else. */
async function withoutScript(page: Page): Promise<void> {
  await page.route(ENTRY, (route) => route.abort());
}

/** The app's entry script held back until `arrive()` is called: the page stays the server's until then. */
async function holdScript(page: Page): Promise<() => void> {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(ENTRY, async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}

/** Whether taps work (the app's own mark, set once hydrated). */
const tapsWork = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('loan-pages:interactive').length === 1);

/** Every page the browser loads in full (a document request), by path and query. */
function documents(page: Page): URL[] {
  const seen: URL[] = [];
  page.on(
    'request',
    (request) =>
      void (
        request.resourceType() === 'document' &&
        request.frame() === page.mainFrame() &&
        seen.push(new URL(request.url()))
      ),
  );
  return seen;
}

for (const market of ['in', 'id'] as const) {
  test(`no script (${market}): Repay, then a repayment row, land on the next screens, rendered by the server with the borrower's data`, async ({
    page,
  }) => {
    const words = WORDS[market];
    await withoutScript(page);
    const loaded = documents(page);
    await page.goto(at('/loanDetails', market, { productId: '3', orderId: '10174' }));
    const repay = page.getByRole('button', { name: words.repay, exact: true });
    await expect(repay).toHaveAttribute('href', '/repayChoose?productId=3&orderId=10174');

    await repay.click();
    await expect(page).toHaveURL(/\/repayChoose\?productId=3&orderId=10174$/);
    await serverScreen(page, words.choose);
    // The order card and the amount due are the borrower's, from the gateway through the server.
    await expect(page.getByRole('heading', { name: 'Pinjam Mudah' })).toBeVisible();

    await page.getByRole('button', { name: words.installments }).click();
    await expect(page).toHaveURL(/\/repay\?productId=3&orderId=10174$/);
    await serverScreen(page, words.bill);
    expect(
      loaded.map((url) => url.pathname),
      'each step a full page of its own',
    ).toEqual(['/loanDetails', '/repayChoose', '/repay']);
  });
}

test("no script: the orders list opens an order's loan details, the server's, with its rows", async ({ page }) => {
  await withoutScript(page);
  await page.goto(at('/order', 'in'));
  const view = page.getByRole('button', { name: WORDS.in.view }).first();
  const href = (await view.getAttribute('href'))!;
  expect(href).toMatch(/^\/loanDetails\?productId=\d+&orderId=\d+$/);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
  await serverScreen(page, 'Loan details');
  await expect(page.getByText(`Order number`)).toBeVisible();
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: new RegExp(`^${new URLSearchParams(href.split('?')[1]).get('orderId')}$`) }),
  ).toBeVisible();
});

test('once the page works, the app takes the tap on the link over: no page load, the tap made in place', async ({
  page,
}) => {
  const loaded = documents(page);
  await page.goto(at('/loanDetails', 'in', { productId: '3', orderId: '10174' }));
  await tapsWork(page);
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS.in.choose);
  await expect(page).toHaveURL(/\/repayChoose\?productId=3&orderId=10174$/);
  expect(
    loaded.map((url) => url.pathname),
    'in place: one page load',
  ).toEqual(['/loanDetails']);
});

/** The throttled pages' sessions: the page is the next test's too (reuseContext), and Playwright keeps its CPU rate. */
const throttled = new Set<CDPSession>();

test.afterEach(async () => {
  for (const cdp of throttled) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
  throttled.clear();
});

/**
 * The page as a slow phone runs its script: the CPU 20 times slower from the moment the entry is asked for, so the
 * server's screen hydrates for a second or two. The first page's entry only: the next page's, asked for as the test
 * ends, would reach a session the test has closed (a fresh run failed on it once).
 */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  throttled.add(cdp);
  await page.route(
    ENTRY,
    async (route) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
      await route.continue();
    },
    { times: 1 },
  );
}

/**
 * A tap on the control named `label` as soon as the entry hands the server's screen to React (the loader stops keeping
 * taps: its `on` turns false just before hydration starts), before the screen works: a click event on it, as a finger's
 * would be, from inside the page (a tap sent from the test lands only after the busy main thread has finished
 * hydrating). It is made in a microtask of that moment, so on any machine it lands after hydration has begun and before
 * any of it is done: a timer polling for the moment could run after the whole screen hydrated on a busy machine.
 * Records whether the screen worked then.
 */
async function tapWhileHydrating(page: Page, path: string, label: string): Promise<() => Promise<boolean | null>> {
  await page.addInitScript(
    ([at, name, key]) => {
      if (location.pathname !== at) return;
      const tap = () => {
        const control = [...document.querySelectorAll('a[href]')].find((link) => link.textContent?.trim() === name);
        // Kept for the test across the page load the tap makes.
        sessionStorage.setItem(
          'workedAtTap',
          String(performance.getEntriesByName('loan-pages:interactive').length > 0),
        );
        control?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, view: window }));
      };
      // The loader's `{on, last}` (renderer/server/pageLoader.ts), its `on` watched as the entry turns it off.
      let taps: { on: boolean } | undefined;
      Object.defineProperty(window, key, {
        configurable: true,
        get: () => taps,
        set: (value: { on: boolean; last: unknown }) => {
          let on = value.on;
          taps = Object.defineProperty(value, 'on', {
            configurable: true,
            enumerable: true,
            get: () => on,
            set: (next: boolean) => {
              if (on && !next) queueMicrotask(tap);
              on = next;
            },
          });
        },
      });
    },
    [path, label, EARLY_TAPS] as const,
  );
  return async () => {
    const worked = await page.evaluate(() => sessionStorage.getItem('workedAtTap'));
    return worked === null ? null : worked === 'true';
  };
}

for (const market of ['in', 'id'] as const) {
  test(`a tap on Repay while the server's screen hydrates goes at once, as before the script (${market}, issue 42)`, async ({
    page,
  }) => {
    const loaded = documents(page);
    await slowPhone(page);
    const workedAtTap = await tapWhileHydrating(page, '/loanDetails', WORDS[market].repay);
    await page.goto(at('/loanDetails', market, { productId: '3', orderId: '10174' }), { waitUntil: 'commit' });
    // The link went by itself: the next screen is a page of its own, the server's, with the borrower's data.
    await expect(page).toHaveURL(/\/repayChoose\?productId=3&orderId=10174$/, { timeout: 30_000 });
    await serverScreen(page, WORDS[market].choose);
    expect(loaded.map((url) => url.pathname)).toEqual(['/loanDetails', '/repayChoose']);
    expect(await workedAtTap(), 'tapped while the screen hydrated, before it worked').toBe(false);
  });
}

test.describe('a tap on a control that needs the script, before it has come', () => {
  const wallet = (market: Market) =>
    at('/walletRepay', market, { productId: '3', orderId: '10174', withholdingAmount: '10455', userId: 'u-1001' });
  const huichao = (page: Page) => {
    const sent: Request[] = [];
    page.on('request', (request) => void (request.url().includes('/repayment-huichao') && sent.push(request)));
    return sent;
  };

  test('shows within a frame that it was taken (pressed, busy), and a payment tapped twice is made once when the page works', async ({
    page,
  }) => {
    // Whether the tapped control carried the mark by the frame after the tap (a rAF callback runs before that paint).
    await page.addInitScript(() => {
      const seen: boolean[] = [];
      (window as unknown as { markedByNextFrame: boolean[] }).markedByNextFrame = seen;
      window.addEventListener(
        'click',
        (event) => {
          const control = (event.target as Element).closest('button');
          requestAnimationFrame(() =>
            seen.push(control?.hasAttribute('data-tap-taken') === true && control.getAttribute('aria-busy') === 'true'),
          );
        },
        true,
      );
    });
    const arrive = await holdScript(page);
    const sent = huichao(page);
    // Not until "load": the held script holds it back.
    await page.goto(wallet('id'), { waitUntil: 'domcontentloaded' });
    const pay = page.getByRole('button', { name: WORDS.id.walletPay });
    await pay.click();
    await pay.click();
    expect(
      await page.evaluate(() => performance.getEntriesByName('loan-pages:interactive').length),
      'not hydrated yet',
    ).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { markedByNextFrame: boolean[] }).markedByNextFrame),
    ).toEqual([true, true]);
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    // The template's CSS draws it (its policy allows that CSS): a spinner after the label.
    expect(await pay.evaluate((element) => getComputedStyle(element, '::after').animationName)).toBe(
      'loan-pages-tap-taken',
    );
    expect(sent, 'nothing sent before the page works').toHaveLength(0);

    arrive();
    // Made once: the payment is asked for once, and the page goes where its reply says.
    await expect(page).toHaveURL(/\/paymentInstructions\?/);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.postData() ?? ''))).toMatchObject({
      orderId: '10174',
      amount: '10455',
    });
  });

  test('the mark comes off once the tap is made (a control that stays on the screen)', async ({ page }) => {
    const arrive = await holdScript(page);
    // The payment's reply is held: the page stays, its own busy state showing.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/repayment-huichao/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(wallet('in'), { waitUntil: 'domcontentloaded' });
    const pay = page.getByRole('button', { name: WORDS.in.walletPay });
    await pay.click();
    await expect(pay).toHaveAttribute('data-tap-taken', '');
    arrive();
    await tapsWork(page);
    await expect(pay).not.toHaveAttribute('data-tap-taken');
    // From here the page says what is busy: the payment running, the button disabled.
    await expect(pay).toBeDisabled();
    answer();
    await expect(page).toHaveURL(/\/paymentInstructions\?/);
  });
});

test('words typed into the server’s complaint form before the script are the ones sent once it works', async ({
  page,
}) => {
  const arrive = await holdScript(page);
  const saved: Request[] = [];
  page.on('request', (request) => void (request.url().includes('/user-problem/problem-save') && saved.push(request)));
  await page.goto(at('/complainPageNext', 'in', { problemType: '2', orderNo: '10174' }), {
    waitUntil: 'domcontentloaded',
  });
  const words = `The agent called twice ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Your comments' }).fill(words);
  expect(
    await page.evaluate(() => performance.getEntriesByName('loan-pages:interactive').length),
    'not hydrated yet',
  ).toBe(0);

  arrive();
  await tapsWork(page);
  await expect(page.getByRole('textbox', { name: 'Your comments' })).toHaveValue(words);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => saved.length).toBe(1);
  expect(new URLSearchParams(saved[0]!.postData() ?? '').get('problemDetail')).toBe(words);
});

test('a period ticked on the server’s bill before the script: once it works, the selection rule applies to it', async ({
  page,
}) => {
  const arrive = await holdScript(page);
  await page.goto(at('/repay', 'id', { orderId: '10005', productId: orderById('10005').productId }), {
    waitUntil: 'domcontentloaded',
  });
  const period = (n: number) => page.getByRole('checkbox', { name: `Periode ${n}`, exact: true });
  await period(3).check();
  await expect(period(2), 'the native box alone, before the script').not.toBeChecked();

  arrive();
  await tapsWork(page);
  // Ticking period 3 ticks all before it (SPEC §4), and the total follows.
  for (const n of [1, 2, 3]) await expect(period(n)).toBeChecked();
  await expect(period(4)).not.toBeChecked();
  await expect(page.getByText('Rp 705.000')).toBeVisible();
});

test.describe('Loan more, rendered on the server', () => {
  for (const market of ['in', 'id'] as const) {
    test(`sends its event before it asks the host to open the product, the HTTP client not yet loaded (${market})`, async ({
      page,
    }) => {
      const order = await recordSendOrder(page);
      await installHost(page, 'android');
      // The HTTP client's chunk never arrives: a step's request must not wait for it (issue 42).
      await page.route(/\/assets\/axios-[^/]*\.js$/, (route) => route.abort());
      await page.goto(at('/loanDetails', market, { productId: '1', orderId: '10004' }));
      await tapsWork(page);
      await page
        .getByRole('dialog', { name: LOAN_MORE[market].rate })
        .getByRole('button', { name: LOAN_MORE[market].cancel })
        .click();
      await page.getByRole('button', { name: LOAN_MORE[market].loanMore }).click();
      await expect.poll(() => hostMessages(page)).toEqual([{ action: 'goProduct', data: { productId: '1' } }]);
      expect((await order()).filter((sent) => sent === `request:${EVENT_SAVE}` || sent.startsWith('host:'))).toEqual([
        `request:${EVENT_SAVE}`,
        'host:goProduct',
      ]);
    });
  }
});
