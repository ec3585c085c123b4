/**
 * The promotion pages on the lumen build: the same template and rules, with lumen's name in what
 * get-sms and register send, its merchant number, and its own store links when the channel gives
 * none (deployments/lumen.json).
 */
import { expect, test } from './cspGuard.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';
import { statusWith } from './locators.ts';
import {
  DEMO_SMS_CODE,
  PROMO,
  captchaLoaded,
  form,
  freshPhone,
  promotionUrl,
  shownCaptcha,
} from './promotionSupport.ts';

test('register on lumen sends its app name and merchant number, then lands on its download page', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(promotionUrl('en'));
  await captchaLoaded(page, 'en');
  const fields = form(page, 'en');
  const phone = freshPhone();
  await fields.phone.fill(phone);
  await fields.captcha.fill((await shownCaptcha(page, 'en')).code);
  await fields.getCode.click();
  await expect(statusWith(page, 'SMS code sent')).toBeVisible();
  await fields.sms.fill(DEMO_SMS_CODE);
  await fields.apply.click();
  await expect(page).toHaveURL(/\/promotion\/download\?/);
  expect(paramsOf(callsTo(requests, PROMO.sms)[0]!).appName).toBe('Lumen Kredit');
  expect(paramsOf(callsTo(requests, PROMO.register)[0]!)).toMatchObject({
    appName: 'Lumen Kredit',
    merchantNumber: 'LK0002',
  });
});

test("with no channel, the download page offers lumen's own store links", async ({ page }) => {
  await page.route('https://play.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>store</title>' }),
  );
  await page.goto('/promotion/download?lang=en');
  await page.getByRole('link', { name: 'Download for Android' }).click();
  await expect(page).toHaveURL('https://play.google.com/store/apps/details?id=example.lumenkredit');
});
