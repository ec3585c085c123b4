/**
 * Wallet repayment (SPEC §7 repayment-huichao; CONTRACT §2 walletRepay and the legacy
 * #/alipayrepayment; CONTRACT §3 safe links): the page shows the amount and the order and asks
 * nothing until the borrower taps Pay (a load, a reload or a link never starts a payment); the tap
 * sends huichao userId, orderId and the amount once, then the page goes to the reply's top-level
 * url (the demo's is /paymentInstructions); a refusal or a lost request says why with Retry; an
 * untrusted url gets the tracking set only.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { FULL_LAUNCH, TRACKING_KEYS, uniqueToken } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import {
  REPAY,
  arrivedAt,
  catchNavigation,
  figure,
  formOf,
  holdReplies,
  marketMoney,
  repayUrl,
  replyOnce,
  routeTo,
} from './repaySupport.ts';

const STEPS_EN = [
  'Open your e-wallet app and log in.',
  'Choose Pay bills, then Loans.',
  'Enter your order number and check the amount.',
  'Confirm with your PIN.',
  'Keep the receipt: your loan updates once the payment is confirmed.',
];

const WALLET = {
  en: { amount: 'Amount to pay', order: 'Order number', pay: 'Pay with e-wallet' },
  id: { amount: 'Jumlah yang dibayar', order: 'Nomor pesanan', pay: 'Bayar dengan dompet digital' },
} as const;

function walletUrl(query: Record<string, string> = {}, lang: 'en' | 'id' = 'en'): string {
  return repayUrl('/walletRepay', lang, {
    orderId: '10174',
    productId: '3',
    withholdingAmount: '10455',
    from: 'payway',
    userId: 'u-1001',
    ...query,
  });
}

/** The wallet page is up, showing what the tap would pay. */
async function shown(page: Page, lang: 'en' | 'id' = 'en') {
  await expect(page.getByRole('button', { name: WALLET[lang].pay })).toBeEnabled();
}

const pay = (page: Page, lang: 'en' | 'id' = 'en') => page.getByRole('button', { name: WALLET[lang].pay }).click();

test('shows the amount and the order; a load and a reload start nothing; one tap asks huichao once, then shows where its url leads', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(walletUrl());
  await shown(page);
  await expect(figure(page, WALLET.en.amount)).toHaveText(marketMoney(10455, 'in'));
  await expect(figure(page, WALLET.en.order)).toHaveText('10174');
  await page.reload();
  await shown(page);
  await expect(figure(page, WALLET.en.amount)).toHaveText(marketMoney(10455, 'in'));
  expect(callsTo(requests, REPAY.huichao), 'no payment without a tap').toHaveLength(0);

  await pay(page);
  const query = await arrivedAt(page, '/paymentInstructions');
  expect(query).toMatchObject({ provider: 'wallet', orderId: '10174', amount: '10455' });
  const [huichao] = callsTo(requests, REPAY.huichao);
  expect(huichao!.method()).toBe('POST');
  expect(formOf(huichao!)).toEqual({ userId: 'u-1001', orderId: '10174', amount: '10455' });
  expect(callsTo(requests, REPAY.huichao)).toHaveLength(1);

  await expect(page).toHaveTitle('Payment instructions');
  await expect(figure(page, 'Order number')).toHaveText('10174');
  await expect(figure(page, 'Amount')).toHaveText(marketMoney(10455, 'in'));
  await expect(page.getByRole('listitem')).toHaveText(STEPS_EN);
  await page.getByRole('button', { name: 'Back to loan details' }).click();
  expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '3', orderId: '10174' });
});

test('a second tap while the first is on its way sends nothing more', async ({ page }) => {
  const requests = recordGateway(page);
  const release = await holdReplies(page, REPAY.huichao);
  await page.goto(walletUrl());
  await shown(page);
  await pay(page);
  await page.getByRole('button', { name: WALLET.en.pay }).click({ force: true });
  release();
  await arrivedAt(page, '/paymentInstructions');
  expect(callsTo(requests, REPAY.huichao)).toHaveLength(1);
});

test('after a failure, a tap while Retry is on its way sends nothing more, whichever pay button shows meanwhile', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await replyOnce(page, REPAY.huichao, { code: '01', message: 'Dompet sedang gangguan', data: null });
  await page.goto(walletUrl({}, 'id'));
  await pay(page, 'id');
  await expect(page.getByRole('alert')).toHaveText('Dompet sedang gangguan');

  const release = await holdReplies(page, REPAY.huichao);
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect.poll(() => callsTo(requests, REPAY.huichao).length).toBe(2);
  await expect(page.getByRole('progressbar')).toBeVisible();
  for (const name of [WALLET.id.pay, 'Coba lagi']) {
    const button = page.getByRole('button', { name });
    if (await button.isVisible()) await button.click({ force: true });
  }
  release();
  await arrivedAt(page, '/paymentInstructions');
  expect(callsTo(requests, REPAY.huichao)).toHaveLength(2);
});

test('the legacy #/alipayrepayment link shows the same, its launch parameters kept, and pays only on a tap', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const token = uniqueToken('alipay');
  await page.goto(
    `/#/alipayrepayment?orderId=10180&productId=4&withholdingAmount=627.000&from=payway&userId=u-77&languageType=1&token=${token}`,
  );
  await shown(page, 'id');
  await expect(figure(page, WALLET.id.amount)).toHaveText('Rp 627.000');
  await expect(figure(page, WALLET.id.order)).toHaveText('10180');
  expect(callsTo(requests, REPAY.huichao)).toHaveLength(0);

  await pay(page, 'id');
  const query = await arrivedAt(page, '/paymentInstructions');
  expect(query).toMatchObject({ provider: 'wallet', orderId: '10180', amount: '627000' });
  const [huichao] = callsTo(requests, REPAY.huichao);
  expect(formOf(huichao!)).toEqual({ userId: 'u-77', orderId: '10180', amount: '627000' });
  expect(new URL(huichao!.url()).searchParams.get('token')).toBe(token);
  await expect(figure(page, 'Jumlah')).toHaveText('Rp 627.000');
  await expect(page).toHaveTitle('Petunjuk pembayaran');
});

test('a refusal shows the server message and Retry, which then goes on', async ({ page }) => {
  const asked = await replyOnce(page, REPAY.huichao, { code: '01', message: 'Dompet sedang gangguan', data: null });
  await page.goto(walletUrl({}, 'id'));
  await pay(page, 'id');
  // An inline error, announced (CONTRACT §6).
  await expect(page.getByRole('alert')).toHaveText('Dompet sedang gangguan');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Kembali ke detail pinjaman' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/walletRepay');
  expect(asked()).toBe(1);

  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await arrivedAt(page, '/paymentInstructions');
  expect(asked()).toBe(2);
});

test('a request lost on the network: the order is asked first and is still due; Retry is the same attempt (same Idempotency-Key) and goes on', async ({
  page,
}) => {
  const requests = recordGateway(page);
  let failing = true;
  await page.route(routeTo(REPAY.huichao), (route) => (failing ? route.abort('connectionreset') : route.fallback()));
  await page.goto(walletUrl());
  await pay(page);
  await expect(page.getByRole('alert')).toHaveText(/^Your payment was not confirmed/);
  expect(callsTo(requests, REPAY.loan)).toHaveLength(1);
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await arrivedAt(page, '/paymentInstructions');
  const keys = callsTo(requests, REPAY.huichao).map((request) => request.headers()['idempotency-key']);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('an untrusted absolute url gets the tracking parameters only', async ({ page }) => {
  await replyOnce(page, REPAY.huichao, {
    code: '00',
    message: 'success',
    url: 'https://wallet.elsewhere.example/pay?ref=x',
  });
  const arrived = await catchNavigation(page, 'https://wallet.elsewhere.example');
  await page.goto(walletUrl(FULL_LAUNCH));
  await pay(page);
  const url = await arrived();
  expect(url.origin + url.pathname).toBe('https://wallet.elsewhere.example/pay');
  const expected: Record<string, string> = { ref: 'x' };
  for (const key of TRACKING_KEYS) expected[key] = FULL_LAUNCH[key];
  expect(Object.fromEntries(url.searchParams)).toEqual(expected);
});

test("the deployment's trusted origin gets the current parameters, token included", async ({ page }) => {
  await replyOnce(page, REPAY.huichao, {
    code: '00',
    message: 'success',
    url: 'https://pay.kilatdana.example/wallet?ref=x',
  });
  const arrived = await catchNavigation(page, 'https://pay.kilatdana.example');
  const token = uniqueToken('trusted');
  await page.goto(walletUrl({ ...FULL_LAUNCH, token }));
  await pay(page);
  const url = await arrived();
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    ref: 'x',
    token,
    session: FULL_LAUNCH.session,
    orderId: '10174',
    withholdingAmount: '10455',
  });
});

test('axe: the wallet page before the tap and refused, and the payment instructions', async ({ page }) => {
  await replyOnce(page, REPAY.huichao, { code: '01', message: 'Dompet sedang gangguan', data: null });
  await page.goto(walletUrl({}, 'id'));
  await shown(page, 'id');
  await expectNoSeriousA11yViolations(page);
  await pay(page, 'id');
  await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await arrivedAt(page, '/paymentInstructions');
  await expect(page.getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
});
