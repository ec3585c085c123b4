/**
 * Pay-way (SPEC §2, §4 card repayment, §5, §7; CONTRACT §2, §5): bound cards as radios, pay blocked
 * without a card, repayment-commit's nine fields, the no-SMS card straight to loan details (now
 * Repaid, for this borrower only), closeRepayDialog on Android alone, one commit per double tap,
 * the bind-card and wallet links. The SMS step is in pay-way-sms.spec.ts.
 *
 * Order 10174 (product 3) is due: 10455 rupees, 2091000 rupiah for a new borrower.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { FULL_LAUNCH, TRACKING_KEYS, loanUrl, uniqueToken } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import {
  DUE_10174,
  PAY,
  REPAID,
  REPAY,
  arrivedAt,
  catchNavigation,
  dueOf,
  figure,
  formOf,
  holdReplies,
  hostHeard,
  installPathHost,
  marketMoney,
  marketOf,
  repayTokenOf,
  repayUrl,
  toast,
  type Lang,
} from './repaySupport.ts';

const ORDER = { orderId: '10174', productId: '3' } as const;

function payWayUrl(lang: Lang, query: Record<string, string> = {}): string {
  return repayUrl('/payWay', lang, { ...ORDER, withholdingAmount: String(dueOf('10174', marketOf(lang))), ...query });
}

function cards(page: Page, lang: Lang) {
  return page.getByRole('group', { name: PAY[lang].cards });
}

test('the bound cards are radios named by bank, the masked number as description; none chosen yet', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(payWayUrl('en'));
  await expect(page).toHaveTitle(PAY.en.title);
  await expect(figure(page, PAY.en.amount)).toHaveText(marketMoney(10455, 'in'));
  const group = cards(page, 'en');
  await expect(group.getByRole('radio')).toHaveCount(2);
  const bca = group.getByRole('radio', { name: 'BCA' });
  const mandiri = group.getByRole('radio', { name: 'Mandiri' });
  await expect(bca).toHaveAccessibleDescription('6217 **** **** 1234');
  await expect(mandiri).toHaveAccessibleDescription('6222 **** **** 5678');
  await expect(bca).not.toBeChecked();
  await expect(mandiri).not.toBeChecked();
  await mandiri.check();
  await expect(bca).not.toBeChecked();
  await expect(page.getByRole('link', { name: PAY.en.bindCard })).toBeVisible();
  await expect(page.getByRole('link', { name: PAY.en.wallet })).toBeVisible();

  // repayment-way: a POST with the order in the query and nothing in the body (SPEC §7).
  const [way] = callsTo(requests, REPAY.way);
  expect(way!.method()).toBe('POST');
  expect(new URL(way!.url()).searchParams.get('orderId')).toBe('10174');
  expect(formOf(way!)).toEqual({});
});

for (const lang of ['id', 'zh'] as const) {
  test(`pay with no card chosen says '${PAY[lang].chooseCard}' and commits nothing (${lang})`, async ({ page }) => {
    const requests = recordGateway(page);
    await page.goto(payWayUrl(lang));
    await expect(cards(page, lang).getByRole('radio', { name: 'BCA' })).toBeVisible();
    await page.getByRole('button', { name: PAY[lang].pay }).click();
    await expect(toast(page, PAY[lang].chooseCard)).toHaveText(PAY[lang].chooseCard);
    expect(callsTo(requests, REPAY.commit)).toHaveLength(0);
    await expect(page.getByRole('textbox', { name: PAY[lang].code })).toHaveCount(0);
  });
}

test('BCA: repayment-commit gets exactly the nine fields with sendMsg 0, then the SMS step', async ({ page }) => {
  const requests = recordGateway(page);
  const repayToken = repayTokenOf(page);
  await page.goto(payWayUrl('en'));
  await cards(page, 'en').getByRole('radio', { name: 'BCA' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).click();

  await expect(page.getByRole('region', { name: PAY.en.smsTitle })).toBeVisible();
  await expect(toast(page, PAY.en.codeSent)).toBeVisible();
  const commits = callsTo(requests, REPAY.commit);
  expect(commits).toHaveLength(1);
  expect(commits[0]!.method()).toBe('POST');
  expect(formOf(commits[0]!)).toEqual({
    amount: '10455',
    bankName: 'BCA',
    cardId: '1',
    cardNo: '6217 **** **** 1234',
    couponId: '',
    orderId: '10174',
    repayToken: await repayToken,
    bankCode: 'BCA',
    sendMsg: '0',
  });
  // The card list is gone while the code is asked for.
  await expect(cards(page, 'en')).toHaveCount(0);
});

test('a coupon goes with the commit, and an amount written with separators is sent as a plain integer', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(payWayUrl('id', { withholdingAmount: '2.091.000', couponId: 'C-9', couponMoney: '5000' }));
  await expect(figure(page, PAY.id.amount)).toHaveText('Rp 2.091.000');
  await cards(page, 'id').getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.id.pay }).click();
  await arrivedAt(page, '/loanDetails');
  expect(formOf(callsTo(requests, REPAY.commit)[0]!)).toMatchObject({
    amount: '2091000',
    couponId: 'C-9',
    cardId: '2',
    bankName: 'Mandiri',
    bankCode: 'MANDIRI',
    sendMsg: '0',
  });
  await expect(page.getByRole('heading', { level: 2, name: REPAID.id })).toBeVisible();
});

test('Mandiri asks for no code: straight to loan details of the order, now Repaid for this borrower only', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(payWayUrl('en'));
  await cards(page, 'en').getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).click();

  expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '3', orderId: '10174' });
  await expect(page.getByRole('heading', { level: 2, name: REPAID.en })).toBeVisible();
  expect(callsTo(requests, REPAY.commit)).toHaveLength(1);
  expect(formOf(callsTo(requests, REPAY.commit)[0]!)).toMatchObject({ cardId: '2', amount: '10455', sendMsg: '0' });
  expect(callsTo(requests, REPAY.confirm)).toHaveLength(0);
  // Pay-way was replaced: back leaves the payment instead of offering it again.
  await expect(page.getByRole('textbox', { name: PAY.en.code })).toHaveCount(0);

  // Another borrower's copy of the order is untouched.
  await page.goto(loanUrl('10174', 'in', { token: uniqueToken('other') }));
  await expect(page.getByRole('heading', { level: 2, name: DUE_10174.en })).toBeVisible();
});

test('BCA with the SMS code: loan details then shows the order Repaid (status 200)', async ({ page }) => {
  await page.goto(payWayUrl('en'));
  await cards(page, 'en').getByRole('radio', { name: 'BCA' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).click();
  await page.getByRole('textbox', { name: PAY.en.code }).fill('123456');
  await page.getByRole('button', { name: PAY.en.confirm }).click();
  await arrivedAt(page, '/loanDetails');
  await expect(page.getByRole('heading', { level: 2, name: REPAID.en })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Loan more' })).toBeVisible();
});

test('the whole journey from loan details: Repay, by card, Mandiri, and loan details shows Repaid', async ({
  page,
}) => {
  await page.goto(loanUrl('10174', 'in'));
  await expect(page.getByRole('heading', { level: 2, name: DUE_10174.en })).toBeVisible();
  await page.getByRole('button', { name: 'Repay' }).click();
  await page.getByRole('button', { name: 'Pay by bank card' }).click();
  expect(await arrivedAt(page, '/payWay')).toEqual({ productId: '3', orderId: '10174', withholdingAmount: '10455' });
  await cards(page, 'en').getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).click();
  await arrivedAt(page, '/loanDetails');
  // The order is paid: loan details must not show what it remembered from before the payment.
  await expect(page.getByRole('heading', { level: 2, name: REPAID.en })).toBeVisible();
});

test.describe('the native repayment dialog', () => {
  test('on Android, a payment without code sends closeRepayDialog before leaving pay-way', async ({ page }) => {
    await installPathHost(page, 'ReactNativeWebView');
    await page.goto(payWayUrl('en', { platform: 'android' }));
    await cards(page, 'en').getByRole('radio', { name: 'Mandiri' }).check();
    await page.getByRole('button', { name: PAY.en.pay }).click();
    await expect(page.getByRole('heading', { level: 2, name: REPAID.en })).toBeVisible();
    expect(await hostHeard(page)).toEqual([{ message: { action: 'closeRepayDialog', data: {} }, path: '/payWay' }]);
  });

  test('on Android, a confirmed code sends closeRepayDialog before leaving pay-way', async ({ page }) => {
    await installPathHost(page, 'ReactNativeWebView');
    await page.goto(payWayUrl('zh', { platform: 'android' }));
    await cards(page, 'zh').getByRole('radio', { name: 'BCA' }).check();
    await page.getByRole('button', { name: PAY.zh.pay }).click();
    await page.getByRole('textbox', { name: PAY.zh.code }).fill('123456');
    expect(await hostHeard(page)).toEqual([]);
    await page.getByRole('button', { name: PAY.zh.confirm }).click();
    await expect(page.getByRole('heading', { level: 2, name: REPAID.zh })).toBeVisible();
    expect(await hostHeard(page)).toEqual([{ message: { action: 'closeRepayDialog', data: {} }, path: '/payWay' }]);
  });

  test('on iOS nothing is sent to the host', async ({ page }) => {
    await installPathHost(page, 'webkit');
    await page.goto(payWayUrl('en', { platform: 'ios' }));
    await cards(page, 'en').getByRole('radio', { name: 'Mandiri' }).check();
    await page.getByRole('button', { name: PAY.en.pay }).click();
    await expect(page.getByRole('heading', { level: 2, name: REPAID.en })).toBeVisible();
    expect(await hostHeard(page)).toEqual([]);
  });
});

test('a double tap on pay sends one commit', async ({ page }) => {
  const requests = recordGateway(page);
  const release = await holdReplies(page, REPAY.commit);
  await page.goto(payWayUrl('en'));
  await cards(page, 'en').getByRole('radio', { name: 'BCA' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).dblclick();
  await expect.poll(() => callsTo(requests, REPAY.commit).length).toBe(1);
  release();
  await expect(page.getByRole('region', { name: PAY.en.smsTitle })).toBeVisible();
  expect(callsTo(requests, REPAY.commit)).toHaveLength(1);
});

test("bind a new card goes to the deployment's bindCardUrl with SPEC's query and the tracking set only", async ({
  page,
}) => {
  const arrived = await catchNavigation(page, 'https://app.kilat.example');
  await page.goto(payWayUrl('en', { ...FULL_LAUNCH, couponId: 'C-9', couponMoney: '5000' }));
  await page.getByRole('link', { name: PAY.en.bindCard }).click();
  const url = await arrived();
  expect(url.origin + url.pathname).toBe('https://app.kilat.example/bind-card');
  const expected: Record<string, string> = {
    orderId: '10174',
    productId: '3',
    couponMoney: '5000',
    couponId: 'C-9',
    withholdingAmount: '10455',
    from: 'payway',
  };
  // Another origin: never the token, the session or the device data (CONTRACT §3).
  for (const key of TRACKING_KEYS) expected[key] = FULL_LAUNCH[key];
  expect(Object.fromEntries(url.searchParams)).toEqual(expected);
});

test('the wallet link opens /walletRepay with the order and the amount, which pays only on a tap', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(payWayUrl('id'));
  await page.getByRole('link', { name: PAY.id.wallet }).click();
  expect(await arrivedAt(page, '/walletRepay')).toEqual({
    orderId: '10174',
    productId: '3',
    withholdingAmount: '2091000',
    from: 'payway',
  });
  await expect(figure(page, 'Jumlah yang dibayar')).toHaveText(marketMoney(2091000, 'id'));
  expect(callsTo(requests, REPAY.huichao)).toHaveLength(0);
  await page.getByRole('button', { name: 'Bayar dengan dompet digital' }).click();
  await arrivedAt(page, '/paymentInstructions');
  expect(callsTo(requests, REPAY.huichao)).toHaveLength(1);
});
