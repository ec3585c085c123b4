/**
 * The public pages of the kilat build as an anonymous visitor uses them in a real browser (SPEC §1, §2, §5; CONTRACT
 * §2, §6): the marketing site's navigation (every link a section scrolled to smoothly, or at once with reduced
 * motion, the hash replaced; a direct load with a hash; the legal summaries linking on to the full pages in the
 * app, the same document, Back returning); the footer's way to the feedback form, whose complete message asks
 * nothing of anyone; /Policy and /Loan framing the deployment's documents with every sandbox restriction. What the
 * pages say per market and brand (claims, contacts, the form's rules) is checked in tests/unit/sitePages.test.tsx.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { SERVICE_PHONE } from './borrowers.ts';
import { recordGateway } from './gatewayRequests.ts';
import { collectPageErrors } from './pageWatchers.ts';

/** deployments/kilat.json */
const KILAT = {
  name: 'Kilat Dana',
  policy: '/demo/legal/privacy-policy.html',
  loanAgreement: '/demo/contracts/loan-agreement.html',
};

const menu = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name });
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
  test('About us and Contact Us scroll smoothly to their sections under the navigation and replace the hash; Home goes back up; no gateway call', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const gateway = recordGateway(page);
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
    expect(gateway).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a direct load with #contact lands on the contact section; with #about on About us; with #terms on the loan terms; with reduced motion a section link jumps at once', async ({
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

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/?languageType=1');
    await expect(page.getByRole('heading', { level: 1, name: KILAT.name })).toBeVisible();
    await menu(page, 'Menu utama').getByRole('link', { name: 'Hubungi Kami' }).click();
    // Read at once after the click: a smooth scroll would still be near the top.
    const heading = section(page, 'Hubungi Kami').getByRole('heading', { name: 'Hubungi Kami' });
    const visibleNow = await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(visibleNow).toBe(true);
    await expect(page).toHaveURL(/\/\?languageType=1#contact$/);
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
    await expect(menu(page)).toBeInViewport();
    await expect.poll(async () => passedBetween(0, await scrolls()), 'a smooth scroll, not a jump').toBe(true);

    await menu(page).getByRole('link', { name: 'Loan terms and conditions' }).click();
    await expect(page).toHaveURL(/\/#terms$/);
    const terms = section(page, 'Loan terms and conditions');
    await expect(terms.getByRole('heading', { level: 2, name: 'Loan terms and conditions' })).toBeInViewport();

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

  test("the footer's Send us a message opens the feedback form in the app; a complete message is not sent, asks nothing of anyone and stays", async ({
    page,
  }) => {
    await page.goto('/#contact');
    const sameDocument = await markDocument(page);
    await section(page, 'Contact Us').getByRole('link', { name: 'Send us a message' }).click();
    await expect(page).toHaveURL(/\/User$/);
    const name = page.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toBeVisible();
    expect(await sameDocument()).toBe(true);
    // From here on the page must ask nothing of anyone (the app's own scripts aside: the monitor loads when idle).
    const requests: string[] = [];
    page.on(
      'request',
      (request) => void (!new URL(request.url()).pathname.startsWith('/assets/') && requests.push(request.url())),
    );
    await name.fill('Asha Verma');
    await page.getByRole('textbox', { name: 'Your E-mail' }).fill('asha@example.com');
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('Easy to use, thank you.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Your message was not sent: this form cannot send messages\./);
    await expect(page.getByRole('link', { name: SERVICE_PHONE.kilat.in.phone })).toHaveAttribute(
      'href',
      SERVICE_PHONE.kilat.in.tel,
    );
    await expect(name).toHaveValue('Asha Verma');
    await expect(message).toHaveValue('Easy to use, thank you.');
    await expect(page).toHaveURL(/\/User$/);
    expect(requests).toEqual([]);
  });
});

test("/Policy (in) and /Loan (id): the deployment's document in a frame with every sandbox restriction; the link opens it in full without the token, a readable page on its own", async ({
  page,
  baseURL,
}) => {
  const DOCUMENTS = [
    {
      path: '/Policy',
      query: {} as Record<string, string>,
      title: 'Privacy Policy',
      frame: 'Privacy Policy document',
      open: 'Open the full document',
      doc: KILAT.policy,
      inside: 'Privacy policy',
    },
    {
      path: '/Loan',
      query: { languageType: '1' },
      title: 'Perjanjian pinjaman',
      frame: 'Dokumen perjanjian pinjaman',
      open: 'Buka dokumen lengkap',
      doc: KILAT.loanAgreement,
      inside: 'Loan agreement',
    },
  ];
  for (const { path, query, title, frame, open, doc, inside } of DOCUMENTS) {
    await test.step(path, async () => {
      await page.goto(`${path}?${new URLSearchParams({ token: 'secret-token', session: 'secret-session', ...query })}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const iframe = page.getByTitle(frame);
      await expect(iframe).toHaveAttribute('sandbox', '');
      await expect(iframe).toHaveAttribute('src', `${baseURL}${doc}`);
      await expect(
        page.frameLocator(`iframe[title="${frame}"]`).getByRole('heading', { level: 1, name: inside }),
      ).toBeVisible();

      await page.getByRole('link', { name: open }).click();
      await expect(page).toHaveURL(`${baseURL}${doc}`);
      await expect(page.getByRole('heading', { level: 1, name: inside })).toBeVisible();
      expect(page.url()).not.toContain('secret');
    });
  }
  // The privacy policy document on its own: a demo page for a phone, with no script.
  await page.goto(KILAT.policy);
  await expect(page.getByText('Demo document.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
  await expect(page.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
