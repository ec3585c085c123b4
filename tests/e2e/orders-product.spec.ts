/**
 * A product's page, its loan and the borrower's orders in a real browser (CONTRACT §2): from the product page, Apply
 * opens the confirmation; the confirmed loan then heads this borrower's orders in the same browsing session (the
 * launch parameters kept), under review, and opens its loan details. What each screen shows in both markets, the
 * fields each call sends, scenes, another borrower's orders and load faults: tests/unit/orderPage.test.tsx and
 * productPage.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { GW, TEXT, card, formsTo, orderCard, productUrl, summaryValue } from './productSupport.ts';
import { arrivedAt } from './repaySupport.ts';
import { recordGateway } from './gatewayRequests.ts';

test('product page, Apply, confirm: the new loan heads the orders, under review, and opens its loan details', async ({
  page,
}) => {
  await page.goto(productUrl('/product', 'in', { productId: '1' }));
  await expect(page).toHaveTitle('Dana Kilat');
  await card(page, 'Dana Kilat').getByRole('button', { name: TEXT.in.apply }).click();
  expect(await arrivedAt(page, '/loanConfirm')).toEqual({ productId: '1' });
  await page.getByRole('button', { name: TEXT.in.submit }).click();
  const { orderId } = await arrivedAt(page, '/loanDetails');
  await expect(page.getByRole('heading', { level: 2, name: TEXT.in.underReview })).toBeVisible();

  // Same browsing session: the launch parameters (this borrower's token) are kept.
  const requests = recordGateway(page);
  await page.goto('/order');
  await expect(page).toHaveTitle(TEXT.in.ordersTitle);
  const list = page.getByRole('region', { name: TEXT.in.ordersList });
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(TEXT.in.order(orderId!));
  const mine = orderCard(page, TEXT.in.order(orderId!));
  await expect(mine).toHaveAccessibleName('Dana Kilat');
  await expect(mine.getByText(TEXT.in.underReview, { exact: true })).toBeVisible();
  await expect(summaryValue(mine, 'Loan amount')).toHaveText('₹ 15,000.00');
  // The order list's form is empty: the borrower is the launch's (in the query).
  expect(formsTo(requests, GW.orders)).toEqual([{}]);
  await mine.getByRole('button', { name: TEXT.in.view }).click();
  expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '1', orderId });
  await expect(page.getByRole('heading', { level: 2, name: TEXT.in.underReview })).toBeVisible();
});
