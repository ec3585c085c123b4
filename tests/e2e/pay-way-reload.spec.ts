/**
 * No payment twice after a reload (issue 20, CONTRACT §4): a payment reached the gateway (which did
 * it) but its reply was still on its way when the borrower reloaded. The attempt's outcome is
 * unknown, so a screen of that order first asks the gateway what became of the order and says so;
 * the same payment sent again carries the first Idempotency-Key (the gateway answers with its first
 * reply and charges nothing more), whatever repayToken the new visit was handed. Another payment of
 * the same order held back with a word is asserted in tests/unit/payWayCards.test.tsx; the gateway
 * paying a replayed attempt once in tests/unit/idempotency.test.ts.
 */
import { expect, test, type Page, type Route } from './cspGuard.ts';
import { GW, TEXT, productUrl } from './productSupport.ts';
import { PAY, REPAY, arrivedAt, repayUrl } from './repaySupport.ts';
import { uniqueToken } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';

const CHECKING = {
  id: 'Pembayaran sebelumnya untuk pinjaman ini mungkin masih dalam proses. Kami memeriksanya sebelum Anda membayar lagi…',
  en: 'An earlier payment of this loan may still be on its way. Checking what became of it before you pay again…',
};
const UNPAID_ID = /^Pembayaran Anda belum terkonfirmasi/;

/** The request reaches the gateway, which does it; its reply never comes back (the page is reloaded meanwhile). */
async function holdReplyOnce(page: Page, path: string): Promise<() => boolean> {
  let done = false;
  let held = 0;
  await page.route(`**${path}*`, async (route: Route) => {
    if (held++ > 0) return route.fallback();
    await route.fetch();
    done = true;
    await new Promise(() => undefined);
  });
  return () => done;
}

/** Holds the order check until released, so what the screen says meanwhile can be read. */
async function holdOrderCheck(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}*`, async (route: Route) => {
    await released;
    await route.fallback();
  });
  return release;
}

const keysOf = (requests: Parameters<typeof callsTo>[0], path: string) =>
  callsTo(requests, path).map((request) => request.headers()['idempotency-key']);

test('a reload while the card payment is on its way: the order is asked first and the screen says so; the same payment again is one charge', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const token = uniqueToken('dbl');
  const payWay = `/payWay?orderId=10180&productId=4&withholdingAmount=209000&token=${token}&languageType=1`;
  const reached = await holdReplyOnce(page, REPAY.commit);
  await page.goto(payWay);
  await page.getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.id.pay }).click();
  await expect.poll(reached).toBe(true);

  // Reloaded: an attempt of this order is open, so the screen asks the order before taking a payment.
  const release = await holdOrderCheck(page, REPAY.loan);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(CHECKING.id);
  await expect(page.getByRole('button', { name: PAY.id.pay })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText(UNPAID_ID);

  // The same payment again (same order, amount and card; the reloaded visit's repayToken): the first
  // key, the gateway's first reply, one charge.
  await page.getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.id.pay }).click();
  await arrivedAt(page, '/loanDetails');
  const commits = callsTo(requests, REPAY.commit);
  expect(commits).toHaveLength(2);
  const tokens = await Promise.all(
    commits.map(async (request) => new URLSearchParams(request.postData() ?? '').get('repayToken')),
  );
  expect(tokens[1]).not.toBe(tokens[0]);
  expect(keysOf(requests, REPAY.commit)[1]).toBe(keysOf(requests, REPAY.commit)[0]);
  expect((await commits[1]!.response())!.headers()['idempotent-replayed']).toBe('true');
});

test('a reload while the wallet payment is on its way: the order is asked and the screen says so; Retry is the same attempt', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const token = uniqueToken('dbl-wallet');
  const url = repayUrl('/walletRepay', 'en', { orderId: '10174', productId: '3', withholdingAmount: '10455', token });
  const reached = await holdReplyOnce(page, REPAY.huichao);
  await page.goto(url);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect.poll(reached).toBe(true);
  const release = await holdOrderCheck(page, REPAY.loan);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(CHECKING.en);
  release();
  await expect(page.getByRole('alert')).toHaveText(/^Your payment was not confirmed/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await arrivedAt(page, '/paymentInstructions');
  const keys = keysOf(requests, REPAY.huichao);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('a reload while the loan confirmation is on its way: the order list is asked and the new loan opens; nothing is sent twice', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const reached = await holdReplyOnce(page, GW.push);
  await page.goto(productUrl('/loanConfirm', 'in', { productId: '1' }));
  await page.getByRole('button', { name: TEXT.in.submit }).click();
  await expect.poll(reached).toBe(true);
  const release = await holdOrderCheck(page, GW.orders);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'An earlier confirmation of this loan may still be on its way. Checking what became of it…',
  );
  await expect(page.getByRole('button', { name: TEXT.in.submit })).toBeDisabled();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Your loan application was received.' })).toBeVisible();
  const query = await arrivedAt(page, '/loanDetails');
  expect(query).toEqual({ productId: '1', orderId: expect.stringMatching(/^2\d{4}$/) });
  expect(callsTo(requests, GW.push)).toHaveLength(1);
});
