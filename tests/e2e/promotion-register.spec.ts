/**
 * The channel promotion register template on the kilat build (SPEC §2, §4 Promotion registration, §5, §7 Promotion
 * calls, §8; CONTRACT §2, §3): register checks mobile, picture code and SMS code in turn, sends its thirteen fields and
 * answers codes -1 and 11 and a wrong SMS code. SPEC's quoted strings are checked in the Chinese catalogue.
 */
import { expect, test } from './cspGuard.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { statusWith } from './locators.ts';
import {
  CHANNEL,
  DEMO_SMS_CODE,
  PROMO,
  PROMO_WORDS,
  REGISTERED_PHONE,
  form,
  freshPhone,
  openRegisterPage,
  promotionUrl,
  requestSmsCode,
  shownCaptcha,
} from './promotionSupport.ts';

const zh = PROMO_WORDS.zh;

test('register checks mobile, picture code and SMS code in turn, and sends nothing until all are there', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await openRegisterPage(page);
  const fields = form(page);
  await fields.apply.click();
  await expect(statusWith(page, zh.phoneInvalid)).toBeVisible();
  await fields.phone.fill('13412345678');
  await fields.apply.click();
  await expect(statusWith(page, zh.captchaInvalid)).toBeVisible();
  await fields.captcha.fill('1234');
  await fields.apply.click();
  await expect(statusWith(page, zh.smsInvalid)).toHaveText(zh.smsInvalid);
  expect(callsTo(requests, PROMO.register)).toHaveLength(0);
  expect(callsTo(requests, PROMO.click)).toHaveLength(0);
});

test(`register: a click tracked, the thirteen fields, '${zh.success}', then the download page`, async ({ page }) => {
  const requests = recordGateway(page);
  await openRegisterPage(
    page,
    `${promotionUrl('zh', { ...CHANNEL, invite_code: 'INV5' })}&deviceId=dev-3&platform=android`,
  );
  const phone = freshPhone();
  await requestSmsCode(page, phone);
  const fields = form(page);
  const picture = await shownCaptcha(page);
  await fields.sms.fill(DEMO_SMS_CODE);
  await fields.apply.click();
  await expect(statusWith(page, zh.success)).toHaveText(zh.success);
  await expect(page).toHaveURL(/\/promotion\/download\?/);

  const click = paramsOf(callsTo(requests, PROMO.click)[0]!);
  expect(click).toMatchObject({
    page_id: '1',
    user_from: CHANNEL.user_from,
    client_type: 'android',
    page_type: '1',
    utm_tag: CHANNEL.utm_tag,
    app_from: CHANNEL.app_from,
    phone,
  });
  const [register] = callsTo(requests, PROMO.register);
  expect(register!.method()).toBe('POST');
  const body = Object.fromEntries(new URLSearchParams(register!.postData() ?? ''));
  expect(body).toEqual({
    phone,
    capcode: picture.code,
    sid: picture.sid,
    deviceId: 'dev-3',
    appName: 'Kilat Dana',
    merchantNumber: 'KD0001',
    userName: phone,
    smsCode: DEMO_SMS_CODE,
    invite_code: 'INV5',
    user_from: CHANNEL.user_from,
    id: '1',
    app_from: CHANNEL.app_from,
    utm_tag: CHANNEL.utm_tag,
  });
});

test('register code -1 (wrong picture code): a new picture and the message; code 11: already registered, to the download page', async ({
  page,
}) => {
  await openRegisterPage(page);
  const fields = form(page);
  const before = await shownCaptcha(page);
  await page.route(
    `**${PROMO.register}*`,
    (route) => route.fulfill({ json: { code: '-1', message: '图形验证码错误', data: null } }),
    { times: 1 },
  );
  await fields.phone.fill('13312345678');
  await fields.captcha.fill(before.code);
  await fields.sms.fill('654321');
  await fields.apply.click();
  await expect(statusWith(page, '图形验证码错误')).toBeVisible();
  await expect.poll(async () => (await shownCaptcha(page)).timestamp).not.toBe(before.timestamp);
  await expect(fields.sms).toHaveValue('654321');

  await fields.phone.fill(REGISTERED_PHONE);
  await fields.captcha.fill((await shownCaptcha(page)).code);
  await fields.apply.click();
  await expect(statusWith(page, zh.registered)).toBeVisible();
  await expect(page).toHaveURL(/\/promotion\/download\?/);
});

test('a wrong SMS code: the server message, and the visitor stays to correct it', async ({ page }) => {
  await openRegisterPage(page);
  const phone = freshPhone();
  await requestSmsCode(page, phone);
  await form(page).sms.fill('000000');
  await form(page).apply.click();
  await expect(statusWith(page, 'The SMS code is wrong or has expired')).toBeVisible();
  await expect(page).toHaveURL(/\/promotion\?/);
  await expect(form(page).phone).toHaveValue(phone);
});
