/**
 * The Key Fact Statement on loan confirmation (CONTRACT §7, issue 15): every figure shown against
 * what renderer/runtime/money/loanCost.ts works out from the demo gateway's own reply, above the consent
 * box, in rupees (APR) and rupiah (daily cost, risk warning); the refusal of an offer over the
 * market's daily cost cap; a reply without the statement's fields; and the market's grievance
 * redressal officer on customer service, the complaint page and the public site.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import kilat from '../../deployments/kilat.json' with { type: 'json' };
import { exceedsDailyCap, loanCost } from '../../renderer/runtime/money/loanCost.ts';
import { confirmData, OFFERS } from '../../demo/gateway/offerData.ts';
import { productById } from '../../demo/gateway/productData.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { GW, TEXT, editReply, expectNoSeriousA11yViolationsBesideFrames, productUrl } from './productSupport.ts';
import { arrivedAt, marketMoney } from './repaySupport.ts';
import { type MarketId } from './borrowers.ts';
import { careUrl } from './careSupport.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';

const HEADING = { in: 'Key Fact Statement', id: 'Ringkasan Informasi Pinjaman' } as const;
const NOT_SUPPLIED = { in: 'Not supplied by the lender', id: 'Tidak diberikan oleh pemberi pinjaman' } as const;

/** What the demo gateway answers for a product's offer today, and what the module makes of it. */
function expected(productId: '1' | '2' | '4', market: MarketId) {
  const reply = confirmData(
    productById(productId)!,
    OFFERS[productId]!,
    market === 'id' ? 'id' : 'en',
    market,
    new Date(),
  );
  const payments = reply.repay_plans.map((plan) => ({ amount: plan.payAmount, day: plan.day }));
  return {
    reply: reply as typeof reply & { apr?: number; coolingOffDays?: number },
    cost: loanCost(reply.amount, reply.fees, payments),
  };
}

async function openStatement(page: Page, productId: string, market: MarketId): Promise<Locator> {
  await page.goto(productUrl('/loanConfirm', market, { productId }));
  const statement = page.getByRole('region', { name: HEADING[market] });
  await expect(statement).toBeVisible();
  return statement;
}

/** The value of the statement's row whose term reads `label` (the term's own words, its note aside). */
function row(statement: Locator, label: string): Locator {
  return statement.locator(`xpath=.//dt[normalize-space(text()[1])=${JSON.stringify(label)}]/following-sibling::dd[1]`);
}

const percent = (value: number, decimals: number, market: MarketId) =>
  `${market === 'id' ? value.toFixed(decimals).replace('.', ',') : value.toFixed(decimals)}%`;

test('English, rupees (product 2): every figure as the module works it out, the lender’s APR as given, the other terms; above the consent box; axe', async ({
  page,
}) => {
  const { reply, cost } = expected('2', 'in');
  const statement = await openStatement(page, '2', 'in');
  await expect(row(statement, 'Loan amount')).toHaveText(marketMoney(reply.amount, 'in'));
  await expect(row(statement, 'Amount you receive')).toHaveText(marketMoney(cost.received, 'in'));
  for (const fee of reply.fees) await expect(row(statement, fee.title)).toHaveText(marketMoney(fee.amount, 'in'));
  await expect(statement.getByText('One-time, deducted from the amount disbursed')).toBeVisible();
  for (const plan of reply.repay_plans) {
    await expect(row(statement, plan.title)).toHaveText(marketMoney(plan.payAmount, 'in'));
    await expect(statement.getByText(`Day ${plan.day} after disbursal · ${plan.pay_time}`)).toBeVisible();
  }
  await expect(row(statement, 'Total repayable')).toHaveText(marketMoney(cost.totalRepayable, 'in'));
  await expect(row(statement, 'Total cost of credit')).toHaveText(marketMoney(cost.costOfCredit, 'in'));
  await expect(row(statement, 'Annual percentage rate (APR)')).toHaveText(percent(cost.apr!, 2, 'in'));
  await expect(row(statement, 'APR stated by the lender')).toHaveText(`${reply.apr}%`);
  await expect(row(statement, 'Penal charges')).toContainText('₹ 1,000 once for new clients, ₹ 800 for repeat clients');
  await expect(row(statement, 'Penal charges').getByRole('listitem')).toHaveCount(3);
  await expect(row(statement, 'Cooling-off period')).toHaveText(`${reply.coolingOffDays} days`);
  await expect(row(statement, 'Recovery agents')).toHaveText(kilat.markets.in.recoveryAgentNote);
  const officer = kilat.markets.in.grievanceOfficer;
  await expect(row(statement, 'Name')).toHaveText(officer.name);
  await expect(statement.getByRole('link', { name: officer.phone })).toHaveAttribute(
    'href',
    `tel:${officer.phone.replace(/[^\d+]/g, '')}`,
  );
  await expect(statement.getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
  await expect(row(statement, 'Daily cost')).toHaveCount(0);

  const consent = page.getByRole('checkbox', { name: TEXT.in.consent });
  expect((await statement.boundingBox())!.y + (await statement.boundingBox())!.height).toBeLessThan(
    (await consent.boundingBox())!.y,
  );
  await expect(page.getByRole('button', { name: TEXT.in.submit })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('Indonesian, rupiah (product 1): the daily cost within the cap, the market’s cooling-off, the risk warning; confirm on; axe', async ({
  page,
}) => {
  const { reply, cost } = expected('1', 'id');
  const statement = await openStatement(page, '1', 'id');
  await expect(row(statement, 'Jumlah yang Anda terima')).toHaveText(marketMoney(cost.received, 'id'));
  await expect(row(statement, reply.fees[0]!.title)).toHaveText(marketMoney(reply.fees[0]!.amount, 'id'));
  await expect(row(statement, 'Total yang harus dibayar')).toHaveText(marketMoney(cost.totalRepayable, 'id'));
  await expect(row(statement, 'Total biaya kredit')).toHaveText(marketMoney(cost.costOfCredit, 'id'));
  await expect(row(statement, 'Biaya harian')).toHaveText(`${percent(cost.dailyCost!, 3, 'id')} per hari`);
  await expect(statement.getByText('Batas yang berlaku 0,1% per hari.', { exact: false })).toBeVisible();
  expect(exceedsDailyCap(cost, reply.amount, kilat.markets.id.dailyCostCap)).toBe(false);
  await expect(row(statement, 'Suku bunga tahunan efektif (APR)')).toHaveCount(0);
  await expect(row(statement, 'Masa pertimbangan')).toHaveText(`${kilat.markets.id.coolingOffDays} hari`);
  await expect(statement.getByText('Peringatan risiko:')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/^Penawaran ini tidak dapat dikonfirmasi/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: TEXT.id.submit })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('over the cap (rupiah, product 4): the statement says so and confirm stays off, consent or not; a forced tap sends nothing; axe', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const { reply, cost } = expected('4', 'id');
  expect(exceedsDailyCap(cost, reply.amount, kilat.markets.id.dailyCostCap)).toBe(true);
  const statement = await openStatement(page, '4', 'id');
  const daily = `${percent(cost.dailyCost!, 3, 'id')} per hari`;
  await expect(statement.getByRole('alert')).toHaveText(
    `Penawaran ini berbiaya ${daily} dari jumlah pinjaman, melebihi batas 0,1% per hari yang berlaku, sehingga tidak dapat dikonfirmasi.`,
  );
  await expect(row(statement, 'Biaya harian')).toHaveText(daily);
  const consent = page.getByRole('checkbox', { name: TEXT.id.consent });
  const confirm = page.getByRole('button', { name: TEXT.id.submit });
  await expect(consent).toBeChecked();
  await expect(confirm).toBeDisabled();
  // Beside the greyed button, a line says why.
  await expect(
    page.getByText(
      'Penawaran ini tidak dapat dikonfirmasi: biaya hariannya melebihi batas yang berlaku (lihat Ringkasan Informasi Pinjaman di atas).',
    ),
  ).toBeVisible();
  await confirm.click({ force: true });
  await consent.uncheck();
  await consent.check();
  await expect(confirm).toBeDisabled();
  expect(callsTo(requests, GW.push)).toHaveLength(0);
  await expectNoSeriousA11yViolations(page);
});

test('a reply without the statement’s fields: each figure that needs one says the lender did not supply it; confirm still makes the loan', async ({
  page,
}) => {
  await editReply(page, GW.confirm, (body) => {
    const data = body.data as Record<string, unknown>;
    for (const key of ['fees', 'apr', 'coolingOffDays']) delete data[key];
    for (const plan of data.repay_plans as Record<string, unknown>[]) {
      delete plan.payAmount;
      delete plan.day;
    }
  });
  const statement = await openStatement(page, '2', 'in');
  await expect(row(statement, 'Loan amount')).toHaveText('₹ 25,000');
  for (const label of [
    'Amount you receive',
    'Fees',
    'Total repayable',
    'Total cost of credit',
    'Annual percentage rate (APR)',
    'Period 1',
  ]) {
    await expect(row(statement, label)).toHaveText(NOT_SUPPLIED.in);
  }
  await expect(row(statement, 'APR stated by the lender')).toHaveCount(0);
  await expect(row(statement, 'Cooling-off period')).toHaveText(`${kilat.markets.in.coolingOffDays} days`);
  await page.getByRole('button', { name: TEXT.in.submit }).click();
  await arrivedAt(page, '/loanDetails');
  await expectNoSeriousA11yViolationsBesideFrames(page);
});

test.describe("the market's grievance redressal officer beyond loan confirmation", () => {
  test('customer service (rupees) and the complaint page (rupiah): a card with the name, phone and e-mail; the reply promise stays', async ({
    page,
  }) => {
    await page.goto(careUrl('/customerService', 'in'));
    const service = page.getByRole('region', { name: 'Grievance redressal officer' });
    await expect(service.getByText(kilat.markets.in.grievanceOfficer.name)).toBeVisible();
    await expect(service.getByRole('link', { name: kilat.markets.in.grievanceOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${kilat.markets.in.grievanceOfficer.email}`,
    );

    await page.goto(careUrl('/complaint', 'id', { orderNo: '10180' }));
    const complaint = page.getByRole('region', { name: 'Petugas penanganan pengaduan' });
    await expect(complaint.getByText(kilat.markets.id.grievanceOfficer.name)).toBeVisible();
    await expect(complaint.getByRole('link', { name: kilat.markets.id.grievanceOfficer.phone })).toHaveAttribute(
      'href',
      'tel:+622150931190',
    );
    await expect(page.getByText('Kami membalas setiap keluhan dalam 3 hari kerja.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the public site's contact section lists the officer of the visitor's market", async ({ page }) => {
    await page.goto('/?languageType=1#contact');
    const contact = page.getByRole('region', { name: 'Hubungi Kami', exact: true });
    const officer = kilat.markets.id.grievanceOfficer;
    await expect(contact.getByText(officer.name)).toBeVisible();
    await expect(contact.getByRole('link', { name: officer.phone })).toHaveAttribute('href', 'tel:+622150931190');
    await expect(contact.getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
  });
});
