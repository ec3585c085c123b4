/**
 * Pay-way's journeys in the built app (SPEC §2, §4 card repayment, §5, §7; CONTRACT §2, §4): from
 * loan details by card without a code, back to loan details now Repaid with pay-way gone from the
 * history; by card with the SMS code after the first commit was lost on the network; and the card
 * list lost on the network. What the page sends and shows (the commit's nine fields, the coupon,
 * the SMS step and its countdown, the host messages, one commit per double tap, the links, the
 * faults the gateway answers) is asserted in tests/unit/payWayPage.test.tsx, payWayCards.test.tsx
 * and payWaySms.test.tsx.
 *
 * Order 10174 (product 3) is due: 10455 rupees, 2091000 rupiah for a new borrower.
 */
import { expect, test } from './cspGuard.ts';
import { loanUrl } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import {
  DUE_10174,
  PAY,
  REPAID,
  REPAY,
  arrivedAt,
  dueOf,
  figure,
  marketMoney,
  repayUrl,
  routeTo,
  toast,
} from './repaySupport.ts';

test('from loan details: Repay, by card, Mandiri, and loan details shows Repaid; Back does not offer the payment again', async ({
  page,
}) => {
  await page.goto(loanUrl('10174', 'in'));
  await expect(page.getByRole('heading', { level: 2, name: DUE_10174.en })).toBeVisible();
  await page.getByRole('button', { name: 'Repay' }).click();
  await page.getByRole('button', { name: 'Pay by bank card' }).click();
  expect(await arrivedAt(page, '/payWay')).toEqual({ productId: '3', orderId: '10174', withholdingAmount: '10455' });
  await expect(figure(page, PAY.en.amount)).toHaveText(marketMoney(10455, 'in'));
  const cards = page.getByRole('group', { name: PAY.en.cards });
  await expect(cards.getByRole('radio', { name: 'BCA' })).toHaveAccessibleDescription('6217 **** **** 1234');
  await cards.getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).click();
  expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '3', orderId: '10174' });
  // The order is paid: loan details must not show what it remembered from before the payment.
  await expect(page.getByRole('heading', { level: 2, name: REPAID.en })).toBeVisible();

  // Pay-way was replaced by loan details: Back goes to the chooser, not to the payment.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/repayChoose');
});

test('by card with the SMS code: a commit lost on the network is checked, then sent again as the same attempt; a wrong code, then the right one pays', async ({
  page,
}) => {
  const requests = recordGateway(page);
  let aborted = 0;
  await page.route(routeTo(REPAY.commit), async (route) => {
    if (aborted++ === 0) await route.abort('connectionreset');
    else await route.fallback();
  });
  await page.goto(repayUrl('/payWay', 'en', { orderId: '10174', productId: '3', withholdingAmount: '10455' }));
  await page.getByRole('radio', { name: 'BCA' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).click();
  // CONTRACT §4: no blind "try again": loan details says what became of the order.
  await expect(page.getByRole('alert')).toHaveText(/^Your payment was not confirmed/);
  expect(callsTo(requests, REPAY.loan)).toHaveLength(1);
  await page.getByRole('button', { name: PAY.en.pay }).click();

  await expect(page.getByRole('region', { name: PAY.en.smsTitle })).toBeVisible();
  await expect(toast(page, PAY.en.codeSent)).toBeVisible();
  const keys = callsTo(requests, REPAY.commit).map((request) => request.headers()['idempotency-key']);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  const code = page.getByRole('textbox', { name: PAY.en.code });
  await code.fill('000000');
  await page.getByRole('button', { name: PAY.en.confirm }).click();
  await expect(toast(page, PAY.en.wrongCode)).toBeVisible();
  await code.fill('123456');
  await page.getByRole('button', { name: PAY.en.confirm }).click();
  expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '3', orderId: '10174' });
  await expect(page.getByRole('heading', { level: 2, name: REPAID.en })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Loan more' })).toBeVisible();
});

test("the card list lost on the network: 'error', no spinner left, and Retry shows the cards", async ({ page }) => {
  let asked = 0;
  await page.route(routeTo(REPAY.way), async (route) => {
    asked += 1;
    if (asked === 1) await route.abort('internetdisconnected');
    else await route.fallback();
  });
  await page.goto(
    repayUrl('/payWay', 'id', { orderId: '10174', productId: '3', withholdingAmount: String(dueOf('10174', 'id')) }),
  );
  await expect(page.getByRole('alert')).toHaveText(PAY.id.network);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: PAY.id.retry }).click();
  await expect(page.getByRole('radio', { name: 'Mandiri' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked).toBe(2);
});
