/**
 * Installment repayment 'Detail Tagihan' (/repay; SPEC §2, §4 installment selection, §5, §7): the
 * pending periods as checkboxes, the first ticked and locked, ticking n ticks all before it,
 * unticking clears it and all after, pay-all, the total in the market's format, status 500 and
 * canClick 0 marks, paid periods folded, and pay now to pay-way with the exact integer total
 * (nothing at zero). Amounts are what the demo gateway's plan gives a new borrower.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { orderById } from './borrowers.ts';
import { PAY, REPAY, arrivedAt, figure, marketMoney, pendingOf, repayUrl, routeTo, type Lang } from './repaySupport.ts';

const WORDS = {
  id: {
    period: (n: number) => `Periode ${n}`,
    payAll: 'Bayar semua',
    total: 'Total',
    payNow: 'Bayar sekarang',
    paid: (n: number) => `Periode lunas (${n})`,
  },
  en: {
    period: (n: number) => `Period ${n}`,
    payAll: 'Pay all',
    total: 'Total',
    payNow: 'Pay now',
    paid: (n: number) => `Paid periods (${n})`,
  },
} as const;

function billUrl(orderId: string, lang: 'id' | 'en'): string {
  return repayUrl('/repay', lang as Lang, { orderId, productId: orderById(orderId).productId });
}

function period(page: Page, lang: 'id' | 'en', n: number) {
  return page.getByRole('checkbox', { name: WORDS[lang].period(n), exact: true });
}

/** Periods `from`..`to` ticked exactly as `ticked` says, and the total is the sum of the ticked ones. */
async function expectTicked(page: Page, orderId: string, lang: 'id' | 'en', ticked: boolean[]): Promise<void> {
  const market = lang === 'id' ? 'id' : 'in';
  const pending = pendingOf(orderId, market);
  let sum = 0;
  for (const [index, on] of ticked.entries()) {
    const n = pending[index]!.periodNo;
    if (on) {
      await expect(period(page, lang, n)).toBeChecked();
      sum += pending[index]!.totalAmount;
    } else await expect(period(page, lang, n)).not.toBeChecked();
  }
  await expect(figure(page, WORDS[lang].total)).toHaveText(marketMoney(sum, market));
}

test("'Detail Tagihan': the pending periods as checkboxes, the first ticked and locked", async ({ page }) => {
  await page.goto(billUrl('10005', 'id'));
  await expect(period(page, 'id', 1)).toBeChecked();
  await expect(page).toHaveTitle('Detail Tagihan');
  await expect(page.getByRole('heading', { name: 'Cepat Cair' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Periode \d$/ })).toHaveCount(4);
  await expect(period(page, 'id', 1)).toHaveAttribute('aria-disabled', 'true');
  await expectTicked(page, '10005', 'id', [true, false, false, false]);
  await expect(figure(page, 'Total')).toHaveText('Rp 235.000');
  await expect(page.getByText('Periode dibayar berurutan, mulai dari yang paling awal.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Bayar semua' })).not.toBeChecked();

  // The first period alone cannot be unticked (it is aria-disabled: a tap still reaches it).
  await period(page, 'id', 1).click({ force: true });
  await expectTicked(page, '10005', 'id', [true, false, false, false]);
});

test('ticking n ticks all before it; unticking clears it and all after; pay-all ticks all or only the first', async ({
  page,
}) => {
  await page.goto(billUrl('10005', 'id'));
  const payAll = page.getByRole('checkbox', { name: 'Bayar semua' });
  await period(page, 'id', 3).check();
  await expectTicked(page, '10005', 'id', [true, true, true, false]);
  await expect(figure(page, 'Total')).toHaveText('Rp 705.000');
  await expect(period(page, 'id', 1)).not.toHaveAttribute('aria-disabled', 'true');

  await period(page, 'id', 2).uncheck();
  await expectTicked(page, '10005', 'id', [true, false, false, false]);

  await period(page, 'id', 4).check();
  await expectTicked(page, '10005', 'id', [true, true, true, true]);
  await expect(payAll).toBeChecked();
  await expect(figure(page, 'Total')).toHaveText('Rp 941.000');

  await period(page, 'id', 3).uncheck();
  await expectTicked(page, '10005', 'id', [true, true, false, false]);
  await expect(payAll).not.toBeChecked();

  await payAll.check();
  await expectTicked(page, '10005', 'id', [true, true, true, true]);
  await payAll.uncheck();
  await expectTicked(page, '10005', 'id', [true, false, false, false]);
  await expect(period(page, 'id', 1)).toHaveAttribute('aria-disabled', 'true');
});

test('pay now goes to pay-way with the exact integer total of the ticked periods', async ({ page }) => {
  await page.goto(billUrl('10005', 'en'));
  await expect(page).toHaveTitle('Bill details');
  await period(page, 'en', 2).check();
  await expect(figure(page, 'Total')).toHaveText(marketMoney(2352, 'in'));
  await page.getByRole('button', { name: 'Pay now' }).click();
  expect(await arrivedAt(page, '/payWay')).toEqual({ orderId: '10005', productId: '2', withholdingAmount: '2352' });
  await expect(figure(page, PAY.en.amount)).toHaveText('₹ 2,352');
});

test('an overdue period (status 500) has its amount in another colour and says Overdue; paid periods are folded', async ({
  page,
}) => {
  await page.goto(billUrl('10180', 'id'));
  const overdue = period(page, 'id', 2);
  await expect(overdue).toBeChecked();
  await expect(overdue).toHaveAccessibleDescription(/Terlambat/);
  await expect(overdue).toHaveAccessibleDescription(/Termasuk denda keterlambatan/);
  await expect(period(page, 'id', 3)).not.toHaveAccessibleDescription(/Terlambat/);
  const amountIn = (n: number) =>
    page
      .getByRole('listitem')
      .filter({ has: period(page, 'id', n) })
      .getByText('Rp 209.000');
  const colour = async (n: number) => amountIn(n).evaluate((element) => getComputedStyle(element).color);
  expect(await colour(2)).not.toBe(await colour(3));

  // Period 1 is paid: folded away under its summary, shown on a tap, not a checkbox.
  await expect(page.getByRole('checkbox', { name: /^Periode \d$/ })).toHaveCount(3);
  const folded = page.getByRole('group').filter({ hasText: WORDS.id.paid(1) });
  await expect(folded).not.toHaveAttribute('open', '');
  await expect(folded.getByRole('listitem')).toBeHidden();
  await folded.getByText(WORDS.id.paid(1)).click();
  await expect(folded.getByRole('listitem')).toHaveText(/^Periode 1\s*Rp 209\.000/);
});

test('order 10003: two paid periods folded, two to pay', async ({ page }) => {
  await page.goto(billUrl('10003', 'en'));
  await expect(page.getByRole('checkbox', { name: /^Period \d$/ })).toHaveCount(2);
  await expect(period(page, 'en', 3)).toBeChecked();
  const folded = page.getByRole('group').filter({ hasText: WORDS.en.paid(2) });
  await folded.getByText(WORDS.en.paid(2)).click();
  await expect(folded.getByRole('listitem')).toHaveCount(2);
  await expect(folded.getByRole('listitem').first()).toContainText('Period 1');
  await expect(folded.getByRole('listitem').last()).toContainText('Period 2');
});

test('a period that cannot be paid yet (canClick 0) is disabled with its mark, and pay-all is off', async ({
  page,
}) => {
  await page.goto(billUrl('10174', 'id'));
  const locked = period(page, 'id', 4);
  await expect(locked).toBeDisabled();
  await expect(locked).toHaveAccessibleDescription(/Belum bisa dibayar/);
  await expect(page.getByRole('listitem').filter({ has: locked }).getByText('Belum bisa dibayar')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Bayar semua' })).toBeDisabled();
  await period(page, 'id', 3).check();
  await expectTicked(page, '10174', 'id', [true, true, true, false]);
  await expect(figure(page, 'Total')).toHaveText('Rp 1.566.000');
});

test('paying the ticked periods marks them paid: the plan then shows fewer to pay and more paid', async ({ page }) => {
  await page.goto(billUrl('10180', 'id'));
  await page.getByRole('button', { name: 'Bayar sekarang' }).click();
  expect(await arrivedAt(page, '/payWay')).toMatchObject({ withholdingAmount: '209000' });
  await page.getByRole('radio', { name: 'Mandiri' }).check();
  await page.getByRole('button', { name: PAY.id.pay }).click();
  await arrivedAt(page, '/loanDetails');
  await expect(page.getByRole('heading', { level: 2, name: 'Terlambat' })).toBeVisible();

  // A fresh load of the plan, as the same borrower (the launch parameters stay for the session).
  await page.goto('/repay?orderId=10180&productId=4');
  await expect(page.getByRole('checkbox', { name: /^Periode \d$/ })).toHaveCount(2);
  await expect(period(page, 'id', 3)).toBeChecked();
  await expect(page.getByText(WORDS.id.paid(2))).toBeVisible();
});

test('with a total of zero, pay now does nothing', async ({ page }) => {
  await page.route(routeTo(REPAY.plan), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { repayPlanDetail: { repayWaitDetail: { totalAmount: number }[] } };
    };
    for (const item of body.data.repayPlanDetail.repayWaitDetail) item.totalAmount = 0;
    await route.fulfill({ response, json: body });
  });
  await page.goto(billUrl('10005', 'id'));
  await expect(figure(page, 'Total')).toHaveText('Rp 0');
  await page.getByRole('button', { name: 'Bayar sekarang' }).click();
  // A later tap is handled after the first: had pay now navigated, the page would be gone by then.
  await period(page, 'id', 2).check();
  await expect(period(page, 'id', 2)).toBeChecked();
  await expect(page).toHaveURL((url) => url.pathname === '/repay');
});

test('axe: the plan with paid periods open, and one with a period not payable yet', async ({ page }) => {
  await page.goto(billUrl('10180', 'id'));
  await page.getByText(WORDS.id.paid(1)).click();
  await period(page, 'id', 3).check();
  await expectNoSeriousA11yViolations(page);
  await page.goto(billUrl('10174', 'id'));
  await expect(period(page, 'id', 4)).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});
