/**
 * Installment repayment 'Detail Tagihan' (/repay; SPEC §2, §4 installment selection, §5, §7) in the
 * built app: order 10180's overdue period marked (its amount in another colour), the paid period
 * folded until tapped, and paying the ticked period by card end to end: the plan then shows fewer to
 * pay and more paid. The selection rules, pay-all, the totals in the market's format, a period not
 * payable yet, a zero total and the exact amount sent on are asserted in
 * tests/unit/repaymentPages.test.tsx and repayOtherPages.test.tsx.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { PAY, arrivedAt, figure, repayUrl } from './repaySupport.ts';

function period(page: Page, n: number) {
  return page.getByRole('checkbox', { name: `Periode ${n}`, exact: true });
}

test('10180: the overdue period marked, the paid one folded; paying the ticked period marks it paid in the plan', async ({
  page,
}) => {
  await page.goto(repayUrl('/repay', 'id', { orderId: '10180', productId: '4' }));
  const overdue = period(page, 2);
  await expect(overdue).toBeChecked();
  await expect(overdue).toHaveAccessibleDescription(/Terlambat/);
  await expect(overdue).toHaveAccessibleDescription(/Termasuk denda keterlambatan/);
  await expect(period(page, 3)).not.toHaveAccessibleDescription(/Terlambat/);
  const amountIn = (n: number) =>
    page
      .getByRole('listitem')
      .filter({ has: period(page, n) })
      .getByText('Rp 209.000');
  const colour = async (n: number) => amountIn(n).evaluate((element) => getComputedStyle(element).color);
  expect(await colour(2)).not.toBe(await colour(3));

  // Period 1 is paid: folded away under its summary, shown on a tap, not a checkbox.
  await expect(page.getByRole('checkbox', { name: /^Periode \d$/ })).toHaveCount(3);
  const folded = page.getByRole('group').filter({ hasText: 'Periode lunas (1)' });
  await expect(folded).not.toHaveAttribute('open', '');
  await expect(folded.getByRole('listitem')).toBeHidden();
  await folded.getByText('Periode lunas (1)').click();
  await expect(folded.getByRole('listitem')).toHaveText(/^Periode 1\s*Rp 209\.000/);

  await expect(figure(page, 'Total')).toHaveText('Rp 209.000');
  await page.getByRole('button', { name: 'Bayar sekarang' }).click();
  expect(await arrivedAt(page, '/payWay')).toMatchObject({ withholdingAmount: '209000' });
  await page.getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.id.pay }).click();
  await arrivedAt(page, '/loanDetails');
  await expect(page.getByRole('heading', { level: 2, name: 'Terlambat' })).toBeVisible();

  // A fresh load of the plan, as the same borrower (the launch parameters stay for the session).
  await page.goto('/repay?orderId=10180&productId=4');
  await expect(page.getByRole('checkbox', { name: /^Periode \d$/ })).toHaveCount(2);
  await expect(period(page, 3)).toBeChecked();
  await expect(page.getByText('Periode lunas (2)')).toBeVisible();
});
