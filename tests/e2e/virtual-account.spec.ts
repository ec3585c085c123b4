/**
 * Virtual-account repayment 'Pelunasan' (/that; SPEC §2, §7 generate-vcode, §9 storage keys): the
 * stored choice (payType, payCode, specificNum, isDefault) or its defaults when missing or corrupt
 * goes to generate-vcode; the page shows the number, total, bill, method with Change, the steps
 * (mini-market list or bank groups), the deposit-slip note, the complaint entry, copy, and
 * 'TELAH MEMBAYAR' with its tips popup.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { BANK_STEPS, MARKET_STEPS } from '../../demo/gateway/repaymentData.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { REPAY, arrivedAt, figure, formOf, repayUrl, routeTo, seedStorage, toast } from './repaySupport.ts';

const ORDER = { orderId: '10174', productId: '3' } as const;

/** The steps the demo gateway gives (what the page must show). */
const MARKET_STEPS_ID = MARKET_STEPS('ALFAMART', 'id');

function vaUrl(query: Record<string, string> = {}): string {
  return repayUrl('/that', 'id', { ...ORDER, amount: '2091000', display: '1', aaa: 'a1', ...query });
}

function steps(page: Page) {
  return page.getByRole('region', { name: 'Cara membayar' });
}

test("nothing stored: 'Pelunasan' asks for ALFAMART (pay_type 2, is_default 1) and shows the payment code", async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(vaUrl());
  await expect(figure(page, 'Kode pembayaran')).toHaveText('ALF00010174');
  await expect(page).toHaveTitle('Pelunasan');
  const [vcode] = callsTo(requests, REPAY.vcode);
  expect(vcode!.method()).toBe('POST');
  expect(formOf(vcode!)).toEqual({
    productId: '3',
    orderId: '10174',
    amount: '2091000',
    pay_type: '2',
    payCode: 'ALFAMART',
    is_default: '1',
    is_display: '1',
    specific_num: '',
  });

  await expect(figure(page, 'Total pembayaran')).toHaveText('Rp 2.091.000');
  await expect(figure(page, 'Nomor tagihan')).toHaveText('INV-10174');
  await expect(figure(page, 'Metode pembayaran')).toHaveText('ALFAMART');
  // Mini-market steps: one numbered list, no groups.
  await expect(steps(page).getByRole('list').getByRole('listitem')).toHaveText(MARKET_STEPS_ID);
  await expect(steps(page).getByRole('group')).toHaveCount(0);
  await expect(page.getByText('Simpan bukti setoran sampai pembayaran dikonfirmasi.')).toBeVisible();

  await page.getByRole('link', { name: 'Ubah' }).click();
  expect(await arrivedAt(page, '/individual')).toEqual({
    amount: '2091000',
    display: '1',
    aaa: 'a1',
    orderId: '10174',
    productId: '3',
  });
});

test('a stored bank choice: the virtual account number and the bank steps, grouped, the first open', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await seedStorage(page, { payType: '1', payCode: 'BNI', specificNum: 'ATM BNI', isDefault: '0' });
  await page.goto(vaUrl());
  await expect(figure(page, 'Nomor virtual account')).toHaveText('880800010174');
  expect(formOf(callsTo(requests, REPAY.vcode)[0]!)).toMatchObject({
    pay_type: '1',
    payCode: 'BNI',
    specific_num: 'ATM BNI',
    is_default: '0',
  });
  await expect(figure(page, 'Metode pembayaran')).toHaveText('BNI ATM BNI');

  const expected = BANK_STEPS('BNI', 'ATM BNI', 'id');
  expect(expected.length).toBeGreaterThan(1);
  const groups = steps(page).getByRole('group');
  await expect(groups).toHaveCount(expected.length);
  await expect(groups.nth(0)).toHaveAttribute('open', '');
  await expect(groups.nth(0).getByText(expected[0]!.name, { exact: true })).toBeVisible();
  await expect(groups.nth(0).getByRole('listitem')).toHaveText(expected[0]!.list);
  for (const [index, { name, list }] of expected.entries()) {
    if (index === 0) continue;
    const group = groups.nth(index);
    await expect(group).not.toHaveAttribute('open', '');
    await expect(group.getByRole('listitem').first()).toBeHidden();
    await group.getByText(name, { exact: true }).click();
    await expect(group.getByRole('listitem')).toHaveText(list);
  }
});

const CORRUPT: { name: string; stored: Record<string, string> }[] = [
  {
    name: 'an unknown type and a broken JSON code',
    stored: { payType: 'bank', payCode: '{"x":', specificNum: '', isDefault: 'yes' },
  },
  {
    name: 'a JSON object as the type',
    stored: { payType: '{"payType":"1"}', payCode: 'BCA', specificNum: 'm-BCA', isDefault: '' },
  },
  { name: 'a JSON list as the market code', stored: { payType: '2', payCode: '["ALFAMART"]', isDefault: 'x' } },
];

for (const { name, stored } of CORRUPT) {
  test(`corrupt stored values fall back to the defaults: ${name}`, async ({ page }) => {
    const requests = recordGateway(page);
    await seedStorage(page, stored);
    // An amount written the Indonesian way is still sent as a plain integer.
    await page.goto(vaUrl({ amount: '2.091.000' }));
    await expect(figure(page, 'Kode pembayaran')).toHaveText('ALF00010174');
    expect(formOf(callsTo(requests, REPAY.vcode)[0]!)).toMatchObject({
      pay_type: '2',
      payCode: 'ALFAMART',
      is_default: '1',
      amount: '2091000',
    });
  });
}

test('the complaint entry opens the complaint page for this order', async ({ page }) => {
  await page.goto(vaUrl());
  await page.getByRole('link', { name: 'Ada masalah dengan pembayaran? Ajukan keluhan' }).click();
  expect(await arrivedAt(page, '/complaint')).toEqual({ orderNo: '10174' });
});

test("'TELAH MEMBAYAR' opens the tips: BATAL closes them, YA goes to /repayYes", async ({ page }) => {
  await page.goto(vaUrl());
  const paid = page.getByRole('button', { name: 'TELAH MEMBAYAR' });
  await paid.click();
  const tips = page.getByRole('dialog', { name: 'Info' });
  await expect(tips).toHaveAccessibleDescription('Pembayaran Anda akan dikonfirmasi secepatnya.');
  await tips.getByRole('button', { name: 'BATAL' }).click();
  await expect(tips).toBeHidden();
  await expect(paid).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/that');

  await paid.click();
  await tips.getByRole('button', { name: 'YA' }).click();
  expect(await arrivedAt(page, '/repayYes')).toEqual({ productId: '3', orderId: '10174' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran terkirim' })).toBeVisible();
});

test('Copy puts the payment code on the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.goto(vaUrl());
  await page.getByRole('button', { name: 'Salin Kode pembayaran' }).click();
  await expect(toast(page, 'Tersalin')).toHaveText('Tersalin');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ALF00010174');
});

test('generate-vcode lost on the network: a message and Retry, then the account', async ({ page }) => {
  let failing = true;
  await page.route(routeTo(REPAY.vcode), (route) => (failing ? route.abort('connectionreset') : route.fallback()));
  await page.goto(vaUrl());
  await expect(page.getByRole('alert')).toHaveText('Tidak ada koneksi. Periksa jaringan Anda dan coba lagi.');
  failing = false;
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(figure(page, 'Kode pembayaran')).toHaveText('ALF00010174');
});

test('axe: mini-market steps, bank groups, and the tips popup open', async ({ page }) => {
  await page.goto(vaUrl());
  await expect(figure(page, 'Kode pembayaran')).toHaveText('ALF00010174');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'TELAH MEMBAYAR' }).click();
  await expect(page.getByRole('dialog', { name: 'Info' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.evaluate(() => {
    localStorage.setItem('payType', '1');
    localStorage.setItem('payCode', 'BCA');
    localStorage.setItem('specificNum', 'm-BCA');
  });
  await page.reload();
  await expect(figure(page, 'Nomor virtual account')).toHaveText('880800010174');
  await expectNoSeriousA11yViolations(page);
});
