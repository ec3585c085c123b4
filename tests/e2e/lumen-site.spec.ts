/**
 * The public pages of the lumen build: its own name, colours, phone, e-mail and company on the
 * marketing site's footer and About, the loan terms summary in place, and its documents on /Policy
 * and /Loan.
 */
import { expect, test } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';

/** deployments/lumen.json (the brand's phone and e-mail, which its rupee market shows) */
const LUMEN = {
  name: 'Lumen Kredit',
  phone: '+91 80 4718 2200',
  tel: 'tel:+918047182200',
  email: 'help@lumenkredit.example',
  company: 'PT Lumen Kredit Digital',
  address: 'Demo address: the operator sets company.address',
  background: 'rgb(15, 31, 51)',
  accent: 'rgb(46, 196, 182)',
};

test("lumen's site: its name, its footer contacts in its colours, and this year's copyright", async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-01-15T09:00:00Z'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LUMEN.name })).toBeVisible();
  await expect(page).toHaveTitle('Lumen Kredit | Instant personal loans');
  const contact = page.getByRole('region', { name: 'Contact Us', exact: true });
  const phone = contact.getByRole('link', { name: LUMEN.phone });
  await expect(phone).toHaveAttribute('href', LUMEN.tel);
  await expect(phone).toHaveCSS('color', LUMEN.accent);
  await expect(contact.getByRole('link', { name: LUMEN.email })).toHaveAttribute('href', `mailto:${LUMEN.email}`);
  await expect(contact.getByText(LUMEN.address)).toBeVisible();
  await expect(contact.getByText(`© 2031 ${LUMEN.company}. All rights reserved.`)).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', LUMEN.background);
  await expectNoSeriousA11yViolations(page);
});

test("lumen's site in Indonesian: Hubungi Kami lands from a direct link, with the rupiah market's own phone and e-mail, not the brand's Indian ones", async ({
  page,
}) => {
  await page.goto('/?languageType=1#contact');
  const contact = page.getByRole('region', { name: 'Hubungi Kami', exact: true });
  await expect(contact.getByRole('heading', { name: 'Hubungi Kami' })).toBeInViewport();
  await expect(contact.getByRole('link', { name: '+62 21 3970 4400' })).toHaveAttribute('href', 'tel:+622139704400');
  await expect(contact.getByRole('link', { name: 'bantuan@lumenkredit.example' })).toHaveAttribute(
    'href',
    'mailto:bantuan@lumenkredit.example',
  );
  await expect(contact.getByRole('link', { name: LUMEN.phone })).toHaveCount(0);
  await expect(contact.getByRole('link', { name: LUMEN.email })).toHaveCount(0);
  await expect(page.getByRole('definition').first()).toHaveText('Rp1.000.000 - Rp15.000.000');
});

test("lumen's site: Loan terms and conditions shows its summary in place, with lumen's penalties, and links on to the full terms", async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Loan terms and conditions' })
    .click();
  await expect(page).toHaveURL(/\/#terms$/);
  const terms = page.getByRole('region', { name: 'Loan terms and conditions', exact: true });
  await expect(terms.getByRole('heading', { name: 'Loan terms and conditions' })).toBeInViewport();
  await expect(terms).toContainText('₹ 1,000 / ₹ 800');
  await terms.getByRole('link', { name: 'Read the full loan terms and conditions' }).click();
  await expect(page).toHaveURL(/\/loanAgreement$/);
});

test("lumen's About names its company; /Policy frames its own document", async ({ page, baseURL }) => {
  await page.goto('/About');
  await expect(page.getByRole('region', { name: 'Who we are' })).toContainText(LUMEN.company);
  await expect(
    page.getByRole('region', { name: 'Contact', exact: true }).getByRole('link', { name: LUMEN.phone }),
  ).toHaveAttribute('href', LUMEN.tel);
  await page.goto('/Policy');
  await expect(page.getByTitle('Privacy Policy document')).toHaveAttribute(
    'src',
    `${baseURL}/demo/legal/privacy-policy.html`,
  );
  await expect(page).toHaveTitle('Privacy Policy | Lumen Kredit');
});
