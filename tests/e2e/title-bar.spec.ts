/**
 * The bar a borrower navigates by (CONTRACT §6, issue 11): every screen of CONTRACT §2 names itself
 * in exactly one level-1 heading (SPEC's titles verbatim) and, but the public site's home, offers
 * Back; Back goes back in the visit, else closes the WebView in a native host, else goes home; a
 * host that draws its own bar gets none, the heading kept for screen readers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { expect, test, type Page } from './cspGuard.ts';
import { hostMessages, installHost } from './nativeHost.ts';
import { FIXED_ROUTES, RENAMABLE_ROUTES } from '../../renderer/contract/routeTable.ts';

const ROOT = join(import.meta.dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;
const deployment = json('deployments/kilat.json');
const LANGUAGES = ['en', 'id', 'zh'] as const;
type Language = (typeof LANGUAGES)[number];
const catalogues = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, json(`renderer/runtime/i18n/catalogues/${lang}.json`)]),
) as Record<Language, Record<string, unknown>>;
const BACK: Record<Language, string> = { en: 'Back', id: 'Kembali', zh: '返回' };

const read = (root: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      root,
    );

/** A page's title as the bar shows it: its template with messages and the deployment filled in. */
function titleOf(routeKey: string, lang: Language): string {
  const page = json(`schemas/pages/${routeKey === 'privacyPolicyLegacy' ? 'privacyPolicy' : routeKey}.json`);
  // The value family: a title is a literal, a message ({"$t": key}) or a $template (runtime/binding/values.ts).
  const title = page.title as string | { $template: string } | { $t: string };
  if (typeof title === 'object' && '$t' in title) return String(read(catalogues[lang], title.$t) ?? '');
  return (typeof title === 'string' ? title : title.$template).replace(/\{\{([^}]+)\}\}/g, (_, name: string) => {
    const [root, ...rest] = name.split('.');
    return String(read(root === 't' ? catalogues[lang] : deployment, rest.join('.')) ?? '');
  });
}

const ROUTES = Object.entries({ ...FIXED_ROUTES, ...RENAMABLE_ROUTES });

function address(path: string, lang: Language): string {
  return `${path}?lang=${lang}&productId=3&orderId=10174&orderNo=10174&amount=627000&problemId=501&problemType=2&id=1&token=title-bar`;
}

async function expectTheOneTitle(page: Page, title: string): Promise<void> {
  const headings = page.getByRole('heading', { level: 1 });
  await expect(headings).toHaveCount(1);
  await expect(headings).toHaveText(title);
}

for (const lang of LANGUAGES) {
  test(`every screen names itself in one h1 and offers Back (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const [key, path] of ROUTES) {
      await page.goto(address(path, lang));
      await test.step(`${key} ${path}`, async () => {
        await expectTheOneTitle(page, titleOf(key, lang));
        const back = page.getByRole('button', { name: BACK[lang], exact: true });
        if (key === 'home') await expect(back).toHaveCount(0);
        else await expect(back).toBeVisible();
      });
    }
  });
}

test("SPEC's titles verbatim: 'Detail Tagihan', 'Pelunasan', 'Pengajuan Khusus'", async ({ page }) => {
  for (const [path, title] of [
    ['/repay', 'Detail Tagihan'],
    ['/repayDelay', 'Detail Tagihan'],
    ['/that', 'Pelunasan'],
    ['/recommendList', 'Pengajuan Khusus'],
  ] as const) {
    await page.goto(
      `${path}?languageType=1&productId=4&orderId=10180&amount=627000&scene=banner_jingzhun&token=spec-titles`,
    );
    await expectTheOneTitle(page, title);
  }
});

for (const [key, path] of ROUTES) {
  test(`no serious accessibility problem on ${key} (${path}), the bar included`, async ({ page }) => {
    await page.goto(address(path, 'en'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, { frames: false });
  });
}

test.describe('Back', () => {
  test('back one screen once the visit has moved on', async ({ page }) => {
    await page.goto('/loanDetails?productId=3&orderId=10174&token=back-history&lang=en');
    await page.getByRole('button', { name: 'Repay' }).click();
    await expect(page).toHaveURL(/\/repayChoose/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/loanDetails\?/);
    await expectTheOneTitle(page, titleOf('loanDetails', 'en'));
  });

  test('on the first screen inside a native host: closeWebview to the host, and the page stays', async ({ page }) => {
    await installHost(page, 'ReactNativeWebView');
    await page.goto('/payWay?productId=3&orderId=10174&withholdingAmount=1000&token=back-host&lang=en');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => hostMessages(page)).toEqual([{ action: 'closeWebview', data: {} }]);
    await expect(page).toHaveURL(/\/payWay\?/);
  });

  test("on the first screen in a plain browser: the deployment's home", async ({ page }) => {
    await page.goto('/complaintList?token=back-browser&lang=id');
    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kilat Dana');
  });

  test('in a screen the developer test page opened as the app does, Back on its first screen closes it: the pretend app says so and the test page is back', async ({
    page,
  }) => {
    await page.goto('/testPreview?lang=en');
    await page.getByRole('button', { name: 'Bank card: BCA asks for the SMS code 123456' }).click();
    await expect(page).toHaveURL(/\/payWay\?/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/testPreview/);
  });
});

test('a host that draws its own bar (titleBar=host): no app bar and no Back; the heading stays for screen readers, for the whole visit', async ({
  page,
}) => {
  await page.goto('/loanDetails?productId=3&orderId=10174&token=own-bar&lang=en&titleBar=host');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan details');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Repay' }).click();
  await expect(page).toHaveURL(/\/repayChoose/);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
});

test('a screen that cannot load keeps its bar and offers Retry, the way home and the customer-service phone', async ({
  page,
}) => {
  await page.route('**/gateway/v3/loan-details/loan-details*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/loanDetails?productId=3&orderId=10174&token=cannot-load&lang=en');
  await expectTheOneTitle(page, 'Loan details');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible();
  const phone = String(read(deployment, 'markets.in.phone') ?? deployment.phone);
  await expect(page.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
