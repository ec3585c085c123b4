/**
 * Malformed amounts are never paid (issue 20): an amount in the address that is not a plain positive
 * amount in the market's unit (-1, 1e309, 1e3, 0x10, NaN, another script's digits) is refused with a
 * message in the borrower's language, and nothing is sent; the one reading decides what the screen
 * shows and what it sends (renderer/runtime/money/money.ts payableAmount).
 */
import { expect, test } from './cspGuard.ts';
import { PAY, REPAY, repayUrl } from './repaySupport.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';

const INVALID = {
  en: 'This amount cannot be paid: it is not a valid amount. Nothing was sent. Go back to your loan and start the payment again.',
  id: 'Jumlah ini tidak dapat dibayar karena tidak valid. Tidak ada yang dikirim. Kembali ke pinjaman Anda dan mulai pembayaran lagi.',
};
const MALFORMED = ['-1', '1e309', '1e3', '0x10', 'NaN', '١٠٠'];

for (const amount of MALFORMED) {
  test(`pay-way refuses the amount ${JSON.stringify(amount)}: it says so and sends nothing`, async ({ page }) => {
    const requests = recordGateway(page);
    await page.goto(repayUrl('/payWay', 'en', { orderId: '10174', productId: '3', withholdingAmount: amount }));
    await expect(page.getByRole('alert')).toHaveText(INVALID.en);
    await expect(page.getByText(PAY.en.amount)).toHaveCount(0);
    await page.getByRole('radio', { name: 'Mandiri' }).check();
    await expect(page.getByRole('button', { name: PAY.en.pay })).toBeDisabled();
    await page.getByRole('button', { name: PAY.en.pay }).click({ force: true });
    await expect(page.getByRole('alert')).toHaveText(INVALID.en);
    expect(callsTo(requests, REPAY.commit)).toHaveLength(0);
  });
}

test('pay-way shows and sends the one reading of a good amount', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(repayUrl('/payWay', 'id', { orderId: '10174', productId: '3', withholdingAmount: '2.091.000' }));
  await expect(page.getByText('Rp 2.091.000')).toBeVisible();
  await page.getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.id.pay }).click();
  await expect.poll(() => callsTo(requests, REPAY.commit).length).toBe(1);
  expect(new URLSearchParams(callsTo(requests, REPAY.commit)[0]!.postData() ?? '').get('amount')).toBe('2091000');
});

test('the wallet refuses a malformed amount: it says so and sends nothing', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(repayUrl('/walletRepay', 'id', { orderId: '10174', productId: '3', withholdingAmount: '1e3' }));
  await expect(page.getByRole('alert')).toHaveText(INVALID.id);
  await expect(page.getByRole('button', { name: /^Bayar/ })).toBeDisabled();
  expect(callsTo(requests, REPAY.huichao)).toHaveLength(0);
});

test('the virtual account refuses a malformed amount: it says so and asks for no account', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(repayUrl('/that', 'id', { orderId: '10174', productId: '3', amount: '0x10' }));
  await expect(page.getByRole('alert')).toHaveText(INVALID.id);
  expect(callsTo(requests, REPAY.vcode)).toHaveLength(0);
});
