/**
 * Loan-details replies the demo does not send but a real gateway may: the status rules hold over
 * the flags, an unknown status, a status sent as a string, server text with markup, and a slow
 * answer (the loading indicator, then the page).
 */
import { expect, test, type Page } from './cspGuard.ts';
import { LOAN_DETAILS, WORDS, loanUrl } from './borrowers.ts';
import { collectPageErrors } from './pageWatchers.ts';

const en = WORDS.in;

/** Changes some fields of the demo's loan-details reply for this page. */
async function rewrite(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.route(LOAN_DETAILS, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ...patch } } });
  });
}

test("170 never offers the delay link, even when the order says isDelay '1'", async ({ page }) => {
  await rewrite(page, { isDelay: '1' });
  await page.goto(loanUrl('10170', 'in'));
  await expect(page.getByRole('heading', { level: 2, name: 'Disbursed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveText([en.repay]);
  await expect(page.getByRole('link', { name: en.delay })).toHaveCount(0);
});

test("174 without isDelay '1' shows Repay alone", async ({ page }) => {
  await rewrite(page, { isDelay: '0' });
  await page.goto(loanUrl('10174', 'in'));
  await expect(page.getByRole('main').getByRole('button')).toHaveText([en.repay]);
  await expect(page.getByRole('link', { name: en.delay })).toHaveCount(0);
});

test('a status sent as a string picks the same banner and actions', async ({ page }) => {
  await rewrite(page, { orderStatus: '180' });
  await page.goto(loanUrl('10180', 'id'));
  await expect(page.getByRole('main').getByRole('presentation')).toHaveAttribute('src', '/brands/kilat/banner-180.svg');
  await expect(page.getByRole('main').getByRole('button')).toHaveText([WORDS.id.repay]);
  await expect(page.getByRole('link', { name: WORDS.id.delay })).toBeVisible();
});

test('an unknown status shows the default banner and no action', async ({ page }) => {
  await rewrite(page, { orderStatus: 999, noticeStatusText: 'Something new' });
  await page.goto(loanUrl('10174', 'in'));
  await expect(page.getByRole('heading', { level: 2, name: 'Something new' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('presentation')).toHaveAttribute(
    'src',
    '/brands/kilat/banner-default.svg',
  );
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: en.delay })).toHaveCount(0);
});

test('server text with markup is shown as text, never run', async ({ page }) => {
  const errors = collectPageErrors(page);
  const markup = '<img src=x onerror="window.__pwned=1">Overdue';
  await rewrite(page, {
    noticeStatusText: markup,
    noticeDesText: '<b>bold</b>',
    userOrderDetail: { detail: [{ text: '<i>Label</i>', value: '<script>window.__pwned=2</script>' }] },
  });
  await page.goto(loanUrl('10180', 'in'));
  await expect(page.getByRole('heading', { level: 2, name: markup })).toBeVisible();
  await expect(page.getByText('<b>bold</b>', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['<script>window.__pwned=2</script>']);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a slow answer shows the loading indicator, then the page', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LOAN_DETAILS, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(loanUrl('10174', 'in'));
  await expect(page.getByRole('progressbar', { name: 'loading...' })).toBeVisible();
  await expect(page.getByRole('button', { name: en.repay })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Repayment due' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
