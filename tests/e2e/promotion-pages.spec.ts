/**
 * The promotion download and agreement pages (CONTRACT §2 promotionDownload, promotionAgreement):
 * built from the channel template's data, else the brand's; the visitor's own store first; the
 * legacy hash links (#/downloadTemplate with down_id, #/agreementTemplate with links_id) landing
 * on them with their query.
 */
import { expect, test } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { DEMO_TEMPLATES, PROMO, PROMO_WORDS } from './promotionSupport.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';

const partner = DEMO_TEMPLATES[1]!.template;
const en = PROMO_WORDS.en;

test("download page of the plain channel: the brand's words, both stores, the visitor's own first", async ({
  page,
}) => {
  await page.goto('/promotion/download?id=1&lang=en&platform=ios');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(en.downloadTitle);
  const stores = page.getByRole('link', { name: /Download/ });
  await expect(stores).toHaveText([en.android, en.ios]);
  // The visitor's system gets the primary (filled) button.
  const filled = async (name: string) =>
    page
      .getByRole('link', { name })
      .evaluate((element) => getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)');
  expect(await filled(en.ios)).toBe(true);
  expect(await filled(en.android)).toBe(false);
});

test("a store button opens the template's store link, with no launch parameters on it", async ({ page }) => {
  await page.route('https://play.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>store</title>' }),
  );
  await page.goto('/promotion/download?id=2&lang=en&token=secret-1&platform=android');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(partner.downloadTitle!);
  await expect(page.getByText(partner.downloadText!)).toBeVisible();
  await page.getByRole('link', { name: en.android }).click();
  await expect(page).toHaveURL(partner.androidUrl!);
});

test('legacy #/downloadTemplate with down_id: the download page of that template, query kept', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto('/#/downloadTemplate?down_id=2&app_from=sms&user_from=u9&utm_tag=x&lang=en');
  await expect(page).toHaveURL(/\/promotion\/download\?/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(partner.downloadTitle!);
  expect(new URL(callsTo(requests, PROMO.template)[0]!.url()).searchParams.get('templateId')).toBe('2');
  expect(new URL(page.url()).searchParams.get('user_from')).toBe('u9');
});

test("legacy #/agreementTemplate with links_id: the template's own agreement, a paragraph per line", async ({
  page,
}) => {
  await page.goto('/#/agreementTemplate?links_id=2&lang=en');
  await expect(page).toHaveURL(/\/promotion\/agreement\?/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(partner.agreementName!);
  const paragraphs = partner.agreement!.split('\n').filter((line) => line.trim());
  for (const text of paragraphs) await expect(page.getByText(text, { exact: true })).toBeVisible();
});

test("the agreement without a template of its own: the brand's registration agreement, with its company and contacts", async ({
  page,
}) => {
  await page.goto('/promotion/agreement?id=1&languageType=1');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(PROMO_WORDS.id.agreement);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Siapa kami',
    'Akun Anda',
    'Nomor ponsel Anda',
    'Informasi Anda',
    'Menutup akun Anda',
  ]);
  await expect(page.getByText('Kilat Dana dijalankan oleh PT Kilat Dana Teknologi', { exact: false })).toBeVisible();
  await expect(page.getByText('care@kilatdana.example', { exact: false })).toBeVisible();
});

test('download page to agreement and back', async ({ page }) => {
  await page.goto('/promotion/download?id=1&app_from=a&user_from=b&utm_tag=c&lang=en');
  await page.getByRole('link', { name: en.agreement }).click();
  await expect(page).toHaveURL('/promotion/agreement?id=1&app_from=a&user_from=b&utm_tag=c');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(en.downloadTitle);
});

test('the download and agreement pages have no serious accessibility problems', async ({ page }) => {
  await page.goto('/promotion/download?id=2&lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/promotion/agreement?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
