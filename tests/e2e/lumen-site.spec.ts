/**
 * The public site of the lumen build in a real browser: its own colours on its footer contacts, and the loan terms
 * summary scrolled to in place with lumen's penalties, linking on to the full terms. Its name, title, contacts per
 * market, About and /Policy's document are checked on lumen's compiled pages (tests/unit/lumenSitePages.test.tsx).
 */
import { expect, test } from './cspGuard.ts';

/** deployments/lumen.json (the brand's phone, which its rupee market shows) */
const LUMEN = {
  name: 'Lumen Kredit',
  phone: '+91 80 4718 2200',
  tel: 'tel:+918047182200',
  background: 'rgb(15, 31, 51)',
  accent: 'rgb(46, 196, 182)',
};

test("lumen's site: its footer contacts in its colours; Loan terms and conditions shows its summary in place, with lumen's penalties, and links on to the full terms", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LUMEN.name })).toBeVisible();
  const phone = page.getByRole('region', { name: 'Contact Us', exact: true }).getByRole('link', { name: LUMEN.phone });
  await expect(phone).toHaveAttribute('href', LUMEN.tel);
  await expect(phone).toHaveCSS('color', LUMEN.accent);
  await expect(page.locator('body')).toHaveCSS('background-color', LUMEN.background);

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
