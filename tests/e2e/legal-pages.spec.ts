/**
 * The legal and information pages as an anonymous visitor opens them (no launch parameters): every
 * path loads directly, /privacyPolicy is the same screen as /privacy-policy, a hash opens its section,
 * contents links scroll to their section and put it in the address, the loan terms carry SPEC §9's
 * figures in each market's currency, the error page's Retry and Home, and axe on every page.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { SERVICE_PHONE } from './borrowers.ts';
import { recordGateway } from './gatewayRequests.ts';
import { collectPageErrors } from './pageWatchers.ts';

/** deployments/kilat.json */
/** deployments/kilat.json, as an English (rupee market) visitor sees it: the market's phone, the brand's e-mail. */
const KILAT = { email: 'care@kilatdana.example', ...SERVICE_PHONE.kilat.in, company: 'PT Kilat Dana Teknologi' };

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

for (const { path, en, id, title: pageTitle } of PAGES) {
  test(`${path} loads directly for an anonymous visitor, in English and Indonesian, with no serious axe violations`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const gateway = recordGateway(page);
    await page.goto(path);
    await expect(title(page, en)).toBeVisible();
    await expect(page).toHaveTitle(pageTitle);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${path}?lang=id`);
    await expect(title(page, id)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(gateway.map((request) => request.url())).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('/privacyPolicy is the same screen as /privacy-policy, at its own address', async ({ page }) => {
  await page.goto('/privacyPolicy?lang=id');
  await expect(title(page, 'Kebijakan Privasi')).toBeVisible();
  await expect(page).toHaveURL(/\/privacyPolicy\?lang=id$/);
  await expect(page.getByRole('navigation', { name: 'Daftar isi' })).toBeVisible();
});

test('/privacyPolicy#cookies lands on the Cookies section', async ({ page }) => {
  await page.goto('/privacyPolicy#cookies');
  await expect(title(page, 'Privacy Policy')).toBeVisible();
  await expect(section(page, 'Cookies')).toBeInViewport();
  await expectJustBelowBar(page, 'Cookies');
});

test('a direct load of /privacy-policy#cookies lands on the Cookies section', async ({ page }) => {
  await page.goto('/privacy-policy#cookies');
  await expect(section(page, 'Cookies')).toBeInViewport();
  await expectJustBelowBar(page, 'Cookies');
  await expect(page.getByRole('navigation', { name: 'Contents' })).not.toBeInViewport();
});

test('a contents link scrolls to its section, updates the hash, moves focus there; Back returns to the contents', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveText([
    'Use of information',
    'Disclosure of information',
    'Cookies',
    'Data security',
    'Non-discrimination statement',
    'Your rights',
    'Minors',
    'Changes to this policy',
    'Contacts',
  ]);
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

  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(contents).toBeInViewport();
  await expect(title(page, 'Privacy Policy')).toBeVisible();
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

test('the contents scroll smoothly, and jump when the visitor asks for reduced motion', async ({ page }) => {
  await page.goto('/loanAgreement');
  let positions = await recordScrolls(page);
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Repayment', exact: true })
    .click();
  await expectJustBelowBar(page, 'Repayment');
  await expect(page).toHaveURL(/#repayment$/);
  expect((await positions()).length).toBeGreaterThan(2);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/loanAgreement');
  positions = await recordScrolls(page);
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Late payment' }).click();
  await expectJustBelowBar(page, 'Late payment');
  expect(await positions()).toHaveLength(1);
});

test("the privacy policy's contacts are the brand's company, e-mail and address and the market's phone", async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const contacts = section(page, 'Contacts');
  await expect(contacts).toContainText(`please contact ${KILAT.company}`);
  await expect(contacts.getByRole('listitem')).toHaveText([
    `E-mail: ${KILAT.email}`,
    `Phone: ${KILAT.phone}`,
    /^Address: /,
  ]);
  await expect(page.getByRole('main')).not.toContainText(/\{\w+\}/);
});

const TERMS = {
  in: {
    query: '',
    late: 'Late payment',
    penalty: 'a one-off penalty fee is charged once: ₹ 1,000 for new clients and ₹ 800 for repeat clients.',
    figures: [
      'from 91 days to 365 days',
      'within 1 day',
      'within 1 to 3 days',
      '5% of the unpaid amount per day for days 1 to 30',
      '4% of the unpaid amount per day for days 31 to 90',
      '2% of the unpaid amount per day from day 91',
      'once half of the loan term has passed, but not earlier than 7 days from the day the loan was disbursed',
      'within 3 days of the change',
      'at least 7 business days',
      'within 10 days of the judgement',
    ],
  },
  id: {
    query: '?lang=id',
    late: 'Keterlambatan pembayaran',
    penalty: 'dikenakan denda satu kali: Rp 50.000 untuk nasabah baru dan Rp 40.000 untuk nasabah lama.',
    figures: [
      '91 hari sampai 365 hari',
      'dalam 1 hari',
      'dalam 1 sampai 3 hari',
      '5% dari jumlah yang belum dibayar per hari untuk hari ke-1 sampai ke-30',
      '4% dari jumlah yang belum dibayar per hari untuk hari ke-31 sampai ke-90',
      '2% dari jumlah yang belum dibayar per hari mulai hari ke-91',
      'setelah separuh jangka waktu pinjaman berlalu, tetapi tidak lebih awal dari 7 hari sejak tanggal pencairan',
      'dalam 3 hari sejak perubahan',
      'paling lambat 7 hari kerja',
      'dalam 10 hari sejak putusan',
    ],
  },
} as const;

for (const [market, terms] of Object.entries(TERMS)) {
  test(`the loan terms carry every figure of SPEC §9, the penalties in the market's currency (${market})`, async ({
    page,
  }) => {
    await page.goto(`/loanAgreement${terms.query}`);
    await expect(section(page, terms.late)).toContainText(terms.penalty);
    const main = page.getByRole('main');
    for (const figure of terms.figures) await expect(main).toContainText(figure);
  });
}

test('about us: the market figures of SPEC §1 (India in rupees with the income line, Indonesia in rupiah without it)', async ({
  page,
}) => {
  await page.goto('/aboutUs');
  const why = section(page, 'Why choose Kilat Dana');
  await expect(why).toContainText('₹2,000 - ₹80,000');
  await expect(why).toContainText('within 2 hours');
  await expect(why).toContainText('over 3 million users');
  await expect(section(page, 'Getting started')).toContainText('a monthly income of ₹ 12,000 or more');

  await page.goto('/aboutUs?lang=id');
  await expect(section(page, 'Mengapa memilih Kilat Dana')).toContainText('Rp1.000.000 - Rp15.000.000');
  await expect(page.getByRole('main')).not.toContainText('₹');
});

test("the data request page sends the visitor to the brand's e-mail (mail client) and the market's phone (dialer)", async ({
  page,
}) => {
  await page.goto('/dsard');
  const send = section(page, 'Send your request');
  await expect(send.getByRole('link', { name: KILAT.email })).toHaveAttribute('href', `mailto:${KILAT.email}`);
  await expect(send.getByRole('link', { name: KILAT.phone })).toHaveAttribute('href', KILAT.tel);
  await expect(section(page, 'What happens next')).toContainText('within 30 days');
});

test('error page: Retry opens the screen that failed again in its place; Home goes to /', async ({ page }) => {
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
});

test('error page: Retry with a from naming another site stays here: a visit that started on /error goes home', async ({
  page,
}) => {
  const elsewhere: string[] = [];
  await page.route('https://evil.example/**', (route) => (elsewhere.push(route.request().url()), route.abort()));
  await page.goto(`/error?from=${encodeURIComponent('//evil.example/')}`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.origin !== 'https://evil.example');
  expect(elsewhere).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { path } of PAGES) {
    test(`${path}: nothing wider than the screen, 16 px body text`, async ({ page }) => {
      await page.goto(`${path}?lang=id`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const sizes = await page
        .getByRole('main')
        .locator('article p')
        .evaluateAll((ps) => ps.map((p) => getComputedStyle(p).fontSize));
      expect(new Set(sizes)).toEqual(new Set(['16px']));
    });
  }
});
