/**
 * A first visit of a server-rendered screen downloads only what hydrating it needs (issue 33): the HTTP client is not
 * among it (the page's data came with it; renderer/runtime/gateway/httpClient.ts loads axios with the first call, the
 * boot prefetches it at idle once taps work), while the static page, whose browser calls at once, preloads it.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { INTERACTIVE_MARK } from '../../renderer/contract/interactiveMark.ts';
import { expectFirstVisitWithinBudget } from '../e2e/checks.ts';
import { SERVER_FIRST_VISIT_JS_BUDGET_KB } from '../e2e/jsBudgets.ts';
import { DEMO_DIST } from '../../renderer/toolchain/vite/demoBuild.ts';

const LOAN = (token: string, query = '') => `/loanDetails?productId=3&orderId=10174&token=${token}${query}`;
const AXIOS_CHUNK = /\/assets\/axios-[\w-]+\.js$/;

for (const market of [
  { name: 'in', query: '' },
  { name: 'id', query: '&languageType=1' },
]) {
  test(`server-rendered loan details (${market.name}): a first visit downloads at most ${SERVER_FIRST_VISIT_JS_BUDGET_KB} KB gzip of JavaScript`, async ({
    page,
  }) => {
    await expectFirstVisitWithinBudget(
      page,
      LOAN(`budget-${market.name}-${Date.now().toString(36)}`, market.query),
      'kilat',
      SERVER_FIRST_VISIT_JS_BUDGET_KB,
    );
  });
}

test('the HTTP client comes after taps work on a server-rendered page; a tap at once still reaches the gateway', async ({
  page,
}) => {
  const scripts: { url: string; at: number }[] = [];
  page.on(
    'request',
    (request) => void (request.resourceType() === 'script' && scripts.push({ url: request.url(), at: Date.now() })),
  );
  await page.goto(LOAN(`http-${Date.now().toString(36)}`));
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK);
  const tapsWork = await page.evaluate(
    (mark) => performance.timeOrigin + performance.getEntriesByName(mark)[0]!.startTime,
    INTERACTIVE_MARK,
  );
  const before = scripts.filter((script) => AXIOS_CHUNK.test(script.url) && script.at < tapsWork);
  expect(before, 'no HTTP client before taps work').toEqual([]);
  // Repay at once (the idle prefetch may not have come): the repayment screen asks the gateway for its data and shows
  // it.
  const asked = page.waitForResponse((response) => response.url().includes('/gateway/') && response.ok());
  await page.getByRole('button', { name: 'Repay' }).click();
  await asked;
  await expect(page).not.toHaveURL(/\/loanDetails/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Loan details');
  expect(scripts.some((script) => AXIOS_CHUNK.test(script.url))).toBe(true);
  // The served page names it nowhere (its loader adds the entry and the route's chunks only).
  expect(await (await page.request.get(LOAN(`html-${Date.now().toString(36)}`))).text()).not.toMatch(/axios-/);
});

test('a server-rendered page left idle fetches the HTTP client once taps work, before any tap', async ({ page }) => {
  await page.goto(LOAN(`idle-${Date.now().toString(36)}`));
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => /\/assets\/axios-[\w-]+\.js$/.test(entry.name)),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
});

test('the static page preloads the HTTP client beside the entry: a page rendered in the browser calls at once', () => {
  const shell = readFileSync(`${DEMO_DIST}/kilat/index.html`, 'utf8');
  expect(shell).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/axios-[\w-]+\.js" data-browser-render>/);
});
