/**
 * The other repayment screens in the built app: the extension (/repayDelay; SPEC §2, §7 delay-detail)
 * paid by card end to end, and the repay chooser (/repayChoose) leading to each way of paying with
 * Back returning to it. What the extension, the chooser and the results (/repayYes, /repayNo) show
 * and where their buttons lead is asserted in tests/unit/repayOtherPages.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { PAY, REPAY, arrivedAt, dueOf, figure, formOf, marketMoney, repayUrl } from './repaySupport.ts';

const ORDER = { orderId: '10174', productId: '3' } as const;

test('paying the fee by card moves the due date by 7 days; the order stays to be repaid', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(repayUrl('/repayDelay', 'en', ORDER));
  await expect(figure(page, 'Extension fee')).toHaveText(marketMoney(1568, 'in'));
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).click();
  // The click returns once dispatched; the call goes out a moment later.
  await expect.poll(() => callsTo(requests, REPAY.commit).length).toBe(1);
  expect(formOf(callsTo(requests, REPAY.commit)[0]!).amount).toBe('1568');

  await arrivedAt(page, '/loanDetails');
  await expect(page.getByRole('heading', { level: 2, name: 'Repayment due' })).toBeVisible();
  await expect(figure(page, 'Due date')).toHaveText('2026-12-01');
  // The extension page, loaded afresh, starts from the new due date.
  await page.goto('/repayDelay?orderId=10174&productId=3');
  await expect(figure(page, 'New due date')).toHaveText('2026-12-08');
});

test('each choice goes to its page with the order (and the amount due where it pays)', async ({ page }) => {
  const order = { orderId: '10180', productId: '4' };
  const due = String(dueOf('10180', 'in'));
  expect(due).toBe('3137');
  const targets: [string, string, Record<string, string>][] = [
    ['Pay installments', '/repay', order],
    ['Extend the due date', '/repayDelay', order],
    ['Pay by bank card', '/payWay', { ...order, withholdingAmount: due }],
    ['Virtual account or mini market', '/that', { ...order, amount: due }],
  ];
  await page.goto(repayUrl('/repayChoose', 'en', order));
  await expect(figure(page, 'Amount due')).toHaveText('₹ 3,137');
  for (const [choice, path, query] of targets) {
    await page.getByRole('button', { name: choice }).click();
    expect(await arrivedAt(page, path)).toEqual(query);
    await page.goBack();
    await expect(page.getByRole('button', { name: choice })).toBeVisible();
  }
});
