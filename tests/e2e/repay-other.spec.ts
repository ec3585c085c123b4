/**
 * The other repayment screens: the extension 'Detail Tagihan' (/repayDelay; SPEC §2, §7
 * delay-detail) with its fee, new due date, lines and pay now, paid end to end; the repay chooser
 * (/repayChoose: installments, extension only when offered, card, virtual account, the amount due);
 * the results /repayYes and /repayNo. The wallet and payment instructions are in
 * pay-way-wallet.spec.ts.
 */
import { expect, test } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { expectNames } from './locators.ts';
import { PAY, REPAY, arrivedAt, dueOf, feeOf, figure, formOf, marketMoney, repayUrl } from './repaySupport.ts';

const ORDER = { orderId: '10174', productId: '3' } as const;

test.describe('extension', () => {
  test("'Detail Tagihan': the fee, the new due date, the order lines; pay now goes to pay-way with the fee", async ({
    page,
  }) => {
    const requests = recordGateway(page);
    await page.goto(repayUrl('/repayDelay', 'id', ORDER));
    await expect(figure(page, 'Biaya perpanjangan')).toHaveText('Rp 314.000');
    expect(feeOf('10174', 'id')).toBe(314_000);
    await expect(page).toHaveTitle('Detail Tagihan');
    await expect(page.getByRole('article', { name: 'Pinjam Mudah' })).toBeVisible();
    await expect(figure(page, 'Jatuh tempo baru')).toHaveText('2026-12-01');
    const lines = page.getByRole('region', { name: 'Detail pesanan' });
    await expect(lines.getByRole('term')).toHaveText(['Nomor pesanan', 'Jatuh tempo saat ini', 'Perpanjangan']);
    await expect(lines.getByRole('definition')).toHaveText(['10174', '2026-11-24', '7 hari']);
    await expect(
      page.getByText('Membayar biaya perpanjangan memundurkan jatuh tempo; pinjaman tetap harus dilunasi.'),
    ).toBeVisible();
    expect(callsTo(requests, REPAY.delay).map(formOf)).toEqual([{ productId: '3', orderId: '10174' }]);

    await page.getByRole('button', { name: 'Bayar sekarang' }).click();
    expect(await arrivedAt(page, '/payWay')).toEqual({ orderId: '10174', productId: '3', withholdingAmount: '314000' });
    await expect(figure(page, PAY.id.amount)).toHaveText('Rp 314.000');
  });

  test('paying the fee by card moves the due date by 7 days; the order stays to be repaid', async ({ page }) => {
    const requests = recordGateway(page);
    await page.goto(repayUrl('/repayDelay', 'en', ORDER));
    await expect(figure(page, 'Extension fee')).toHaveText(marketMoney(1568, 'in'));
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('radio', { name: 'Mandiri' }).check();
    await page.getByRole('button', { name: PAY.en.pay }).click();
    // The click returns once dispatched; the call goes out a moment later.
    await expect.poll(() => callsTo(requests, REPAY.commit).length).toBe(1);
    expect(formOf(callsTo(requests, REPAY.commit)[0]!).amount).toBe('1568');

    await arrivedAt(page, '/loanDetails');
    await expect(page.getByRole('heading', { level: 2, name: 'Repayment due' })).toBeVisible();
    await expect(figure(page, 'Due date')).toHaveText('2026-12-01');
    // The extension page, loaded afresh, starts from the new due date.
    await page.goto('/repayDelay?orderId=10174&productId=3');
    await expect(figure(page, 'New due date')).toHaveText('2026-12-08');
  });

  test("an order that cannot be extended: the server's message and Retry", async ({ page }) => {
    await page.goto(repayUrl('/repayDelay', 'en', { orderId: '10170', productId: '3' }));
    await expect(page.getByRole('alert')).toHaveText('This order cannot be extended');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  });
});

test.describe('repay chooser', () => {
  test('offers installments, the extension, card and virtual account, with the amount due', async ({ page }) => {
    await page.goto(repayUrl('/repayChoose', 'id', ORDER));
    await expect(figure(page, 'Jumlah tagihan')).toHaveText(marketMoney(dueOf('10174', 'id'), 'id'));
    await expect(figure(page, 'Jumlah tagihan')).toHaveText('Rp 2.091.000');
    await expect(page).toHaveTitle('Pilih cara pembayaran');
    await expect(page.getByRole('article', { name: 'Pinjam Mudah' })).toContainText('Menunggu pembayaran');
    await expectNames(page.getByRole('main').getByRole('button'), [
      'Bayar cicilan',
      'Perpanjang jatuh tempo',
      'Bayar dengan kartu bank',
      'Virtual account atau mini market',
    ]);
    await expect(page.getByRole('button', { name: 'Bayar cicilan' })).toHaveAccessibleDescription(
      'Pilih periode yang dibayar sekarang',
    );
  });

  test('no extension when the order does not offer one (isDelay 0)', async ({ page }) => {
    await page.goto(repayUrl('/repayChoose', 'en', { orderId: '10170', productId: '3' }));
    await expect(figure(page, 'Amount due')).toHaveText(marketMoney(dueOf('10170', 'in'), 'in'));
    await expectNames(page.getByRole('main').getByRole('button'), [
      'Pay installments',
      'Pay by bank card',
      'Virtual account or mini market',
    ]);
  });

  test('each choice goes to its page with the order (and the amount due where it pays)', async ({ page }) => {
    const order = { orderId: '10180', productId: '4' };
    const due = String(dueOf('10180', 'in'));
    expect(due).toBe('3137');
    const targets: [string, string, Record<string, string>][] = [
      ['Pay installments', '/repay', order],
      ['Extend the due date', '/repayDelay', order],
      ['Pay by bank card', '/payWay', { ...order, withholdingAmount: due }],
      ['Virtual account or mini market', '/that', { ...order, amount: due }],
    ];
    await page.goto(repayUrl('/repayChoose', 'en', order));
    await expect(figure(page, 'Amount due')).toHaveText('₹ 3,137');
    for (const [choice, path, query] of targets) {
      await page.getByRole('button', { name: choice }).click();
      expect(await arrivedAt(page, path)).toEqual(query);
      await page.goBack();
      await expect(page.getByRole('button', { name: choice })).toBeVisible();
    }
  });
});

test.describe('results', () => {
  test('repayment submitted: the result, and back to loan details', async ({ page }) => {
    await page.goto(repayUrl('/repayYes', 'en', ORDER));
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment submitted' })).toBeVisible();
    await expect(
      page.getByText('We are confirming your repayment. Your loan details will show it as soon as it is confirmed.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back to loan details' }).click();
    expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '3', orderId: '10174' });
    await expect(page.getByRole('heading', { level: 2, name: 'Repayment due' })).toBeVisible();
  });

  test('repayment failed: the result, back to loan details, or another way to repay', async ({ page }) => {
    await page.goto(repayUrl('/repayNo', 'id', ORDER));
    await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran gagal' })).toBeVisible();
    await expect(page).toHaveTitle('Pembayaran gagal');
    await expect(
      page.getByText('Pembayaran Anda tidak berhasil dan tidak ada dana yang terpotong. Silakan coba lagi.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pilih cara pembayaran lain' }).click();
    expect(await arrivedAt(page, '/repayChoose')).toEqual({ productId: '3', orderId: '10174' });
    await page.goBack();
    await page.getByRole('button', { name: 'Kembali ke detail pinjaman' }).click();
    expect(await arrivedAt(page, '/loanDetails')).toEqual({ productId: '3', orderId: '10174' });
    await expect(page.getByRole('heading', { level: 2, name: 'Menunggu pembayaran' })).toBeVisible();
  });
});

test('axe: extension, repay chooser, and both results', async ({ page }) => {
  for (const path of ['/repayDelay', '/repayChoose', '/repayYes', '/repayNo']) {
    await page.goto(repayUrl(path, 'id', ORDER));
    await expect(page.getByRole('button').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
