/**
 * The promotion register page on the lumen build, end to end: the same template and rules, with lumen's name in what
 * get-sms and register send and its merchant number, landing on its download page (deployments/lumen.json). Its own
 * store links when the channel gives none are checked on lumen's compiled page (tests/unit/promotionPages.test.tsx).
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
