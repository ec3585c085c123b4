/**
 * Loan details in every order status, in both markets (SPEC §2, §4): status texts, the order's
 * rows, the banner by status, exactly the actions the status allows, the page title and the
 * customer-service phone (the order's, else the market's).
 */
import { expect, test } from './cspGuard.ts';
import { DEMO_ORDERS, MARKETS, SERVICE_PHONE, WORDS, loanUrl, replyFor } from './borrowers.ts';

const OWN_BANNER = new Set([151, 174, 180, 110, 200]);
const REPAY_WITH_DELAY = new Set([174, 180, 3, 5]);
const LOAN_MORE = new Set([200, 4]);

function expectedButtons(status: number, words: (typeof WORDS)[keyof typeof WORDS]): string[] {
  if (REPAY_WITH_DELAY.has(status) || status === 170) return [words.repay];
  if (LOAN_MORE.has(status)) return [words.loanMore];
  return [];
}

for (const market of MARKETS) {
  const words = WORDS[market];
  for (const order of DEMO_ORDERS) {
    test(`status ${order.orderStatus} (${order.orderId}) in market ${market}`, async ({ page }) => {
      const reply = replyFor(order.orderId, market);
      await page.goto(loanUrl(order.orderId, market));

      await expect(page.getByRole('heading', { level: 2, name: reply.noticeStatusText })).toBeVisible();
      await expect(page.getByText(reply.noticeDesText, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(order.productName);

      const rows = page.getByRole('region', { name: words.details });
      await expect(rows.getByRole('term')).toHaveText(reply.userOrderDetail.detail.map((row) => row.text));
      await expect(rows.getByRole('definition')).toHaveText(reply.userOrderDetail.detail.map((row) => row.value));

      const banner = `/brands/kilat/banner-${OWN_BANNER.has(order.orderStatus) ? order.orderStatus : 'default'}.svg`;
      const image = page.getByRole('main').getByRole('presentation');
      await expect(image).toHaveAttribute('src', banner);
      // The banner is a real file of the build, not a broken image.
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      const main = page.getByRole('main');
      await expect(main.getByRole('button')).toHaveText(expectedButtons(order.orderStatus, words));
      const delayShown = REPAY_WITH_DELAY.has(order.orderStatus) && order.isDelay === '1';
      await expect(main.getByRole('link', { name: words.delay })).toHaveCount(delayShown ? 1 : 0);

      const phone = order.telephone || SERVICE_PHONE.kilat[market].phone;
      const tel = main.getByRole('link', { name: phone });
      await expect(tel).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
      await expect(main.getByText(words.customerService, { exact: true })).toBeVisible();
    });
  }
}

test('amounts are shown in the market currency (rupees in English, rupiah in Indonesian)', async ({ page }) => {
  await page.goto(loanUrl('10174', 'in'));
  await expect(page.getByRole('definition').first()).toHaveText('₹ 10,000.00');
  await page.goto(loanUrl('10174', 'id'));
  await expect(page.getByRole('definition').first()).toHaveText('Rp 2.000.000,00');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});
