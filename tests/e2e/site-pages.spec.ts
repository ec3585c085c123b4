/**
 * The public pages of the kilat build as an anonymous visitor uses them (SPEC §1, §2, §5; CONTRACT
 * §2, §6): the marketing site's navigation (every link a section scrolled to smoothly with the hash
 * updated, a direct load with a hash, the legal summaries linking on to the full pages in the app),
 * its claims per market and contact footer; About; /Policy and /Loan framing the deployment's documents with every
 * sandbox restriction; and the feedback form's rule, with no request made.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { expectNoSeriousA11yViolationsBesideFrames } from './productSupport.ts';
import { SERVICE_PHONE, type MarketId } from './borrowers.ts';
import { recordGateway } from './gatewayRequests.ts';
import { expectNames, statusWith } from './locators.ts';
import { collectPageErrors } from './pageWatchers.ts';

/** deployments/kilat.json; its phone is the visitor's market's (SERVICE_PHONE). */
const KILAT = {
  name: 'Kilat Dana',
  email: 'care@kilatdana.example',
  company: 'PT Kilat Dana Teknologi',
  address: 'Demo address: the operator sets company.address',
  policy: '/demo/legal/privacy-policy.html',
  loanAgreement: '/demo/contracts/loan-agreement.html',
};

const SITE = {
  in: {
    query: '',
    menu: 'Main menu',
    nav: ['Home', 'About us', 'Contact Us', 'Privacy Policy', 'Loan terms and conditions'],
    claims: ['₹2,000 - ₹80,000', 'Within 2 hours', '₹12,000 and above', 'Over 3 million users'],
    rights: 'All rights reserved.',
  },
  id: {
    query: '?languageType=1',
    menu: 'Menu utama',
    nav: ['Beranda', 'Tentang kami', 'Hubungi Kami', 'Kebijakan Privasi', 'Syarat dan ketentuan pinjaman'],
    claims: ['Rp1.000.000 - Rp15.000.000', 'Dalam 2 jam', 'Lebih dari 3 juta pengguna'],
    rights: 'Hak cipta dilindungi.',
  },
} as const;

const FORM = {
  in: {
    query: '',
    name: 'Full Name',
    email: 'Your E-mail',
    message: 'Message',
    submit: 'Submit',
    incomplete: 'Please provide complete information!',
    notSent: /^Your message was not sent: this form cannot send messages\./,
    call: 'Call customer service',
  },
  id: {
    query: '?languageType=1',
    name: 'Nama Lengkap',
    email: 'E-mail Anda',
    message: 'Pesan',
    submit: 'Kirim',
    incomplete: 'Mohon lengkapi semua informasi!',
    notSent: /^Pesan Anda tidak terkirim: formulir ini tidak dapat mengirim pesan\./,
    call: 'Telepon layanan pelanggan',
  },
} as const;

const menu = (page: Page, market: MarketId = 'in') => page.getByRole('navigation', { name: SITE[market].menu });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * Records where each of the window's scroll events leaves the page, from now on. A smooth scroll passes through
 * places between where it starts and where it stops; a jump raises one event, at its end. (How many events a smooth
 * scroll raises depends on how many frames the machine draws meanwhile: a busy one draws few.)
 */
async function recordScrolls(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { scrolledTo: number[] };
    w.scrolledTo = [];
    window.addEventListener('scroll', () => w.scrolledTo.push(window.scrollY), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { scrolledTo: number[] }).scrolledTo);
}

/** Whether the scrolls went from `from` to where they ended through at least one place in between. */
function passedBetween(from: number, places: number[]): boolean {
  const to = places.at(-1);
  return to !== undefined && places.some((y) => Math.min(from, to) < y && y < Math.max(from, to));
}

/** Marks the document: the mark is gone after a full page load, kept through in-app navigation. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => void ((window as unknown as { mark: boolean }).mark = true));
  return () => page.evaluate(() => (window as unknown as { mark?: boolean }).mark === true);
}

test.describe('public site (/)', () => {
  for (const market of ['in', 'id'] as const) {
    test(`an anonymous visitor sees the five links, the claims of SPEC §1 and the contacts, with no gateway call (${market})`, async ({
      page,
    }) => {
      const words = SITE[market];
      const errors = collectPageErrors(page);
      const gateway = recordGateway(page);
      await page.goto(`/${words.query}`);
      await expect(page.getByRole('heading', { level: 1, name: KILAT.name })).toBeVisible();
      await expectNames(menu(page, market).getByRole('link'), words.nav);
      // The hero's claims: the part of the page #home links to.
      await expect(page.locator('#home').getByRole('definition')).toHaveText([...words.claims]);
      if (market === 'id') await expect(page.getByRole('main')).not.toContainText('₹');
      const contact = section(page, words.nav[2]);
      // The market's own number: a rupee visitor is never shown the Indonesian one, nor a rupiah visitor the Indian
      // one.
      const own = SERVICE_PHONE.kilat[market];
      const other = SERVICE_PHONE.kilat[market === 'in' ? 'id' : 'in'];
      await expect(contact.getByRole('link', { name: own.phone })).toHaveAttribute('href', own.tel);
      await expect(contact.getByRole('link', { name: other.phone })).toHaveCount(0);
      await expect(contact).toContainText(words.rights);
      expect(gateway).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('About us and Contact Us scroll smoothly to their sections under the navigation and replace the hash; Home goes back up', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: KILAT.name })).toBeInViewport();
    const scrolls = await recordScrolls(page);
    const before = await page.evaluate(() => window.history.length);

    await menu(page).getByRole('link', { name: 'About us', exact: true }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(section(page, 'About us').getByRole('heading', { name: 'About us' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    // The sticky navigation stays on top of the section, not over its heading.
    await expect(menu(page)).toBeInViewport();
    await expect.poll(async () => passedBetween(0, await scrolls()), 'a smooth scroll, not a jump').toBe(true);

    await menu(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(section(page, 'Contact Us').getByRole('heading', { name: 'Contact Us' })).toBeInViewport();
    await expect(
      section(page, 'Contact Us').getByRole('link', { name: SERVICE_PHONE.kilat.in.phone }),
    ).toBeInViewport();

    await menu(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/#home$/);
    await expect(page.getByRole('heading', { level: 1, name: KILAT.name })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The hash is replaced, not pushed: Back leaves the site rather than stepping through sections.
    expect(await page.evaluate(() => window.history.length)).toBe(before);
  });

  test('with prefers-reduced-motion a section link jumps at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/?languageType=1');
    await expect(page.getByRole('heading', { level: 1, name: KILAT.name })).toBeVisible();
    await menu(page, 'id').getByRole('link', { name: 'Hubungi Kami' }).click();
    // Read at once after the click: a smooth scroll would still be near the top.
    const heading = section(page, 'Hubungi Kami').getByRole('heading', { name: 'Hubungi Kami' });
    const visibleNow = await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(visibleNow).toBe(true);
    await expect(page).toHaveURL(/\/\?languageType=1#contact$/);
  });

  test('a direct load with #contact lands on the contact section; with #about on About us; with #terms on the loan terms', async ({
    page,
  }) => {
    await page.goto('/#contact');
    await expect(section(page, 'Contact Us').getByRole('heading', { name: 'Contact Us' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    await expect(page).toHaveURL(/\/#contact$/);

    await page.goto('/?languageType=1#about');
    await expect(section(page, 'Tentang kami').getByRole('heading', { name: 'Tentang kami' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();

    await page.goto('/?languageType=1#terms');
    const terms = section(page, 'Syarat dan ketentuan pinjaman');
    await expect(terms.getByRole('heading', { name: 'Syarat dan ketentuan pinjaman' })).toBeInViewport();
    await expect(terms).toContainText('Rp 50.000 / Rp 40.000');
  });

  test('Privacy Policy and Loan terms and conditions scroll smoothly to their summaries in place; each links on to the full page in the app (no page load); Back returns', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: KILAT.name })).toBeVisible();
    const sameDocument = await markDocument(page);
    const scrolls = await recordScrolls(page);

    await menu(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/#privacy$/);
    const privacy = section(page, 'Privacy Policy');
    await expect(privacy.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInViewport();
    await expect(privacy).toContainText('We never sell your information.');
    await expect(menu(page)).toBeInViewport();
    await expect.poll(async () => passedBetween(0, await scrolls()), 'a smooth scroll, not a jump').toBe(true);

    await menu(page).getByRole('link', { name: 'Loan terms and conditions' }).click();
    await expect(page).toHaveURL(/\/#terms$/);
    const terms = section(page, 'Loan terms and conditions');
    await expect(terms.getByRole('heading', { level: 2, name: 'Loan terms and conditions' })).toBeInViewport();
    await expect(terms.getByRole('definition')).toContainText([
      '91 to 365 days',
      'Within 1 day',
      'Within 1 to 3 days of approval',
      '₹ 1,000 / ₹ 800',
    ]);

    await terms.getByRole('link', { name: 'Read the full loan terms and conditions' }).click();
    await expect(page).toHaveURL(/\/loanAgreement$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeVisible();
    expect(await sameDocument()).toBe(true);

    await page.goBack();
    await privacy.getByRole('link', { name: 'Read the full Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await sameDocument()).toBe(true);
  });

  test("the footer: the market's phone, the brand's e-mail, address, company and the year's copyright; the feedback link opens /User", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2030-06-01T09:00:00Z'));
    await page.goto('/');
    const contact = section(page, 'Contact Us');
    await expect(contact.getByRole('link', { name: SERVICE_PHONE.kilat.in.phone })).toHaveAttribute(
      'href',
      SERVICE_PHONE.kilat.in.tel,
    );
    await expect(contact.getByRole('link', { name: KILAT.email })).toHaveAttribute('href', `mailto:${KILAT.email}`);
    await expect(contact.getByText(KILAT.address)).toBeVisible();
    await expect(contact.getByText(`© 2030 ${KILAT.company}. All rights reserved.`)).toBeVisible();
    await contact.getByRole('link', { name: 'Send us a message' }).click();
    await expect(page).toHaveURL(/\/User$/);
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
  });

  test('no serious accessibility violation (axe), at the top and at the contact section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: KILAT.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/?languageType=1#contact');
    await expect(section(page, 'Hubungi Kami')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('About (/About)', () => {
  test('who the lender is, the offer, the contacts and the product description link; axe', async ({ page }) => {
    const gateway = recordGateway(page);
    await page.goto('/About');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(section(page, 'Who we are')).toContainText(KILAT.company);
    await expect(section(page, 'What we offer')).toContainText('₹2,000 - ₹80,000');
    await expect(section(page, 'Contact').getByRole('link', { name: KILAT.email })).toHaveAttribute(
      'href',
      `mailto:${KILAT.email}`,
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Product description' }).click();
    await expect(page).toHaveURL(/\/aboutUs$/);
    expect(gateway).toEqual([]);
  });

  test('Indonesian: Tentang kami with rupiah', async ({ page }) => {
    await page.goto('/About?languageType=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang kami' })).toBeVisible();
    await expect(section(page, 'Apa yang kami tawarkan')).toContainText('Rp1.000.000 - Rp15.000.000');
  });
});

test.describe('Policy (/Policy) and Loan (/Loan)', () => {
  const DOCUMENTS = [
    {
      path: '/Policy',
      market: 'in' as const,
      title: 'Privacy Policy',
      frame: 'Privacy Policy document',
      open: 'Open the full document',
      doc: KILAT.policy,
      inside: 'Privacy policy',
    },
    {
      path: '/Loan',
      market: 'id' as const,
      title: 'Perjanjian pinjaman',
      frame: 'Dokumen perjanjian pinjaman',
      open: 'Buka dokumen lengkap',
      doc: KILAT.loanAgreement,
      inside: 'Loan agreement',
    },
  ];
  for (const { path, market, title, frame, open, doc, inside } of DOCUMENTS) {
    test(`${path} (${market}): the deployment's document in a frame with every sandbox restriction; the link opens it in full without the token`, async ({
      page,
      baseURL,
    }) => {
      const query = new URLSearchParams({
        token: 'secret-token',
        session: 'secret-session',
        ...(market === 'id' ? { languageType: '1' } : {}),
      });
      await page.goto(`${path}?${query}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const iframe = page.getByTitle(frame);
      await expect(iframe).toHaveAttribute('sandbox', '');
      await expect(iframe).toHaveAttribute('src', `${baseURL}${doc}`);
      await expect(
        page.frameLocator(`iframe[title="${frame}"]`).getByRole('heading', { level: 1, name: inside }),
      ).toBeVisible();
      await expectNoSeriousA11yViolationsBesideFrames(page);

      await page.getByRole('link', { name: open }).click();
      await expect(page).toHaveURL(`${baseURL}${doc}`);
      await expect(page.getByRole('heading', { level: 1, name: inside })).toBeVisible();
      expect(page.url()).not.toContain('secret');
    });
  }

  test('the privacy policy document is a readable demo page on its own (mobile viewport, no script); axe', async ({
    page,
  }) => {
    await page.goto(KILAT.policy);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByText('Demo document.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
    await expect(page.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('feedback form (/User)', () => {
  for (const market of ['in', 'id'] as const) {
    test(`all three fields are required once trimmed; a complete form sends nothing and says so, keeps what was typed and offers customer service (${market})`, async ({
      page,
    }) => {
      const words = FORM[market];
      // The test's clock: a toast's 2 s pass when the test says so.
      await page.clock.install();
      await page.goto(`/User${words.query}`);
      const name = page.getByRole('textbox', { name: words.name });
      const email = page.getByRole('textbox', { name: words.email });
      const message = page.getByRole('textbox', { name: words.message });
      const submit = page.getByRole('button', { name: words.submit });
      await expect(submit).toBeVisible();
      // From here on the page must ask nothing of anyone (the app's own scripts aside: the monitor loads when idle).
      const requests: string[] = [];
      page.on(
        'request',
        (request) => void (!new URL(request.url()).pathname.startsWith('/assets/') && requests.push(request.url())),
      );

      await submit.click();
      await expect(statusWith(page, words.incomplete)).toBeVisible();
      await page.clock.runFor(2_500);
      await expect(statusWith(page, words.incomplete)).toHaveCount(0);

      await name.fill('Asha Verma');
      await email.fill('asha@example.com');
      await message.fill('   ');
      await submit.click();
      await expect(statusWith(page, words.incomplete)).toBeVisible();
      await expect(name).toHaveValue('Asha Verma');
      await expect(page.getByRole('alert')).toHaveCount(0);

      await message.fill('Easy to use, thank you.');
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(words.notSent);
      await expect(page.getByText(words.call)).toBeVisible();
      await expect(page.getByRole('link', { name: SERVICE_PHONE.kilat[market].phone })).toHaveAttribute(
        'href',
        SERVICE_PHONE.kilat[market].tel,
      );
      await expect(name).toHaveValue('Asha Verma');
      await expect(message).toHaveValue('Easy to use, thank you.');
      await expect(page).toHaveURL(new RegExp(`/User${words.query.replace('?', '\\?')}$`));
      expect(requests).toEqual([]);
    });
  }

  test('no serious accessibility violation (axe)', async ({ page }) => {
    await page.goto('/User');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
