/**
 * The channel promotion register template on the kilat build (SPEC §2, §4 Promotion registration, §5, §7 Promotion
 * calls, §8; CONTRACT §2, §3): on load, the template and a tracked visit (client_type from the launch or the browser);
 * without a channel id, with a template of its own words, with the template or get-sid failing; in Indonesian; and its
 * accessibility.
 */
import { expect, test } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { statusWith } from './locators.ts';
import { collectPageErrors } from './pageWatchers.ts';
import {
  CHANNEL,
  PROMO,
  PROMO_WORDS,
  captchaLoaded,
  form,
  openRegisterPage,
  promotionUrl,
  shownCaptcha,
} from './promotionSupport.ts';

const zh = PROMO_WORDS.zh;

test('on load: the channel template by id, one visit tracked with the channel query, a sid and its picture', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const errors = collectPageErrors(page);
  const sidReply = page.waitForResponse((response) => new URL(response.url()).pathname === PROMO.sid);
  await openRegisterPage(page, `${promotionUrl('zh')}&platform=ios`);
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
  await openRegisterPage(page, `${promotionUrl('zh')}&platform=android`);
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
    await openRegisterPage(page);
    await expect.poll(() => callsTo(requests, PROMO.visit).length).toBe(1);
    expect(paramsOf(callsTo(requests, PROMO.visit)[0]!).client_type).toBe('ios');
  });
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
  await openRegisterPage(page, promotionUrl('id'), 'id');
  const id = PROMO_WORDS.id;
  await expect(page.getByRole('textbox', { name: id.phone })).toBeVisible();
  await page.getByRole('button', { name: id.apply }).click();
  await expect(statusWith(page, id.phoneInvalid)).toBeVisible();
  await expect(page.getByText('Rp1.000.000 - Rp15.000.000')).toBeVisible();
});

test('the register page has no serious accessibility problems', async ({ page }) => {
  await openRegisterPage(page, promotionUrl('en'), 'en');
  await expectNoSeriousA11yViolations(page);
});
