/**
 * The Key Fact Statement in a real browser (CONTRACT §7, issue 15): on loan confirmation it stands above the consent
 * box on the phone's screen; the market's grievance redressal officer shows on customer service, the complaint page
 * and the public site. Every figure of the statement in both markets, an offer over the daily cost cap and a reply
 * without the statement's fields: blocks/keyFacts/KeyFacts.test.tsx and tests/unit/loanConfirmKeyFacts.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import kilat from '../../deployments/kilat.json' with { type: 'json' };
import { TEXT, productUrl } from './productSupport.ts';
import { careUrl } from './careSupport.ts';

test('English, rupees (product 2): the statement stands above the consent box; confirm on', async ({ page }) => {
  await page.goto(productUrl('/loanConfirm', 'in', { productId: '2' }));
  const statement = page.getByRole('region', { name: 'Key Fact Statement' });
  await expect(statement).toBeVisible();
  const consent = page.getByRole('checkbox', { name: TEXT.in.consent });
  const box = (await statement.boundingBox())!;
  expect(box.y + box.height).toBeLessThan((await consent.boundingBox())!.y);
  await expect(page.getByRole('button', { name: TEXT.in.submit })).toBeEnabled();
});

test("the market's grievance redressal officer on customer service (rupees), the complaint page and the public site (rupiah); the reply promise stays", async ({
  page,
}) => {
  await page.goto(careUrl('/customerService', 'in'));
  const service = page.getByRole('region', { name: 'Grievance redressal officer' });
  await expect(service.getByText(kilat.markets.in.grievanceOfficer.name)).toBeVisible();
  await expect(service.getByRole('link', { name: kilat.markets.in.grievanceOfficer.email })).toHaveAttribute(
    'href',
    `mailto:${kilat.markets.in.grievanceOfficer.email}`,
  );

  const officer = kilat.markets.id.grievanceOfficer;
  await page.goto(careUrl('/complaint', 'id', { orderNo: '10180' }));
  const complaint = page.getByRole('region', { name: 'Petugas penanganan pengaduan' });
  await expect(complaint.getByText(officer.name)).toBeVisible();
  await expect(complaint.getByRole('link', { name: officer.phone })).toHaveAttribute('href', 'tel:+622150931190');
  await expect(page.getByText('Kami membalas setiap keluhan dalam 3 hari kerja.')).toBeVisible();

  await page.goto('/?languageType=1#contact');
  const contact = page.getByRole('region', { name: 'Hubungi Kami', exact: true });
  await expect(contact.getByText(officer.name)).toBeVisible();
  await expect(contact.getByRole('link', { name: officer.phone })).toHaveAttribute('href', 'tel:+622150931190');
  await expect(contact.getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
});
