/**
 * No payment twice (CONTRACT §4, issue 12): when the gateway did a payment or a loan confirmation
 * but its reply was lost on the way back, the screen asks what became of the order before
 * inviting another try, and says what it found; another try is the same attempt, with the same
 * Idempotency-Key, so the demo gateway answers it with the first reply and never pays twice.
 */
import { expect, test, type Page, type Route } from './cspGuard.ts';
import { GW, TEXT, productUrl } from './productSupport.ts';
import { PAY, REPAID, REPAY, arrivedAt, repayUrl } from './repaySupport.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';

/** The gateway does the request, but its reply never reaches the app. */
async function loseRepliesOnce(page: Page, path: string): Promise<void> {
  let lost = 0;
  await page.route(`**${path}*`, async (route: Route) => {
    if (lost++ > 0) return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  });
}

const keysOf = (requests: Parameters<typeof callsTo>[0], path: string) =>
  callsTo(requests, path).map((request) => request.headers()['idempotency-key']);

test('pay-way: the payment went through but its reply was lost: the order is asked, it is paid, and loan details shows it; nothing is sent twice', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await loseRepliesOnce(page, REPAY.commit);
  await page.goto(repayUrl('/payWay', 'en', { productId: '3', orderId: '10174', withholdingAmount: '10455' }));
  await page.getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your payment went through.' })).toBeVisible();
  await arrivedAt(page, '/loanDetails');
  await expect(page.getByRole('heading', { level: 2, name: REPAID.en })).toBeVisible();
  expect(callsTo(requests, REPAY.commit)).toHaveLength(1);
  expect(callsTo(requests, REPAY.loan).length).toBeGreaterThanOrEqual(1);
});

test('pay-way: an SMS code was sent but the reply was lost: the order is still due; paying again is the same attempt and gets the code step, one record', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await loseRepliesOnce(page, REPAY.commit);
  await page.goto(repayUrl('/payWay', 'en', { productId: '3', orderId: '10174', withholdingAmount: '10455' }));
  await page.getByRole('radio', { name: 'BCA' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Your payment was not confirmed/);
  await page.getByRole('button', { name: PAY.en.pay }).click();
  await expect(page.getByRole('textbox', { name: PAY.en.code })).toBeVisible();
  const keys = keysOf(requests, REPAY.commit);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  // The gateway's answer to the retry is its first reply: the same repayment record, not a second one.
  const replay = await callsTo(requests, REPAY.commit)[1]!.response();
  expect(replay!.headers()['idempotent-replayed']).toBe('true');
});

test('wallet: the order was asked after a lost reply; a new tap after an answer is a new attempt', async ({ page }) => {
  const requests = recordGateway(page);
  await page.route(`**${REPAY.huichao}*`, (route) => route.abort('connectionreset'));
  await page.goto(repayUrl('/walletRepay', 'en', { productId: '3', orderId: '10174', withholdingAmount: '10455' }));
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Your payment was not confirmed/);
  expect(callsTo(requests, REPAY.loan)).toHaveLength(1);
});

test('loan confirmation: the push went through but its reply was lost: the order list shows the new loan under review, and its loan details open', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await loseRepliesOnce(page, GW.push);
  await page.goto(productUrl('/loanConfirm', 'in', { productId: '1' }));
  await page.getByRole('button', { name: TEXT.in.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your loan application was received.' })).toBeVisible();
  const query = await arrivedAt(page, '/loanDetails');
  expect(query).toEqual({ productId: '1', orderId: expect.stringMatching(/^2\d{4}$/) });
  await expect(page.getByRole('heading', { level: 2, name: TEXT.in.underReview })).toBeVisible();
  expect(callsTo(requests, GW.push)).toHaveLength(1);
});

test('loan confirmation: the push never arrived: not confirmed, say so; confirming again is the same attempt and goes through once', async ({
  page,
}) => {
  const requests = recordGateway(page);
  let aborted = 0;
  await page.route(`**${GW.push}*`, (route) => (aborted++ === 0 ? route.abort('connectionreset') : route.fallback()));
  await page.goto(productUrl('/loanConfirm', 'in', { productId: '1' }));
  await page.getByRole('button', { name: TEXT.in.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Your loan was not confirmed/);
  await page.getByRole('button', { name: TEXT.in.submit }).click();
  await arrivedAt(page, '/loanDetails');
  const keys = keysOf(requests, GW.push);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});
