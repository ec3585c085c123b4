/**
 * Accessibility (axe: no serious or critical violations) and the first-visit JavaScript budget,
 * on the default brand's production build.
 */
import { expect, test } from './cspGuard.ts';
import { benchRoutes } from '../../scripts/bench/routes.ts';
import { expectFirstVisitWithinBudget, expectNoSeriousA11yViolations } from './checks.ts';
import { FIRST_VISIT_JS_BUDGET_KB, ROUTE_JS_BUDGET_KB } from './jsBudgets.ts';
import { WORDS, loanUrl, replyFor, type MarketId } from './borrowers.ts';

const PAGES: [string, MarketId][] = [
  ['10174', 'in'],
  ['10021', 'id'],
  ['10180', 'id'],
  ['10170', 'in'],
];

for (const [orderId, market] of PAGES) {
  test(`loan details ${orderId} (${market}) has no serious accessibility violations`, async ({ page }) => {
    await page.goto(loanUrl(orderId, market));
    await expect(
      page.getByRole('heading', { level: 2, name: replyFor(orderId, market).noticeStatusText }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

for (const market of ['in', 'id'] as const) {
  test(`the rating dialog (${market}) has no serious accessibility violations`, async ({ page }) => {
    await page.goto(loanUrl('10200', market));
    const dialog = page.getByRole('dialog', { name: WORDS[market].rateTitle });
    await dialog.getByRole('button', { name: WORDS[market].star(3), exact: true }).click();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the thank-you dialog and a load error have no serious accessibility violations', async ({ page }) => {
  await page.goto(loanUrl('10004', 'in'));
  const dialog = page.getByRole('dialog', { name: WORDS.in.rateTitle });
  await dialog.getByRole('button', { name: '2 stars' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: WORDS.in.thanksTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.route('**/gateway/v3/loan-details/loan-details*', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(loanUrl('10174', 'id'));
  await expect(page.getByRole('button', { name: WORDS.id.retry })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test(`a first visit to loan details downloads at most ${FIRST_VISIT_JS_BUDGET_KB} KB gzip of JavaScript`, async ({
  page,
}) => {
  await expectFirstVisitWithinBudget(page, loanUrl('10174', 'in'), 'kilat');
});

for (const route of benchRoutes('kilat').filter((r) => r.key !== 'loanDetails')) {
  test(`a first visit to ${route.key} downloads at most ${ROUTE_JS_BUDGET_KB} KB gzip of JavaScript`, async ({
    page,
  }) => {
    await expectFirstVisitWithinBudget(page, route.address, 'kilat', ROUTE_JS_BUDGET_KB);
  });
}
