/**
 * The borrower's orders (/order, CONTRACT §2) and one product's page (/product): the orders newest
 * first, each opening its loan details; a confirmed loan joins this borrower's orders only; the
 * product card with its terms, whose Apply goes through pageEvent/save and apply like the list.
 */
import { expect, test } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { GW, TEXT, card, failOnce, formsTo, orderCard, productUrl, summaryValue } from './productSupport.ts';
import { arrivedAt } from './repaySupport.ts';
import { DEMO_ORDERS, WORDS, uniqueToken } from './borrowers.ts';
import { recordGateway } from './gatewayRequests.ts';

/** The seeded orders as a new borrower has them, newest application first. */
const NEWEST_FIRST = [...DEMO_ORDERS].sort((a, b) => b.applyDate.localeCompare(a.applyDate));

test.describe('orders', () => {
  test('English: every order newest first, with its status and figures, each with View details', async ({ page }) => {
    const requests = recordGateway(page);
    await page.goto(productUrl('/order', 'in'));
    await expect(page).toHaveTitle(TEXT.in.ordersTitle);
    const list = page.getByRole('region', { name: TEXT.in.ordersList });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(
      NEWEST_FIRST.map((order) => TEXT.in.order(order.orderId)),
    );
    await expect(list.getByRole('button', { name: TEXT.in.view })).toHaveCount(DEMO_ORDERS.length);
    const due = orderCard(page, 'Order 10174');
    await expect(due).toHaveAccessibleName('Pinjam Mudah');
    await expect(due.getByText('Repayment due', { exact: true })).toBeVisible();
    await expect(summaryValue(due, 'Application date')).toHaveText('2026-08-25');
    expect(formsTo(requests, GW.orders)).toEqual([{}]);
    await expectNoSeriousA11yViolations(page);
  });

  test('Indonesian: the words and the rupiah amounts', async ({ page }) => {
    await page.goto(productUrl('/order', 'id'));
    await expect(page).toHaveTitle(TEXT.id.ordersTitle);
    const first = orderCard(page, 'Pesanan 10021');
    await expect(first.getByText('Sedang ditinjau', { exact: true })).toBeVisible();
    await expect(summaryValue(first, 'Jumlah pinjaman')).toHaveText('Rp 500.000,00');
    await expect(first.getByRole('button', { name: TEXT.id.view })).toBeVisible();
  });

  test('View details opens the loan details of that order', async ({ page }) => {
    await page.goto(productUrl('/order', 'in'));
    await orderCard(page, 'Order 10174').getByRole('button', { name: TEXT.in.view }).click();
    expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '3', orderId: '10174' });
    await expect(page.getByRole('heading', { level: 2, name: 'Repayment due' })).toBeVisible();
  });

  test('a confirmed loan is listed first, under review, and opens its loan details; other borrowers do not see it', async ({
    page,
  }) => {
    await page.goto(productUrl('/loanConfirm', 'in', { productId: '1' }));
    await page.getByRole('button', { name: TEXT.in.submit }).click();
    const { orderId } = await arrivedAt(page, '/loanDetails');
    await expect(page.getByRole('heading', { level: 2, name: TEXT.in.underReview })).toBeVisible();

    // Same browsing session: the launch parameters (this borrower's token) are kept.
    await page.goto('/order');
    const list = page.getByRole('region', { name: TEXT.in.ordersList });
    await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(TEXT.in.order(orderId!));
    const mine = orderCard(page, TEXT.in.order(orderId!));
    await expect(mine).toHaveAccessibleName('Dana Kilat');
    await expect(mine.getByText(TEXT.in.underReview, { exact: true })).toBeVisible();
    await expect(summaryValue(mine, 'Loan amount')).toHaveText('₹ 15,000.00');
    await mine.getByRole('button', { name: TEXT.in.view }).click();
    expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '1', orderId });
    await expect(page.getByRole('heading', { level: 2, name: TEXT.in.underReview })).toBeVisible();

    await page.goto(productUrl('/order', 'in', { token: uniqueToken('other') }));
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(DEMO_ORDERS.length);
    await expect(page.getByRole('heading', { name: TEXT.in.order(orderId!) })).toHaveCount(0);
  });

  test('a failed load shows the reason and Retry, which then lists the orders', async ({ page }) => {
    await failOnce(page, GW.orders, 500);
    await page.goto(productUrl('/order', 'in'));
    await expect(page.getByRole('alert')).toHaveText(WORDS.in.status);
    await page.getByRole('button', { name: TEXT.in.retry }).click();
    await expect(page.getByRole('button', { name: TEXT.in.view })).toHaveCount(DEMO_ORDERS.length);
  });
});

test.describe('the product page', () => {
  test('English: the card and its terms; Apply records the event (module 300, position 0), applies, opens the confirmation', async ({
    page,
  }) => {
    const requests = recordGateway(page);
    await page.goto(productUrl('/product', 'in', { productId: '1' }));
    await expect(page).toHaveTitle('Dana Kilat');
    const product = card(page, 'Dana Kilat');
    await expect(product.getByText('₹ 2,000 - ₹ 40,000', { exact: true })).toBeVisible();
    const terms = page.getByRole('region', { name: TEXT.in.terms });
    await expect(terms.getByRole('term')).toHaveText([
      'Loan amount',
      'Loan term',
      'Interest',
      'Service fee',
      'Disbursement',
      'Who can apply',
    ]);
    await expect(summaryValue(terms, 'Loan term')).toHaveText('91 - 120 days');
    await expectNoSeriousA11yViolations(page);

    await product.getByRole('button', { name: TEXT.in.apply }).click();
    expect(await arrivedAt(page, '/loanConfirm')).toEqual({ productId: '1' });
    await expect(page.getByRole('button', { name: TEXT.in.submit })).toBeVisible();
    expect(formsTo(requests, GW.detail)).toEqual([{ productId: '1' }]);
    expect(formsTo(requests, GW.event)).toEqual([{ productId: '1', moduleId: '300', positionId: '0' }]);
    expect(formsTo(requests, GW.apply)).toEqual([{ product_id: '1', module_id: '300', scene: '' }]);
  });

  test('a scene in the address picks the module id (tanchuang_jingzhun: 301) and travels on', async ({ page }) => {
    const requests = recordGateway(page);
    await page.goto(productUrl('/product', 'id', { productId: '2', scene: 'tanchuang_jingzhun' }));
    await card(page, 'Cepat Cair').getByRole('button', { name: TEXT.id.apply }).click();
    expect(await arrivedAt(page, '/loanConfirm')).toMatchObject({ productId: '2', scene: 'tanchuang_jingzhun' });
    expect(formsTo(requests, GW.event)).toEqual([{ productId: '2', moduleId: '301', positionId: '0' }]);
    expect(formsTo(requests, GW.apply)).toEqual([{ product_id: '2', module_id: '301', scene: 'tanchuang_jingzhun' }]);
  });

  test('Indonesian: a full product greys Apply; its terms are in Indonesian', async ({ page }) => {
    await page.goto(productUrl('/product', 'id', { productId: '5' }));
    await expect(card(page, 'Kredit Pintar').getByRole('button', { name: TEXT.id.full })).toBeDisabled();
    await expect(summaryValue(page.getByRole('region', { name: TEXT.id.terms }), 'Jangka waktu')).toHaveText(
      '91 - 120 hari',
    );
  });

  test("an unknown product shows the server's reason; a lost request offers Retry that then shows it", async ({
    page,
  }) => {
    await page.goto(productUrl('/product', 'in', { productId: '99' }));
    await expect(page.getByRole('alert')).toHaveText(TEXT.in.notFound);

    await failOnce(page, GW.detail, 'abort');
    await page.goto(productUrl('/product', 'in', { productId: '4' }));
    await expect(page.getByRole('alert')).toHaveText(WORDS.in.network);
    await page.getByRole('button', { name: TEXT.in.retry }).click();
    await expect(card(page, 'Dana Prima')).toBeVisible();
  });
});
