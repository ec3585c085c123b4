/**
 * Loan details' recommended products on the lumen brand, which turns features.loanDetailsProducts on (SPEC §4, §7;
 * CONTRACT §3, §7), in a real browser: a tap sends define and opens the product's app page in place. Which statuses
 * show them, what the cards show in both markets, web links, refusals, bad links, greyed products, double taps and a
 * lost define: tests/unit/productPage.test.tsx. Kilat keeps them hidden (the same file).
 */
import { expect, test } from './cspGuard.ts';
import { GW, TEXT, card, formsTo } from './productSupport.ts';
import { arrivedAt } from './repaySupport.ts';
import { loanUrl } from './borrowers.ts';
import { recordGateway } from './gatewayRequests.ts';

test('lumen: 10021 (under review) recommends its products; a tap sends define and opens its app page in place', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(loanUrl('10021', 'in'));
  const recommended = page.getByRole('region', { name: TEXT.in.recommended });
  await expect(recommended.getByRole('article')).toHaveCount(3);
  await card(recommended, 'Cepat Cair').getByRole('button', { name: TEXT.in.apply }).click();
  expect(await arrivedAt(page, '/product')).toEqual({ productId: '2' });
  await expect(page.getByRole('article', { name: 'Cepat Cair' })).toBeVisible();
  expect(formsTo(requests, GW.define)).toEqual([{ productId: '2' }]);
});
