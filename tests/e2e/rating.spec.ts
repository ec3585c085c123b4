/**
 * The loan-details rating dialog on an order with isScore '1' (SPEC §4, §7, §8): every path.
 * Each test is a new borrower (unique token), because the demo remembers who has rated.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { GOOGLE_SCORE, WORDS, loanUrl, uniqueToken, type MarketId } from './borrowers.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { hostMessages, installHost } from './nativeHost.ts';
import { collectPageErrors } from './pageWatchers.ts';

function dialogOf(page: Page, market: MarketId) {
  return page.getByRole('dialog', { name: WORDS[market].rateTitle });
}

/** Star n and whether each of the five is pressed. */
async function expectPressed(page: Page, market: MarketId, filled: number): Promise<void> {
  const dialog = dialogOf(page, market);
  for (let n = 1; n <= 5; n += 1) {
    await expect(dialog.getByRole('button', { name: WORDS[market].star(n), exact: true })).toHaveAttribute(
      'aria-pressed',
      String(n <= filled),
    );
  }
}

test('opens by itself, with focus inside and no star chosen', async ({ page }) => {
  await page.goto(loanUrl('10200', 'in'));
  const dialog = dialogOf(page, 'in');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('How would you rate our service?');
  await expect(dialog.getByRole('button', { name: '1 star', exact: true })).toBeFocused();
  await expectPressed(page, 'in', 0);
});

test('tapping star n presses stars 1 to n', async ({ page }) => {
  await page.goto(loanUrl('10004', 'id'));
  const dialog = dialogOf(page, 'id');
  for (const n of [3, 1, 5, 2, 4]) {
    await dialog.getByRole('button', { name: WORDS.id.star(n), exact: true }).click();
    await expectPressed(page, 'id', n);
  }
});

test('Cancel closes it without sending, and it comes back with no star chosen', async ({ page }) => {
  const requests = recordGateway(page);
  const token = uniqueToken('cancel');
  await page.goto(loanUrl('10200', 'in', { token }));
  const dialog = dialogOf(page, 'in');
  await dialog.getByRole('button', { name: '4 stars' }).click();
  await expectPressed(page, 'in', 4);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Loan more' })).toBeVisible();
  expect(callsTo(requests, GOOGLE_SCORE)).toHaveLength(0);

  // Nothing was sent, so the same borrower is asked again next time, from scratch.
  await page.reload();
  await expect(dialog).toBeVisible();
  await expectPressed(page, 'in', 0);
});

test("Submit with no star says 'Silakan pilih' and sends nothing", async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(loanUrl('10004', 'id'));
  const dialog = dialogOf(page, 'id');
  await dialog.getByRole('button', { name: WORDS.id.submit }).click();
  await expect(page.getByRole('status')).toHaveText('Silakan pilih');
  await expect(dialog).toBeVisible();
  expect(callsTo(requests, GOOGLE_SCORE)).toHaveLength(0);
});

test('the toast goes away after the 2 s of the shared helper', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
  await page.goto(loanUrl('10004', 'id'));
  const dialog = dialogOf(page, 'id');
  await expect(dialog).toBeVisible();
  // Time stands still from here: only runFor moves it.
  await page.clock.pauseAt(new Date('2026-11-22T10:01:00Z'));
  await dialog.getByRole('button', { name: WORDS.id.submit }).click();
  const toast = page.getByRole('status');
  await expect(toast).toHaveText('Silakan pilih');
  await page.clock.runFor(1_900);
  await expect(toast).toHaveText('Silakan pilih');
  await page.clock.runFor(200);
  await expect(toast).toHaveText('');
});

test('a double tap on Submit sends one rating', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(loanUrl('10200', 'in'));
  const dialog = dialogOf(page, 'in');
  await dialog.getByRole('button', { name: '2 stars' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByRole('dialog', { name: WORDS.in.thanksTitle })).toBeVisible();
  expect(callsTo(requests, GOOGLE_SCORE)).toHaveLength(1);
});

test('tapping outside closes it without sending', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(loanUrl('10004', 'in'));
  const dialog = dialogOf(page, 'in');
  await dialog.getByRole('button', { name: '5 stars' }).click();
  await page.touchscreen.tap(8, 8);
  await expect(dialog).toBeHidden();
  expect(callsTo(requests, GOOGLE_SCORE)).toHaveLength(0);
});

test('3 stars sends score 5, then thanks; the borrower is not asked again', async ({ page }) => {
  const token = uniqueToken('three');
  await page.goto(loanUrl('10200', 'in', { token }));
  const dialog = dialogOf(page, 'in');
  await dialog.getByRole('button', { name: '3 stars' }).click();
  const scored = page.waitForResponse((response) => response.url().includes(GOOGLE_SCORE));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const request = (await scored).request();
  expect(request.method()).toBe('POST');
  expect(paramsOf(request)).toMatchObject({ score: '5', token });

  const thanks = page.getByRole('dialog', { name: WORDS.in.thanksTitle });
  await expect(thanks).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(thanks.getByRole('button', { name: 'OK' })).toBeFocused();
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();

  await page.goto(loanUrl('10200', 'in', { token }));
  await expect(page.getByRole('heading', { level: 2, name: 'Repaid' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

for (const stars of [4, 5]) {
  test(`${stars} stars sends score 5, then asks the host for the store rating and closes`, async ({ page }) => {
    await installHost(page, 'ReactNativeWebView');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${GOOGLE_SCORE}*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(loanUrl('10004', 'in'));
    const dialog = dialogOf(page, 'in');
    await dialog.getByRole('button', { name: `${stars} stars` }).click();
    const scored = page.waitForRequest((request) => request.url().includes(GOOGLE_SCORE));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(paramsOf(await scored)).toMatchObject({ score: '5' });
    expect(await hostMessages(page)).toEqual([]);

    release();
    await expect.poll(() => hostMessages(page)).toEqual([{ action: 'goRate', data: {} }]);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('5 stars with no host closes the dialog and nothing breaks', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(loanUrl('10200', 'id'));
  const dialog = dialogOf(page, 'id');
  await dialog.getByRole('button', { name: '5 bintang' }).click();
  await dialog.getByRole('button', { name: WORDS.id.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Lunas' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a failed send keeps the dialog and says why', async ({ page }) => {
  await page.route(`**${GOOGLE_SCORE}*`, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(loanUrl('10200', 'in'));
  const dialog = dialogOf(page, 'in');
  await dialog.getByRole('button', { name: '2 stars' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(WORDS.in.status);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: WORDS.in.thanksTitle })).toHaveCount(0);
});

test('Escape closes it and focus goes back to the page', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(loanUrl('10200', 'in'));
  const dialog = dialogOf(page, 'in');
  await expect(dialog.getByRole('button', { name: '1 star', exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: '2 stars' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(callsTo(requests, GOOGLE_SCORE)).toHaveLength(0);

  // The dialog opened on its own (nothing had focus), so focus returns to the page's main region,
  // never left on a removed star, and the next Tab reaches the page's first control.
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Loan more' })).toBeFocused();
});
