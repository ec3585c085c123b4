/**
 * Pay-way's SMS step (SPEC §4 card repayment, §5, §8, §9), in the Chinese catalogue for SPEC's
 * quoted strings: the 60 s countdown in one-second ticks (the page's clock stopped and moved by the
 * test), resend with sendMsg 1, Cancel, the 6-character rule, confirm's codes 800006 and 800005 and
 * any other, a commit failure restarting the countdown, one confirm per double tap, and the code
 * never kept in storage or logs. The demo's code is always 123456 (BCA asks for it).
 */
import { expect, test, type Page } from './cspGuard.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { gotoWithStoppedClock, runClockUntilVisible } from './stoppedClock.ts';
import {
  PAY,
  REPAID,
  REPAY,
  allStorage,
  arrivedAt,
  dueOf,
  formOf,
  holdReplies,
  marketOf,
  replyOnce,
  repayUrl,
  toast,
  type Lang,
} from './repaySupport.ts';

const zh = PAY.zh;

function payWayUrl(lang: Lang): string {
  return repayUrl('/payWay', lang, {
    orderId: '10174',
    productId: '3',
    withholdingAmount: String(dueOf('10174', marketOf(lang))),
  });
}

/** The resend button while it counts: named by what it is and the time left. */
function counting(page: Page, seconds: number, lang: Lang = 'zh') {
  return page.getByRole('button', { name: `${PAY[lang].getCode} (${PAY[lang].seconds(seconds)})`, exact: true });
}

function codeField(page: Page, lang: Lang = 'zh') {
  return page.getByRole('textbox', { name: PAY[lang].code });
}

/** BCA chosen and paid with the page's clock stopped: the SMS step is up and its countdown at 60. */
async function enterSmsWithClock(page: Page): Promise<void> {
  const bca = page.getByRole('radio', { name: 'BCA' });
  await gotoWithStoppedClock(page, payWayUrl('zh'), bca);
  await bca.check();
  await page.getByRole('button', { name: zh.pay }).click();
  await runClockUntilVisible(page, counting(page, 60));
}

/** BCA chosen and paid on the real clock; hands back the record the commit opened. */
async function enterSms(page: Page, lang: Lang = 'zh'): Promise<string> {
  await page.goto(payWayUrl(lang));
  await page.getByRole('radio', { name: 'BCA' }).check();
  const committed = page.waitForResponse((response) => new URL(response.url()).pathname === REPAY.commit);
  await page.getByRole('button', { name: PAY[lang].pay }).click();
  await expect(codeField(page, lang)).toBeVisible();
  return ((await (await committed).json()) as { data: { repayRecordId: string } }).data.repayRecordId;
}

test('the countdown: 60 s in one-second ticks, disabled while it counts, then 获取验证码 again', async ({ page }) => {
  await enterSmsWithClock(page);
  await expect(toast(page, zh.codeSent)).toHaveText(zh.codeSent);
  const button = counting(page, 60);
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(zh.seconds(60));

  // The first tick comes a whole second after the start, not before.
  await page.clock.runFor(985);
  await expect(counting(page, 60)).toBeVisible();
  await page.clock.runFor(20);
  await expect(counting(page, 59)).toHaveText(zh.seconds(59));
  await expect(counting(page, 59)).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(counting(page, 58)).toBeVisible();
  await page.clock.runFor(57_000);
  await expect(counting(page, 1)).toHaveText(zh.seconds(1));

  await page.clock.runFor(1_000);
  const again = page.getByRole('button', { name: zh.getCode, exact: true });
  await expect(again).toHaveText(zh.getCode);
  await expect(again).toBeEnabled();
});

test('resend commits again with sendMsg 1 and counts from 60 again', async ({ page }) => {
  const requests = recordGateway(page);
  await enterSmsWithClock(page);
  await page.clock.runFor(60_000);
  await page.getByRole('button', { name: zh.getCode, exact: true }).click();
  await runClockUntilVisible(page, counting(page, 60));
  await expect(toast(page, zh.codeSent)).toBeVisible();

  const [first, resend] = callsTo(requests, REPAY.commit);
  expect(formOf(first!).sendMsg).toBe('0');
  expect(formOf(resend!)).toEqual({ ...formOf(first!), sendMsg: '1' });
  await page.clock.runFor(1_010);
  await expect(counting(page, 59)).toBeDisabled();
});

test('Cancel leaves the SMS step and resets it: paying again counts from 60 with an empty field', async ({ page }) => {
  const requests = recordGateway(page);
  await enterSmsWithClock(page);
  await page.clock.runFor(15_000);
  await expect(counting(page, 45)).toBeVisible();
  await codeField(page).fill('12');
  await page.getByRole('button', { name: zh.cancel }).click();

  await expect(page.getByRole('region', { name: zh.smsTitle })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'BCA' })).toBeChecked();
  await page.getByRole('button', { name: zh.pay }).click();
  await runClockUntilVisible(page, codeField(page));
  await expect(counting(page, 60)).toBeVisible();
  await expect(codeField(page)).toHaveValue('');
  expect(callsTo(requests, REPAY.commit).map((request) => formOf(request).sendMsg)).toEqual(['0', '0']);
});

test('a code shorter than 6 characters: 请输入正确的验证码 and no confirm; the field is a one-time numeric code', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await enterSms(page);
  const field = codeField(page);
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('maxlength', '6');
  await field.fill('12345');
  await page.getByRole('button', { name: zh.confirm }).click();
  await expect(toast(page, zh.badCode)).toHaveText(zh.badCode);
  expect(callsTo(requests, REPAY.confirm)).toHaveLength(0);
});

test('a wrong code: 验证码错误 (800006), still on the code; the right one then pays', async ({ page }) => {
  const requests = recordGateway(page);
  const record = await enterSms(page);
  await codeField(page).fill('000000');
  await page.getByRole('button', { name: zh.confirm }).click();
  await expect(toast(page, zh.wrongCode)).toHaveText(zh.wrongCode);
  await expect(codeField(page)).toBeVisible();
  expect(formOf(callsTo(requests, REPAY.confirm)[0]!)).toEqual({
    orderId: '10174',
    verifyCode: '000000',
    repaymentRecordId: record,
  });

  await codeField(page).fill('123456');
  await page.getByRole('button', { name: zh.confirm }).click();
  expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '3', orderId: '10174' });
  await expect(page.getByRole('heading', { level: 2, name: REPAID.zh })).toBeVisible();
  expect(formOf(callsTo(requests, REPAY.confirm)[1]!)).toEqual({
    orderId: '10174',
    verifyCode: '123456',
    repaymentRecordId: record,
  });
});

test('confirm code 800005 says 请勿重复提交支付申请, not the server text', async ({ page }) => {
  await replyOnce(page, REPAY.confirm, { code: '800005', message: 'Payment already submitted', data: null });
  await enterSms(page);
  await codeField(page).fill('123456');
  await page.getByRole('button', { name: zh.confirm }).click();
  await expect(toast(page, zh.twice)).toHaveText(zh.twice);
  await expect(codeField(page)).toBeVisible();
});

test("any other confirm code shows the server's message", async ({ page }) => {
  await replyOnce(page, REPAY.confirm, { code: '800100', message: '银行处理中，请稍后再试', data: null });
  await enterSms(page);
  await codeField(page).fill('123456');
  await page.getByRole('button', { name: zh.confirm }).click();
  await expect(toast(page, '银行处理中，请稍后再试')).toHaveText('银行处理中，请稍后再试');
  await expect(codeField(page)).toBeVisible();
});

for (const [what, message, shown] of [
  ['with a message', '银行卡余额不足', '银行卡余额不足'],
  ['with no message', '', zh.failed],
] as const) {
  test(`a resend the bank refuses (${what}) says ${shown} and restarts the countdown`, async ({ page }) => {
    const requests = recordGateway(page);
    await enterSmsWithClock(page);
    await page.clock.runFor(60_000);
    await replyOnce(page, REPAY.commit, { code: '01', message, data: null });
    await page.getByRole('button', { name: zh.getCode, exact: true }).click();
    await runClockUntilVisible(page, counting(page, 60));
    await expect(counting(page, 60)).toBeDisabled();
    await expect(page.getByRole('status')).toHaveText(shown);
    expect(formOf(callsTo(requests, REPAY.commit)[1]!).sendMsg).toBe('1');
  });
}

test('a refused first commit shows the message and stays on the cards; paying again works', async ({ page }) => {
  await replyOnce(page, REPAY.commit, { code: '01', message: 'Kartu ditolak bank', data: null });
  await page.goto(payWayUrl('id'));
  await page.getByRole('radio', { name: 'BCA' }).check();
  await page.getByRole('button', { name: PAY.id.pay }).click();
  await expect(toast(page, 'Kartu ditolak bank')).toHaveText('Kartu ditolak bank');
  await expect(page.getByRole('radio', { name: 'BCA' })).toBeChecked();
  await expect(codeField(page, 'id')).toHaveCount(0);
  await page.getByRole('button', { name: PAY.id.pay }).click();
  await expect(codeField(page, 'id')).toBeVisible();
});

test('a commit lost on the network: the order is asked first and is still due, so a retry is offered; the retry is the same attempt (same Idempotency-Key)', async ({
  page,
}) => {
  const requests = recordGateway(page);
  let aborted = 0;
  await page.route(`**${REPAY.commit}*`, async (route) => {
    if (aborted++ === 0) await route.abort('connectionreset');
    else await route.fallback();
  });
  await page.goto(payWayUrl('en'));
  await page.getByRole('radio', { name: 'BCA' }).check();
  await page.getByRole('button', { name: PAY.en.pay }).click();
  // CONTRACT §4: no blind "try again": loan details says what became of the order.
  await expect(page.getByRole('alert')).toHaveText(/^Your payment was not confirmed/);
  expect(callsTo(requests, REPAY.loan)).toHaveLength(1);
  await expect(page.getByRole('button', { name: PAY.en.pay })).toBeEnabled();
  await page.getByRole('button', { name: PAY.en.pay }).click();
  await expect(codeField(page, 'en')).toBeVisible();
  const keys = callsTo(requests, REPAY.commit).map((request) => request.headers()['idempotency-key']);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('a double tap on confirm sends one confirm', async ({ page }) => {
  const requests = recordGateway(page);
  await enterSms(page);
  const release = await holdReplies(page, REPAY.confirm);
  await codeField(page).fill('123456');
  await page.getByRole('button', { name: zh.confirm }).dblclick();
  await expect.poll(() => callsTo(requests, REPAY.confirm).length).toBe(1);
  release();
  await expect(page.getByRole('heading', { level: 2, name: REPAID.zh })).toBeVisible();
  expect(callsTo(requests, REPAY.confirm)).toHaveLength(1);
});

test('the SMS code is never written to storage or to the console', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await enterSms(page, 'en');
  await codeField(page, 'en').fill('654321');
  expect(await allStorage(page)).not.toContain('654321');
  await page.getByRole('button', { name: PAY.en.confirm }).click();
  await expect(toast(page, PAY.en.wrongCode)).toBeVisible();
  await codeField(page, 'en').fill('123456');
  expect(await allStorage(page)).not.toContain('123456');
  await page.getByRole('button', { name: PAY.en.confirm }).click();
  await expect(page.getByRole('heading', { level: 2, name: REPAID.en })).toBeVisible();

  const stored = await allStorage(page);
  expect(stored).not.toContain('654321');
  expect(stored).not.toContain('123456');
  expect(logged.filter((line) => line.includes('654321') || line.includes('123456'))).toEqual([]);
});
