/**
 * The channel promotion register template on the kilat build, the visitor's main path end to end (SPEC §2, §4
 * Promotion registration, §5, §7 Promotion calls, §8; CONTRACT §2, §3): on load the template and one tracked visit,
 * a sid and its picture as the browser loads it; a new picture only with a mobile number; the SMS code, register's
 * thirteen fields, '注册成功' and the download page. The rules, the other replies and the words per language are
 * checked on the compiled page in tests/unit/promotionPages.test.tsx; failing calls in the fault matrix.
 */
import { expect, test } from './cspGuard.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { statusWith } from './locators.ts';
import { collectPageErrors } from './pageWatchers.ts';
import {
  CHANNEL,
  DEMO_SMS_CODE,
  PROMO,
  PROMO_WORDS,
  captchaLoaded,
  form,
  freshPhone,
  openRegisterPage,
  promotionUrl,
  requestSmsCode,
  shownCaptcha,
} from './promotionSupport.ts';

const zh = PROMO_WORDS.zh;

test(`register: the template and a tracked visit on load, a picture for the sid, a new one only with a mobile number; the SMS code, a click tracked, the thirteen fields, '${zh.success}', then the download page`, async ({
  page,
}) => {
  const requests = recordGateway(page);
  const errors = collectPageErrors(page);
  const sidReply = page.waitForResponse((response) => new URL(response.url()).pathname === PROMO.sid);
  await openRegisterPage(
    page,
    `${promotionUrl('zh', { ...CHANNEL, invite_code: 'INV5' })}&deviceId=dev-3&platform=android`,
  );
  const [template] = callsTo(requests, PROMO.template);
  expect(paramsOf(template!).templateId).toBe('1');
  await expect.poll(() => callsTo(requests, PROMO.visit).length).toBe(1);
  expect(paramsOf(callsTo(requests, PROMO.visit)[0]!)).toMatchObject({
    page_id: '1',
    user_from: CHANNEL.user_from,
    app_from: CHANNEL.app_from,
    utm_tag: CHANNEL.utm_tag,
    page_type: '1',
    client_type: 'android',
  });
  expect(callsTo(requests, PROMO.sid)).toHaveLength(1);
  const first = await shownCaptcha(page);
  const { data } = (await (await sidReply).json()) as { data: { sid: string } };
  expect(first.sid).toBe(data.sid);
  expect(Number(first.timestamp)).toBeGreaterThan(1_700_000_000_000);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('借款，只需几步');
  await expect(page.getByRole('link', { name: zh.agreement })).toBeVisible();

  // A new picture needs a mobile number: without one it says so and the browser loads nothing.
  const fields = form(page);
  await fields.picture.click();
  await expect(statusWith(page, zh.phoneInvalid)).toHaveText(zh.phoneInvalid);
  expect((await shownCaptcha(page)).src).toBe(first.src);
  expect(callsTo(requests, PROMO.captcha)).toHaveLength(1);
  const phone = freshPhone();
  await fields.phone.fill(phone);
  await fields.picture.click();
  await expect.poll(async () => (await shownCaptcha(page)).timestamp).not.toBe(first.timestamp);
  expect((await shownCaptcha(page)).sid).toBe(first.sid);
  await captchaLoaded(page);
  expect(callsTo(requests, PROMO.captcha)).toHaveLength(2);

  await requestSmsCode(page, phone);
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
  expect(errors).toEqual([]);
});
