/**
 * The channel promotion register template on the kilat build (SPEC §2, §4 Promotion registration,
 * §5, §7 Promotion calls, §8; CONTRACT §2, §3): the template and a tracked visit on load, the
 * picture code and what refreshing it needs, the input limits, every validation message, get-sms
 * with its eight fields and 60 s cooldown (the page's clock stopped and moved by the test), codes
 * 101 and 11, register with its thirteen fields and codes -1 and 11, and a failing call that keeps
 * what was typed. SPEC's quoted strings are checked in the Chinese catalogue.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import {
  callsTo,
  collectPageErrors,
  gotoWithStoppedClock,
  paramsOf,
  recordGateway,
  runClockUntilVisible,
  statusWith,
} from './support.ts';
import {
  CHANNEL,
  DEMO_SMS_CODE,
  PROMO,
  PROMO_WORDS,
  REGISTERED_PHONE,
  captchaLoaded,
  form,
  freshPhone,
  promotionUrl,
  shownCaptcha,
  type PromoLang,
} from './promotionSupport.ts';

const zh = PROMO_WORDS.zh;

/** Opens the register page and waits for its picture code. */
async function open(page: Page, url = promotionUrl('zh'), lang: PromoLang = 'zh'): Promise<void> {
  await page.goto(url);
  await captchaLoaded(page, lang);
}

/** Phone and the right picture code typed, get-sms sent and answered '0'. */
async function requestCode(page: Page, phone: string): Promise<void> {
  const fields = form(page);
  await fields.phone.fill(phone);
  await fields.captcha.fill((await shownCaptcha(page)).code);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === PROMO.sms);
  await fields.getCode.click();
  expect(((await (await answered).json()) as { code: string }).code).toBe('0');
}

test('on load: the channel template by id, one visit tracked with the channel query, a sid and its picture', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const errors = collectPageErrors(page);
  const sidReply = page.waitForResponse((response) => new URL(response.url()).pathname === PROMO.sid);
  await open(page, `${promotionUrl('zh')}&platform=ios`);
  const [template] = callsTo(requests, PROMO.template);
  expect(paramsOf(template!).templateId).toBe('1');
  await expect.poll(() => callsTo(requests, PROMO.visit).length).toBe(1);
  const visit = paramsOf(callsTo(requests, PROMO.visit)[0]!);
  expect(visit).toMatchObject({
    page_id: '1',
    user_from: CHANNEL.user_from,
    app_from: CHANNEL.app_from,
    utm_tag: CHANNEL.utm_tag,
    page_type: '1',
    client_type: 'ios',
  });
  expect(callsTo(requests, PROMO.sid)).toHaveLength(1);
  const picture = await shownCaptcha(page);
  const { data } = (await (await sidReply).json()) as { data: { sid: string } };
  expect(picture.sid).toBe(data.sid);
  expect(Number(picture.timestamp)).toBeGreaterThan(1_700_000_000_000);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('借款，只需几步');
  await expect(page.getByRole('link', { name: zh.agreement })).toBeVisible();
  expect(errors).toEqual([]);
});

test('client_type follows the platform: android from the launch, else from the browser', async ({ page }) => {
  const requests = recordGateway(page);
  await open(page, `${promotionUrl('zh')}&platform=android`);
  await expect.poll(() => callsTo(requests, PROMO.visit).length).toBe(1);
  expect(paramsOf(callsTo(requests, PROMO.visit)[0]!).client_type).toBe('android');
});

test.describe('on an iPhone with no launch platform', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('client_type is ios, from the browser', async ({ page }) => {
    const requests = recordGateway(page);
    await open(page);
    await expect.poll(() => callsTo(requests, PROMO.visit).length).toBe(1);
    expect(paramsOf(callsTo(requests, PROMO.visit)[0]!).client_type).toBe('ios');
  });
});

test('input limits: mobile 11 characters, picture code 4, SMS code 6', async ({ page }) => {
  await open(page);
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
  await open(page);
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
    await open(page);
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
  await open(page);
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
  await open(page);
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
  await open(page);
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
  await open(page);
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

test('register checks mobile, picture code and SMS code in turn, and sends nothing until all are there', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await open(page);
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
  await open(page, `${promotionUrl('zh', { ...CHANNEL, invite_code: 'INV5' })}&deviceId=dev-3&platform=android`);
  const phone = freshPhone();
  await requestCode(page, phone);
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
  await open(page);
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

test('a wrong SMS code: the server message, and the visitor stays to correct it', async ({ page }) => {
  await open(page);
  const phone = freshPhone();
  await requestCode(page, phone);
  await form(page).sms.fill('000000');
  await form(page).apply.click();
  await expect(statusWith(page, 'The SMS code is wrong or has expired')).toBeVisible();
  await expect(page).toHaveURL(/\/promotion\?/);
  await expect(form(page).phone).toHaveValue(phone);
});

test("with no channel id the page still works: no template asked for, the brand's words", async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto('/promotion?lang=en');
  await captchaLoaded(page, 'en');
  expect(callsTo(requests, PROMO.template)).toHaveLength(0);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Your loan is a few taps away');
  await expect(form(page, 'en').apply).toBeVisible();
});

test('a channel template of its own words: title, button and agreement name from it', async ({ page }) => {
  await page.goto(promotionUrl('en', { ...CHANNEL, id: '2' }));
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Partner offer: your first loan in minutes');
  await expect(page.getByRole('button', { name: 'Claim my offer' })).toBeVisible();
  await page.getByRole('link', { name: 'Partner registration agreement' }).click();
  await expect(page).toHaveURL(/\/promotion\/agreement\?id=2&/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Partner registration agreement');
  await expect(
    page.getByText('By registering you allow the lender to contact you about your application by SMS and phone.'),
  ).toBeVisible();
});

test("a channel template that fails to load does not stop a sign-up: the brand's words and the form", async ({
  page,
}) => {
  await page.route(`**${PROMO.template}*`, (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
  await page.goto(promotionUrl('en', { ...CHANNEL, id: '2' }));
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Your loan is a few taps away');
  await expect(form(page, 'en').apply).toHaveText('Apply now');
  await captchaLoaded(page, 'en');
});

test('get-sid failing costs only the picture: it says so, and a tap gets a sid and a picture; nothing typed lost', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.route(`**${PROMO.sid}*`, (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
  await page.goto(promotionUrl('zh'));
  const failed = page.getByRole('button', { name: `${zh.refresh}. 加载失败，点击重试` });
  await expect(failed).toBeVisible();
  const fields = form(page);
  await fields.phone.fill('1391234');
  await failed.click();
  await captchaLoaded(page);
  expect(callsTo(requests, PROMO.sid)).toHaveLength(2);
  await expect(fields.phone).toHaveValue('1391234');
});

test('Indonesian visitors get the page and its messages in Indonesian', async ({ page }) => {
  await open(page, promotionUrl('id'), 'id');
  const id = PROMO_WORDS.id;
  await expect(page.getByRole('textbox', { name: id.phone })).toBeVisible();
  await page.getByRole('button', { name: id.apply }).click();
  await expect(statusWith(page, id.phoneInvalid)).toBeVisible();
  await expect(page.getByText('Rp1.000.000 - Rp15.000.000')).toBeVisible();
});

test('the register page has no serious accessibility problems', async ({ page }) => {
  await open(page, promotionUrl('en'), 'en');
  await expectNoSeriousA11yViolations(page);
});
