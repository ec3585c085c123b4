/**
 * The promotion download and agreement pages in a real browser (CONTRACT §2 promotionDownload, promotionAgreement):
 * the legacy hash links (#/downloadTemplate with down_id, #/agreementTemplate with links_id) landing on them with
 * their query; the visitor's own store as the filled button; the download page to its agreement and Back. What they
 * show from the template's data or the brand's, and where a store button leaves for, are checked on the compiled
 * pages in tests/unit/promotionPages.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { DEMO_TEMPLATES, PROMO, PROMO_WORDS } from './promotionSupport.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';

const partner = DEMO_TEMPLATES[1]!.template;
const en = PROMO_WORDS.en;

test("legacy #/downloadTemplate with down_id: that template's download page, query kept, the visitor's own store filled; its agreement and Back; legacy #/agreementTemplate with links_id: the template's own agreement, a paragraph per line", async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto('/#/downloadTemplate?down_id=2&app_from=sms&user_from=u9&utm_tag=x&lang=en&platform=ios');
  await expect(page).toHaveURL(/\/promotion\/download\?/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(partner.downloadTitle!);
  await expect(page.getByText(partner.downloadText!)).toBeVisible();
  expect(new URL(callsTo(requests, PROMO.template)[0]!.url()).searchParams.get('templateId')).toBe('2');
  expect(new URL(page.url()).searchParams.get('user_from')).toBe('u9');
  await expect(page.getByRole('link', { name: /Download/ })).toHaveText([en.android, en.ios]);
  // The visitor's system gets the primary (filled) button.
  const filled = async (name: string) =>
    page
      .getByRole('link', { name })
      .evaluate((element) => getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)');
  expect(await filled(en.ios)).toBe(true);
  expect(await filled(en.android)).toBe(false);

  await page.getByRole('link', { name: partner.agreementName! }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/promotion/agreement' && url.searchParams.get('user_from') === 'u9',
  );
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(partner.agreementName!);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(partner.downloadTitle!);

  await page.goto('/#/agreementTemplate?links_id=2&lang=en');
  await expect(page).toHaveURL(/\/promotion\/agreement\?/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(partner.agreementName!);
  const paragraphs = partner.agreement!.split('\n').filter((line) => line.trim());
  for (const text of paragraphs) await expect(page.getByText(text, { exact: true })).toBeVisible();
});
