/**
 * The channel promotion register page's picture code where only the browser shows it (SPEC §5, §8): the sid failing,
 * then the picture itself failing to load; each says so on the picture, and a tap (with the number typed) gets a new
 * one, nothing typed lost. get-sms's rules, its fields, the 60 s cooldown and its replies are checked on the compiled
 * page in tests/unit/promotionPages.test.tsx; its failing calls in the fault matrix.
 */
import { expect, test } from './cspGuard.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { PROMO, PROMO_WORDS, captchaLoaded, form, promotionUrl } from './promotionSupport.ts';

const zh = PROMO_WORDS.zh;

test('get-sid failing, then the picture failing to load: each says so; a tap (with the number typed) loads a new one, nothing typed lost', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.route(`**${PROMO.sid}*`, (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
  await page.goto(promotionUrl('zh'));
  const failed = page.getByRole('button', { name: `${zh.refresh}. 加载失败，点击重试` });
  await expect(failed).toHaveText('加载失败，点击重试');
  const fields = form(page);
  await fields.phone.fill('13912345678');
  await fields.captcha.fill('12');

  // The sid comes this time, its picture does not.
  await page.route(`**${PROMO.captcha}*`, (route) => route.abort('internetdisconnected'), { times: 1 });
  await failed.click();
  await expect.poll(() => callsTo(requests, PROMO.sid).length).toBe(2);
  await expect(failed).toHaveText('加载失败，点击重试');
  await expect(fields.phone).toHaveValue('13912345678');

  await failed.click();
  await captchaLoaded(page);
  await expect(fields.phone).toHaveValue('13912345678');
  await expect(fields.captcha).toHaveValue('12');
});
