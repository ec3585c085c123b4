/**
 * Wallet repayment in the built app (SPEC §7 repayment-huichao; CONTRACT §2 walletRepay and the
 * legacy #/alipayrepayment; CONTRACT §4): the journey (a load and a reload start nothing; the tap's
 * request lost on the network, the order checked, Retry the same attempt; the payment instructions,
 * and back to loan details) and the legacy hash link. One request per tap, a refusal with Retry,
 * taps while Retry is on its way, a malformed amount and where an untrusted or trusted url leads are
 * asserted in tests/unit/walletRepayPage.test.tsx.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { uniqueToken } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { REPAY, arrivedAt, figure, formOf, marketMoney, repayUrl, routeTo } from './repaySupport.ts';

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

test('a load and a reload start nothing; the tap lost on the network is checked and Retry is the same attempt; then the instructions, and back to loan details', async ({
  page,
}) => {
  const requests = recordGateway(page);
  let failing = true;
  await page.route(routeTo(REPAY.huichao), (route) => (failing ? route.abort('connectionreset') : route.fallback()));
  await page.goto(walletUrl());
  await shown(page);
  await expect(figure(page, WALLET.en.amount)).toHaveText(marketMoney(10455, 'in'));
  await expect(figure(page, WALLET.en.order)).toHaveText('10174');
  await page.reload();
  await shown(page);
  expect(callsTo(requests, REPAY.huichao), 'no payment without a tap').toHaveLength(0);

  await pay(page);
  await expect(page.getByRole('alert')).toHaveText(/^Your payment was not confirmed/);
  expect(callsTo(requests, REPAY.loan)).toHaveLength(1);
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  const query = await arrivedAt(page, '/paymentInstructions');
  expect(query).toMatchObject({ provider: 'wallet', orderId: '10174', amount: '10455' });
  const huichao = callsTo(requests, REPAY.huichao);
  expect(huichao.map((request) => request.method())).toEqual(['POST', 'POST']);
  expect(formOf(huichao[1]!)).toEqual({ userId: 'u-1001', orderId: '10174', amount: '10455' });
  const keys = huichao.map((request) => request.headers()['idempotency-key']);
  expect(keys[1]).toBe(keys[0]);

  await expect(page).toHaveTitle('Payment instructions');
  await expect(figure(page, 'Order number')).toHaveText('10174');
  await expect(figure(page, 'Amount')).toHaveText(marketMoney(10455, 'in'));
  await expect(page.getByRole('listitem')).toHaveText(STEPS_EN);
  await page.getByRole('button', { name: 'Back to loan details' }).click();
  expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '3', orderId: '10174' });
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
