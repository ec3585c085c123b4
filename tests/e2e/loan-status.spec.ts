/**
 * Loan details in the built app (SPEC §2, §4): what only a browser shows. What the page shows in every order status
 * and market (status texts, rows, banner, actions, phone) is checked on the real page in
 * tests/unit/loanDetailsBrands.test.tsx; here, the document's language and title, the market's currency, the banner
 * a real image, and every banner the page can show a file of the build.
 */
import { expect, test } from './cspGuard.ts';
import { loanUrl, replyFor, type MarketId } from './borrowers.ts';

const AMOUNT: Record<MarketId, string> = { in: '₹ 10,000.00', id: 'Rp 2.000.000,00' };

test('in each market: the title, the amounts in its currency, the banner a real image; Indonesian sets the document language', async ({
  page,
}) => {
  for (const market of ['in', 'id'] as const) {
    await page.goto(loanUrl('10174', market));
    await expect(
      page.getByRole('heading', { level: 2, name: replyFor('10174', market).noticeStatusText }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Pinjam Mudah');
    await expect(page.getByRole('definition').first()).toHaveText(AMOUNT[market]);
    const image = page.getByRole('main').getByRole('presentation');
    await expect(image).toHaveAttribute('src', '/brands/kilat/banner-174.svg');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test('every banner loan details can show is an image of the build', async ({ request }) => {
  for (const banner of ['151', '174', '180', '110', '200', 'default']) {
    const response = await request.get(`/brands/kilat/banner-${banner}.svg`);
    expect(response.status(), banner).toBe(200);
    expect(response.headers()['content-type'], banner).toContain('image/svg+xml');
  }
});
