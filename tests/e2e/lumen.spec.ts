/**
 * The second brand (deployments/lumen.json), served from its own build: its colours, its title override, its banner,
 * phone and merchant number in the built app; and the JavaScript budget. Lumen's loan details in other statuses and
 * markets, its trusted origins and its rating dialog: tests/unit/loanDetailsBrands.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { expectFirstVisitWithinBudget } from './checks.ts';
import { FIRST_VISIT_JS_BUDGET_KB } from './jsBudgets.ts';
import { LOAN_DETAILS, WORDS, loanUrl } from './borrowers.ts';

const LUMEN = {
  background: 'rgb(15, 31, 51)',
  accent: 'rgb(46, 196, 182)',
  text: 'rgb(255, 255, 255)',
  phone: '+91 80 4718 2200',
  merchant: 'LK0002',
};

test("lumen: loan details with its own title, banner, phone and colours; merchantNumber falls back to lumen's", async ({
  page,
}) => {
  const details = page.waitForRequest(LOAN_DETAILS);
  await page.goto(loanUrl('10174', 'in'));
  expect(new URL((await details).url()).searchParams.get('merchantNumber')).toBe(LUMEN.merchant);
  const heading = page.getByRole('heading', { level: 2, name: 'Repayment due' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle('Pinjam Mudah | Lumen Kredit');
  const banner = page.getByRole('main').getByRole('presentation').first();
  await expect(banner).toHaveAttribute('src', '/brands/lumen/banner-174.svg');
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('link', { name: LUMEN.phone })).toHaveAttribute('href', 'tel:+918047182200');

  await expect(heading).toHaveCSS('color', LUMEN.accent);
  await expect(page.locator('body')).toHaveCSS('background-color', LUMEN.background);
  await expect(page.locator('body')).toHaveCSS('color', LUMEN.text);
  await expect(page.getByRole('button', { name: WORDS.in.repay })).toHaveCSS('background-color', LUMEN.accent);
  await expect(page.getByRole('link', { name: WORDS.in.delay })).toHaveCSS('color', LUMEN.accent);
});

test(`lumen: a first visit to loan details downloads at most ${FIRST_VISIT_JS_BUDGET_KB} KB gzip of JavaScript`, async ({
  page,
}) => {
  await expectFirstVisitWithinBudget(page, loanUrl('10174', 'in'), 'lumen');
});
