/**
 * The channel promotion register template on the kilat build (SPEC §2, §4 Promotion registration, §5, §7 Promotion
 * calls, §8; CONTRACT §2, §3): the picture code and what refreshing it needs, the input limits, get-sms's validation
 * messages, its eight fields and 60 s cooldown (the page's clock stopped and moved by the test), codes 101 and 11, and
 * a failing call or picture that keeps what was typed. SPEC's quoted strings are checked in the Chinese catalogue.
 */
import { expect, test } from './cspGuard.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { statusWith } from './locators.ts';
import { gotoWithStoppedClock, runClockUntilVisible } from './stoppedClock.ts';
import {
  CHANNEL,
  PROMO,
  PROMO_WORDS,
  REGISTERED_PHONE,
  captchaLoaded,
  form,
  freshPhone,
  openRegisterPage,
  promotionUrl,
  shownCaptcha,
} from './promotionSupport.ts';

const zh = PROMO_WORDS.zh;

test('input limits: mobile 11 characters, picture code 4, SMS code 6', async ({ page }) => {
  await openRegisterPage(page);
  const fields = form(page);
  await fields.phone.pressSequentially('1381234567899');
  await expect(fields.phone).toHaveValue('13812345678');
  await fields.captcha.pressSequentially('123456');
  await expect(fields.captcha).toHaveValue('1234');
  await fields.sms.pressSequentially('12345678');
  await expect(fields.sms).toHaveValue('123456');
});

test('a new picture needs a mobile number: without one it says so and loads nothing; with one, a new timestamp', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await openRegisterPage(page);
  const fields = form(page);
  const first = await shownCaptcha(page);
  await fields.picture.click();
  await expect(statusWith(page, zh.phoneInvalid)).toHaveText(zh.phoneInvalid);
  expect((await shownCaptcha(page)).src).toBe(first.src);
  expect(callsTo(requests, PROMO.captcha)).toHaveLength(1);

  await fields.phone.fill('13912345678');
  await fields.picture.click();
  await expect.poll(async () => (await shownCaptcha(page)).timestamp).not.toBe(first.timestamp);
  const second = await shownCaptcha(page);
  expect(second.sid).toBe(first.sid);
  await captchaLoaded(page);
  expect(callsTo(requests, PROMO.captcha)).toHaveLength(2);
});

for (const phone of ['', '1381234567', '12812345678', '23812345678', '1381234567a']) {
  test(`get-sms with the mobile "${phone}": '${zh.phoneInvalid}' and nothing sent`, async ({ page }) => {
    const requests = recordGateway(page);
    await openRegisterPage(page);
    const fields = form(page);
    await fields.phone.fill(phone);
    await fields.captcha.fill('1234');
    await fields.getCode.click();
    await expect(statusWith(page, zh.phoneInvalid)).toHaveText(zh.phoneInvalid);
    expect(callsTo(requests, PROMO.sms)).toHaveLength(0);
  });
}

test(`get-sms with no picture code: '${zh.captchaInvalid}' and nothing sent`, async ({ page }) => {
  const requests = recordGateway(page);
  await openRegisterPage(page);
  await form(page).phone.fill('13712345678');
  await form(page).getCode.click();
  await expect(statusWith(page, zh.captchaInvalid)).toHaveText(zh.captchaInvalid);
  expect(callsTo(requests, PROMO.sms)).toHaveLength(0);
});

test('get-sms sends the eight fields; then 60 s in one-second ticks when a resend is refused, then it sends again', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const fields = form(page);
  await gotoWithStoppedClock(
    page,
    `${promotionUrl('zh')}&deviceId=dev-9`,
    fields.picture.locator('img[src*="get-captcha"]'),
  );
  const phone = freshPhone();
  await fields.phone.fill(phone);
  const picture = await shownCaptcha(page);
  await fields.captcha.fill(picture.code);
  await fields.getCode.click();
  const counting = (n: number) => page.getByRole('button', { name: `${zh.getCode} (${zh.seconds(n)})`, exact: true });
  await runClockUntilVisible(page, counting(60));
  await expect(statusWith(page, zh.codeSent)).toBeVisible();
  const [sms] = callsTo(requests, PROMO.sms);
  expect(sms!.method()).toBe('POST');
  expect(paramsOf(sms!)).toMatchObject({
    phone,
    capcode: picture.code,
    sid: picture.sid,
    deviceId: 'dev-9',
    appName: 'Kilat Dana',
    app_from: CHANNEL.app_from,
    user_from: CHANNEL.user_from,
    utm_tag: CHANNEL.utm_tag,
  });

  await page.clock.runFor(1_000);
  await expect(counting(59)).toHaveText(zh.seconds(59));
  await counting(59).click();
  await expect(statusWith(page, zh.cooldown)).toHaveText(zh.cooldown);
  await page.clock.runFor(57_000);
  await expect(counting(2)).toBeVisible();
  await counting(2).click();
  expect(callsTo(requests, PROMO.sms)).toHaveLength(1);
  await page.clock.runFor(2_000);
  await expect(fields.getCode).toHaveText(zh.getCode);
  await fields.getCode.click();
  await runClockUntilVisible(page, counting(60));
  expect(callsTo(requests, PROMO.sms)).toHaveLength(2);
});

test('get-sms code 101 (wrong picture code): a new picture, the server message, and everything typed kept', async ({
  page,
}) => {
  await openRegisterPage(page);
  const fields = form(page);
  const before = await shownCaptcha(page);
  await fields.phone.fill('13612345678');
  await fields.captcha.fill(before.code === '0000' ? '1111' : '0000');
  await fields.getCode.click();
  await expect(statusWith(page, 'The picture code is wrong, please try the new one')).toBeVisible();
  await expect.poll(async () => (await shownCaptcha(page)).timestamp).not.toBe(before.timestamp);
  await expect(fields.phone).toHaveValue('13612345678');
  await expect(fields.getCode).toBeEnabled();
  await expect(fields.getCode).toHaveText(zh.getCode);
});

test(`get-sms code 11: '${zh.registered}' and the download page with the channel query`, async ({ page }) => {
  await openRegisterPage(page);
  const fields = form(page);
  await fields.phone.fill(REGISTERED_PHONE);
  await fields.captcha.fill((await shownCaptcha(page)).code);
  await fields.getCode.click();
  await expect(statusWith(page, zh.registered)).toHaveText(zh.registered);
  await expect(page).toHaveURL(/\/promotion\/download\?/);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(['id', 'app_from', 'user_from', 'utm_tag'].map((key) => [key, query.get(key)]))).toEqual(
    CHANNEL,
  );
  await expect(page.getByRole('heading', { level: 1, name: zh.downloadTitle })).toBeVisible();
});

test('another get-sms code shows the server message; a network failure says so; what was typed stays', async ({
  page,
}) => {
  await openRegisterPage(page);
  const fields = form(page);
  await page.route(
    `**${PROMO.sms}*`,
    (route) => route.fulfill({ json: { code: '7', message: '今日发送次数已达上限', data: null } }),
    { times: 1 },
  );
  await fields.phone.fill('13512345678');
  await fields.captcha.fill('9999');
  await fields.getCode.click();
  await expect(statusWith(page, '今日发送次数已达上限')).toBeVisible();
  await page.route(`**${PROMO.sms}*`, (route) => route.abort('internetdisconnected'), { times: 1 });
  await fields.getCode.click();
  await expect(statusWith(page, '网络连接失败，请检查网络后重试。')).toBeVisible();
  await expect(fields.phone).toHaveValue('13512345678');
  await expect(fields.captcha).toHaveValue('9999');
  await expect(fields.getCode).toHaveText(zh.getCode);
});

test('a picture that fails to load says so; tapping it (with the number typed) loads a new one, nothing typed lost', async ({
  page,
}) => {
  await page.route(`**${PROMO.captcha}*`, (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.goto(promotionUrl('zh'));
  const failed = page.getByRole('button', { name: `${zh.refresh}. 加载失败，点击重试` });
  await expect(failed).toHaveText('加载失败，点击重试');
  const fields = form(page);
  await fields.phone.fill('13912345678');
  await fields.captcha.fill('12');
  await failed.click();
  await captchaLoaded(page);
  await expect(fields.phone).toHaveValue('13912345678');
  await expect(fields.captcha).toHaveValue('12');
});
