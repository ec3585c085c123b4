/**
 * The bar a borrower navigates by (CONTRACT §6, issue 11), where only a real browser shows it: Back goes back in the
 * visit's real history, else closes the WebView in a native host, else goes to the deployment's home; a host that
 * draws its own bar gets none for the whole visit, the heading kept for screen readers. Every screen's one h1 and
 * Back per language, SPEC's titles and a screen that cannot load are checked on the compiled pages
 * (tests/unit/pageTitles.test.tsx); the Back decision on its own in tests/unit/titleBar.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { hostMessages, installHost } from './nativeHost.ts';

test.describe('Back', () => {
  test('inside a native host: back one screen once the visit has moved on (no host message); on the first screen closeWebview, and the page stays', async ({
    page,
  }) => {
    await installHost(page, 'ReactNativeWebView');
    await page.goto('/loanDetails?productId=3&orderId=10174&token=back-history&lang=en');
    await page.getByRole('button', { name: 'Repay' }).click();
    await expect(page).toHaveURL(/\/repayChoose/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/loanDetails\?/);
    const headings = page.getByRole('heading', { level: 1 });
    await expect(headings).toHaveCount(1);
    await expect(headings).toHaveText('Loan details');
    expect(await hostMessages(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => hostMessages(page)).toEqual([{ action: 'closeWebview', data: {} }]);
    await expect(page).toHaveURL(/\/loanDetails\?/);
  });

  test("on the first screen in a plain browser: the deployment's home", async ({ page }) => {
    await page.goto('/complaintList?token=back-browser&lang=id');
    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kilat Dana');
  });
});

test('a host that draws its own bar (titleBar=host): no app bar and no Back; the heading stays for screen readers, for the whole visit', async ({
  page,
}) => {
  await page.goto('/loanDetails?productId=3&orderId=10174&token=own-bar&lang=en&titleBar=host');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan details');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Repay' }).click();
  await expect(page).toHaveURL(/\/repayChoose/);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
});
