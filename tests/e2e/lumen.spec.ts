/**
 * The second brand (deployments/lumen.json), served from its own build: its colours, its title
 * override, its banners, phone and merchant number; plus axe and the JavaScript budget.
 */
import { expect, test } from './cspGuard.ts';
import { expectFirstVisitWithinBudget, expectNoSeriousA11yViolations } from './checks.ts';
import { FIRST_VISIT_JS_BUDGET_KB } from './jsBudgets.ts';
import {
  FULL_LAUNCH,
  LOAN_DETAILS,
  SERVICE_PHONE,
  TRACKING_KEYS,
  WORDS,
  loanUrl,
  orderById,
  replyFor,
  type MarketId,
} from './borrowers.ts';

const LUMEN = {
  background: 'rgb(15, 31, 51)',
  accent: 'rgb(46, 196, 182)',
  text: 'rgb(255, 255, 255)',
  phone: '+91 80 4718 2200',
  merchant: 'LK0002',
};
const OWN_BANNER = new Set([151, 174, 180, 110, 200]);

const CASES: [string, MarketId][] = [
  ['10174', 'in'],
  ['10174', 'id'],
  ['10021', 'in'],
  ['10151', 'id'],
  ['10200', 'id'],
  ['10170', 'in'],
];

for (const [orderId, market] of CASES) {
  test(`lumen: ${orderId} (${market}) with its own title, banner and phone`, async ({ page }) => {
    const order = orderById(orderId);
    const reply = replyFor(orderId, market);
    await page.goto(loanUrl(orderId, market));
    await expect(page.getByRole('heading', { level: 2, name: reply.noticeStatusText })).toBeVisible();
    await expect(page).toHaveTitle(`${order.productName} | Lumen Kredit`);

    // The first picture is the banner (lumen also lists recommended products, each with its logo).
    const banner = `/brands/lumen/banner-${OWN_BANNER.has(order.orderStatus) ? order.orderStatus : 'default'}.svg`;
    await expect(page.getByRole('main').getByRole('presentation').first()).toHaveAttribute('src', banner);
    const phone = order.telephone || SERVICE_PHONE.lumen[market].phone;
    await expect(page.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    );
  });
}

test('lumen: its colours, not the default brand', async ({ page }) => {
  await page.goto(loanUrl('10174', 'in'));
  const heading = page.getByRole('heading', { level: 2, name: 'Repayment due' });
  await expect(heading).toHaveCSS('color', LUMEN.accent);
  await expect(page.locator('body')).toHaveCSS('background-color', LUMEN.background);
  await expect(page.locator('body')).toHaveCSS('color', LUMEN.text);
  await expect(page.getByRole('button', { name: WORDS.in.repay })).toHaveCSS('background-color', LUMEN.accent);
  await expect(page.getByRole('link', { name: WORDS.in.delay })).toHaveCSS('color', LUMEN.accent);
});

test("lumen: kilat's payment origin is not trusted here, so it gets the tracking set only", async ({ page }) => {
  let arrived: URL | undefined;
  await page.route('https://pay.kilatdana.example/**', (route) => {
    arrived = new URL(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>pay</title>' });
  });
  await page.goto(loanUrl('10180', 'in', { ...FULL_LAUNCH }));
  await page.getByRole('button', { name: WORDS.in.repay }).click();
  await expect.poll(() => arrived?.pathname).toBe('/h5/repay');
  expect(Object.fromEntries(arrived!.searchParams)).toEqual(
    Object.fromEntries(TRACKING_KEYS.map((key) => [key, FULL_LAUNCH[key]])),
  );
});

test("lumen: merchantNumber falls back to lumen's", async ({ page }) => {
  const details = page.waitForRequest(LOAN_DETAILS);
  await page.goto(loanUrl('10174', 'id'));
  expect(new URL((await details).url()).searchParams.get('merchantNumber')).toBe(LUMEN.merchant);
});

test('lumen: the rating dialog works and has no serious accessibility violations', async ({ page }) => {
  await page.goto(loanUrl('10004', 'id'));
  const dialog = page.getByRole('dialog', { name: WORDS.id.rateTitle });
  await dialog.getByRole('button', { name: '2 bintang' }).click();
  await expect(dialog.getByRole('button', { name: '2 bintang' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: WORDS.id.submit }).click();
  await expect(page.getByRole('dialog', { name: WORDS.id.thanksTitle })).toBeVisible();
});

test('lumen: loan details has no serious accessibility violations', async ({ page }) => {
  await page.goto(loanUrl('10180', 'in'));
  await expect(page.getByRole('button', { name: WORDS.in.repay })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test(`lumen: a first visit to loan details downloads at most ${FIRST_VISIT_JS_BUDGET_KB} KB gzip of JavaScript`, async ({
  page,
}) => {
  await expectFirstVisitWithinBudget(page, loanUrl('10174', 'in'), 'lumen');
});
