/**
 * The virtual-account journey in the built app (SPEC §2, §4 method chooser, §7 generate-vcode, §9):
 * the method chooser (/individual) by Bank, the bank from its popup (focus back on the button), its
 * method; the choice stored and 'Pelunasan' (/that) made for it, the bank's steps folded by channel
 * (opened on a tap), Copy to the clipboard, 'TELAH MEMBAYAR' with its tips (BATAL gives the focus
 * back) and the result. What the pages send and show for each choice (defaults, corrupt storage,
 * incomplete choices, the type switch, the choice per borrower, the links, the faults) is asserted in
 * tests/unit/repaymentPages.test.tsx and virtualAccountPage.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { BANK_STEPS } from '../../demo/gateway/repaymentData.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { REPAY, arrivedAt, figure, formOf, repayUrl, storedChoice, toast } from './repaySupport.ts';

test('chooser to account: Bank, Mandiri from the popup, its method; the account, its steps, Copy, and TELAH MEMBAYAR', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const requests = recordGateway(page);
  await page.goto(repayUrl('/individual', 'id', { orderId: '10174', productId: '3', amount: '2091000', display: '1' }));
  const type = page.getByRole('group', { name: 'Bagaimana Anda ingin membayar?' });
  await expect(type.getByRole('radio', { name: 'Mini Market' })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Pilih mini market' }).getByRole('radio', { name: 'ALFAMART' }),
  ).toBeChecked();
  await type.getByRole('radio', { name: 'Bank' }).check();
  await page.getByRole('button', { name: 'Pilih bank' }).click();
  const popup = page.getByRole('dialog', { name: 'Pilih bank' });
  await popup.getByRole('button', { name: 'Mandiri' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('button', { name: 'Bank: Mandiri' })).toBeFocused();
  await page.getByRole('group', { name: 'Cara transfer' }).getByRole('radio', { name: "Livin' by Mandiri" }).check();
  await page.getByRole('button', { name: 'SAYA INGIN MEMBAYAR' }).click();

  expect(await arrivedAt(page, '/that')).toEqual({ amount: '2091000', display: '1', orderId: '10174', productId: '3' });
  expect(await storedChoice(page)).toEqual({
    payType: '1',
    payCode: 'Mandiri',
    specificNum: "Livin' by Mandiri",
    isDefault: '0',
  });
  await expect(figure(page, 'Nomor virtual account')).toHaveText('880800010174');
  expect(formOf(callsTo(requests, REPAY.vcode)[0]!)).toMatchObject({ payCode: 'Mandiri', is_default: '0' });

  // The chosen channel's steps open, the bank's others folded until tapped.
  const expected = BANK_STEPS('Mandiri', "Livin' by Mandiri", 'id');
  const groups = page.getByRole('region', { name: 'Cara membayar' }).getByRole('group');
  await expect(groups).toHaveCount(expected.length);
  await expect(groups.nth(0).getByRole('listitem')).toHaveText(expected[0]!.list);
  for (const [index, { name, list }] of expected.entries()) {
    if (index === 0) continue;
    const group = groups.nth(index);
    await expect(group.getByRole('listitem').first()).toBeHidden();
    await group.getByText(name, { exact: true }).click();
    await expect(group.getByRole('listitem')).toHaveText(list);
  }

  await page.getByRole('button', { name: 'Salin Nomor virtual account' }).click();
  await expect(toast(page, 'Tersalin')).toHaveText('Tersalin');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('880800010174');

  const paid = page.getByRole('button', { name: 'TELAH MEMBAYAR' });
  await paid.click();
  const tips = page.getByRole('dialog', { name: 'Info' });
  await tips.getByRole('button', { name: 'BATAL' }).click();
  await expect(tips).toBeHidden();
  await expect(paid).toBeFocused();
  await paid.click();
  await tips.getByRole('button', { name: 'YA' }).click();
  expect(await arrivedAt(page, '/repayYes')).toEqual({ productId: '3', orderId: '10174' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran terkirim' })).toBeVisible();
});
