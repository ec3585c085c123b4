/**
 * The legal and information pages as an anonymous visitor opens them in a real browser (no launch parameters): every
 * path loads directly on a 360 px phone in both languages, nothing wider than the screen; a hash opens its section
 * under the title bar, at /privacyPolicy too; contents links scroll smoothly (or jump, with reduced motion) to their
 * section and put it in the address; the error page's Retry and Home move through the real history. What the pages
 * say (SPEC §9's figures per market, the brand's contacts) is checked in tests/unit/legalPages.test.tsx.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { recordGateway } from './gatewayRequests.ts';
import { collectPageErrors } from './pageWatchers.ts';

const PAGES = [
  { path: '/privacy-policy', en: 'Privacy Policy', id: 'Kebijakan Privasi', title: 'Privacy Policy | Kilat Dana' },
  { path: '/aboutUs', en: 'About us', id: 'Tentang kami', title: 'About us | Kilat Dana' },
  {
    path: '/loanAgreement',
    en: 'Loan terms and conditions',
    id: 'Syarat dan ketentuan pinjaman',
    title: 'Loan terms and conditions | Kilat Dana',
  },
  {
    path: '/dsard',
    en: 'Your data: a copy or deletion',
    id: 'Data Anda: salinan atau penghapusan',
    title: 'Your data: a copy or deletion | Kilat Dana',
  },
  { path: '/error', en: 'Something went wrong', id: 'Terjadi kesalahan', title: 'Something went wrong | Kilat Dana' },
] as const;

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/**
 * How far below the sticky title bar a section's heading is, in CSS pixels: a section scrolled to
 * lands just under the bar (renderer/runtime/ui/barOffset.ts publishes its height), never behind it.
 */
const belowBar = (page: Page, name: string) =>
  section(page, name)
    .getByRole('heading', { level: 2 })
    .evaluate((h) =>
      Math.round(
        h.getBoundingClientRect().top -
          (parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--title-bar-offset')) || 0),
      ),
    );

/** The section's heading has come to rest just under the title bar, in full view. */
async function expectJustBelowBar(page: Page, name: string): Promise<void> {
  await expect.poll(() => belowBar(page, name)).toBeLessThan(40);
  expect(await belowBar(page, name)).toBeGreaterThanOrEqual(-1);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every page loads directly for an anonymous visitor, in English and Indonesian: its title, nothing wider than the screen, 16 px body text, no gateway call', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const gateway = recordGateway(page);
    for (const { path, en, id, title: pageTitle } of PAGES) {
      for (const [query, heading] of [
        ['', en],
        ['?lang=id', id],
      ] as const) {
        await test.step(`${path}${query}`, async () => {
          await page.goto(`${path}${query}`);
          await expect(title(page, heading)).toBeVisible();
          if (!query) await expect(page).toHaveTitle(pageTitle);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
          const sizes = await page
            .getByRole('main')
            .locator('article p')
            .evaluateAll((ps) => ps.map((p) => getComputedStyle(p).fontSize));
          expect(new Set(sizes)).toEqual(new Set(['16px']));
        });
      }
    }
    expect(gateway.map((request) => request.url())).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('a direct load with a hash lands on its section just under the bar, also at the legacy /privacyPolicy (its own address kept)', async ({
  page,
}) => {
  await page.goto('/privacy-policy#cookies');
  await expect(section(page, 'Cookies')).toBeInViewport();
  await expectJustBelowBar(page, 'Cookies');
  await expect(page.getByRole('navigation', { name: 'Contents' })).not.toBeInViewport();

  await page.goto('/privacyPolicy?lang=id#cookies');
  await expect(title(page, 'Kebijakan Privasi')).toBeVisible();
  await expect(page).toHaveURL(/\/privacyPolicy\?lang=id#cookies$/);
  await expect(section(page, 'Cookie')).toBeInViewport();
  await expectJustBelowBar(page, 'Cookie');
  await expect(page.getByRole('navigation', { name: 'Daftar isi' })).toBeAttached();
});

/** Records every scroll position from now on: a smooth scroll passes through many, a jump one. */
async function recordScrolls(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.defineProperty(window, '__scrolls', { value: seen, configurable: true });
    window.addEventListener('scroll', () => seen.push(Math.round(window.scrollY)));
  });
  return () => page.evaluate(() => [...new Set((window as unknown as { __scrolls: number[] }).__scrolls)]);
}

test('a contents link scrolls smoothly to its section, updates the hash, moves focus there; Back returns to the contents; with reduced motion it jumps', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents).toBeInViewport();
  const positions = await recordScrolls(page);
  // Back while the smooth scroll still runs would let it finish over the restored position (a
  // loaded machine is slow to finish it): wait for its end, as a reader would.
  await page.evaluate(() => {
    const w = window as unknown as { scrollEnded: Promise<void> };
    w.scrollEnded = new Promise((resolve) => window.addEventListener('scrollend', () => resolve(), { once: true }));
  });
  await contents.getByRole('link', { name: 'Your rights' }).click();
  await expect(page).toHaveURL(/\/privacy-policy#rights$/);
  await page.evaluate(() => (window as unknown as { scrollEnded: Promise<void> }).scrollEnded);
  await expectJustBelowBar(page, 'Your rights');
  await expect(section(page, 'Your rights').getByRole('heading', { level: 2 })).toBeFocused();
  expect((await positions()).length, 'a smooth scroll passes through places').toBeGreaterThan(2);

  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(contents).toBeInViewport();
  await expect(title(page, 'Privacy Policy')).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/loanAgreement');
  const jumps = await recordScrolls(page);
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Late payment' }).click();
  await expectJustBelowBar(page, 'Late payment');
  await expect(page).toHaveURL(/\/loanAgreement#late-payment$/);
  expect(await jumps()).toHaveLength(1);
});

test('error page: Retry opens the screen that failed again in its place; Home goes to /; a from naming another site stays here', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await page.goto(`/error?from=${encodeURIComponent('/aboutUs#why')}`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(title(page, 'About us')).toBeVisible();
  await expect(page).toHaveURL(/\/aboutUs#why$/);
  await page.goBack();
  await expect(title(page, 'Privacy Policy')).toBeVisible();

  await page.goto('/error');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // A visit that started on /error (a tab of its own): Retry goes home, never to the other site.
  const visit = await page.context().newPage();
  const elsewhere: string[] = [];
  await visit.route('https://evil.example/**', (route) => (elsewhere.push(route.request().url()), route.abort()));
  await visit.goto(`/error?from=${encodeURIComponent('//evil.example/')}`);
  await visit.getByRole('button', { name: 'Retry' }).click();
  await expect(visit).toHaveURL((url) => url.pathname === '/' && url.origin !== 'https://evil.example');
  expect(elsewhere).toEqual([]);
});
