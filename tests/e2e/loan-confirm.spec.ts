/**
 * Loan confirmation (SPEC §2, §3, §4, §5, §7; CONTRACT §6): the offer and what it costs before
 * consent, the agreements through contract-jump, the consent box, the agreement popup (Indonesian
 * with a popAgreementUrl only) in a sandboxed frame, and confirm: one loan-detail-push, then the
 * location replaced by the loan details of the new order with from=confirm.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import {
  GW,
  TEXT,
  card,
  editReply,
  expectNoSeriousA11yViolationsBesideFrames,
  failOnce,
  formsTo,
  productUrl,
  offerOf,
  summaryValue,
  watchOrigin,
} from './productSupport.ts';
import { arrivedAt, holdReplies, marketMoney, toast } from './repaySupport.ts';
import { type MarketId } from './borrowers.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';

function confirmUrl(productId: string, market: MarketId): string {
  return productUrl('/loanConfirm', market, { productId });
}

function consentBox(page: Page, market: MarketId) {
  return page.getByRole('checkbox', { name: TEXT[market].consent });
}

function confirmButton(page: Page, market: MarketId) {
  return page.getByRole('button', { name: TEXT[market].submit });
}

async function expectCostBeforeConsent(page: Page, market: MarketId, productId: string): Promise<void> {
  const offer = offerOf(productId, market);
  const plan = page.getByRole('region', { name: TEXT[market].plan });
  await expect(plan.getByRole('listitem')).toHaveCount(offer.periods);
  await expect(summaryValue(plan, TEXT[market].total)).toHaveText(marketMoney(offer.total, market));
  await expect(summaryValue(plan, TEXT[market].cost)).toHaveText(marketMoney(offer.cost, market));
  // Plainly before consent: the figures come above the box that gives it.
  const costBox = await summaryValue(plan, TEXT[market].cost).boundingBox();
  const consentAt = await consentBox(page, market).boundingBox();
  expect(costBox!.y).toBeLessThan(consentAt!.y);
}

test('English: the offer, its plan with the total and the cost, the agreements, consent ticked; no popup', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(confirmUrl('1', 'in'));
  await expect(page).toHaveTitle(TEXT.in.confirmTitle);
  await expect(page.getByRole('heading', { name: 'Dana Kilat' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(summaryValue(main, 'Loan amount').first()).toHaveText('₹ 15,000');
  await expect(summaryValue(main, 'Loan term').first()).toHaveText('93 days');
  await expect(summaryValue(main, 'Installments')).toHaveText('3');
  await expect(summaryValue(main, 'Interest rate').first()).toHaveText('0.05%/day');
  await expect(page.getByRole('region', { name: 'Loan details' }).getByRole('term')).toHaveCount(8);
  await expectCostBeforeConsent(page, 'in', '1');
  const links = page.getByRole('region', { name: TEXT.in.agreements }).getByRole('link');
  await expect(links).toHaveText(['Loan agreement', 'Privacy authorisation']);
  await expect(consentBox(page, 'in')).toBeChecked();
  await expect(confirmButton(page, 'in')).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(formsTo(requests, GW.confirm)).toEqual([{ productId: '1' }]);
  expect(formsTo(requests, GW.contracts)).toEqual([{ productId: '1', scene: '3' }]);
  await expectNoSeriousA11yViolations(page);
});

test('Indonesian: rupiah figures and Indonesian words; no popup without a popAgreementUrl', async ({ page }) => {
  await page.goto(confirmUrl('1', 'id'));
  await expect(page).toHaveTitle(TEXT.id.confirmTitle);
  await expect(summaryValue(page.getByRole('main'), 'Jumlah pinjaman').first()).toHaveText('Rp 3.000.000');
  await expect(summaryValue(page.getByRole('main'), 'Jangka waktu').first()).toHaveText('93 hari');
  await expectCostBeforeConsent(page, 'id', '1');
  await expect(page.getByRole('region', { name: TEXT.id.agreements }).getByRole('link')).toHaveText([
    'Perjanjian pinjaman',
    'Otorisasi privasi',
  ]);
  await expect(consentBox(page, 'id')).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an agreement link asks contract-jump for its position and opens the contract_url as it is', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(confirmUrl('2', 'in'));
  // English: no popup even though product 2 has a popAgreementUrl.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Repayment authorisation' }).click();
  expect(await arrivedAt(page, '/demo/contracts/repayment-authorisation.html')).toEqual({});
  expect(formsTo(requests, GW.jump)).toEqual([{ productId: '2', scene: '3', position: '2', orderId: '' }]);
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment authorisation' })).toBeVisible();
});

test('unticking consent greys and disables confirm, and a tap then sends nothing', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(confirmUrl('1', 'in'));
  await consentBox(page, 'in').uncheck();
  const confirm = confirmButton(page, 'in');
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveCSS('opacity', '0.5');
  await confirm.click({ force: true });
  // Ticking again and confirming sends exactly one push: the forced tap sent none.
  await consentBox(page, 'in').check();
  await expect(confirm).toHaveCSS('opacity', '1');
  await confirm.click();
  await arrivedAt(page, '/loanDetails');
  expect(callsTo(requests, GW.push)).toHaveLength(1);
});

test.describe('the agreement popup (Indonesian, product 2)', () => {
  test('opens by itself with the agreement in a sandboxed frame; Batal closes it and takes consent back', async ({
    page,
  }) => {
    const requests = recordGateway(page);
    await page.goto(confirmUrl('2', 'id'));
    const dialog = page.getByRole('dialog', { name: TEXT.id.agreement });
    await expect(dialog.getByText('Silakan baca perjanjian pinjaman sebelum mengonfirmasi.')).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('title', TEXT.id.agreement);
    await expect(frame).toHaveAttribute('src', /\/demo\/contracts\/loan-agreement\.html$/);
    await expect(
      dialog.frameLocator('iframe').getByRole('heading', { level: 1, name: 'Loan agreement' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolationsBesideFrames(page);

    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(consentBox(page, 'id')).not.toBeChecked();
    await expect(confirmButton(page, 'id')).toBeDisabled();
    expect(callsTo(requests, GW.push)).toHaveLength(0);
  });

  test('Setuju closes it with consent given; confirm then makes the loan, shown under review', async ({ page }) => {
    const requests = recordGateway(page);
    await page.goto(confirmUrl('2', 'id'));
    const dialog = page.getByRole('dialog', { name: TEXT.id.agreement });
    await dialog.getByRole('button', { name: TEXT.id.agree }).click();
    await expect(dialog).toHaveCount(0);
    await expect(consentBox(page, 'id')).toBeChecked();
    await confirmButton(page, 'id').click();

    const query = await arrivedAt(page, '/loanDetails');
    expect(query).toEqual({ productId: '2', orderId: expect.stringMatching(/^2\d{4}$/), from: 'confirm' });
    await expect(page.getByRole('heading', { level: 2, name: TEXT.id.underReview })).toBeVisible();
    expect(formsTo(requests, GW.push)).toEqual([{ amount: '5000000', periods: '4', termUnit: '30', productId: '2' }]);
  });

  test('a popAgreementUrl on another origin is not framed: a note says so and nothing is fetched from it', async ({
    page,
  }) => {
    const fetched = await watchOrigin(page, 'https://evil.example');
    await editReply(page, GW.confirm, (body) => {
      (body.data as Record<string, unknown>).popAgreementUrl = 'https://evil.example/agreement.html';
    });
    await page.goto(confirmUrl('2', 'id'));
    const dialog = page.getByRole('dialog', { name: TEXT.id.agreement });
    await expect(dialog.getByRole('note')).toContainText(TEXT.id.blocked);
    await expect(dialog.locator('iframe')).toHaveCount(0);
    expect(fetched).toEqual([]);
  });
});

test('confirm from the list: one push with the offer, then loan details replaces the confirmation in history', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(productUrl('/recommendList', 'in'));
  await card(page, 'Dana Kilat').getByRole('button', { name: 'Apply' }).click();
  await arrivedAt(page, '/loanConfirm');
  await confirmButton(page, 'in').click();

  const query = await arrivedAt(page, '/loanDetails');
  expect(query).toEqual({ productId: '1', orderId: expect.stringMatching(/^2\d{4}$/), from: 'confirm' });
  await expect(page.getByRole('heading', { level: 2, name: TEXT.in.underReview })).toBeVisible();
  expect(formsTo(requests, GW.push)).toEqual([{ amount: '15000', periods: '3', termUnit: '31', productId: '1' }]);
  // Kilat keeps loan details' recommended products hidden.
  await expect(page.getByRole('region', { name: TEXT.in.recommended })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/recommendList');
  await expect(card(page, 'Dana Kilat')).toBeVisible();
});

test('a double tap on confirm sends one push', async ({ page }) => {
  const requests = recordGateway(page);
  const release = await holdReplies(page, GW.push);
  await page.goto(confirmUrl('4', 'in'));
  await confirmButton(page, 'in').dblclick();
  await expect.poll(() => callsTo(requests, GW.push).length).toBe(1);
  release();
  await arrivedAt(page, '/loanDetails');
  expect(callsTo(requests, GW.push)).toHaveLength(1);
});

test.describe('faults', () => {
  test('confirm lost on the network, then failing with HTTP 500: the order list is asked each time, no new loan, so it says so and stays; the third tap makes the loan', async ({
    page,
  }) => {
    await failOnce(page, GW.push, 'abort');
    await failOnce(page, GW.push, 500);
    await page.goto(confirmUrl('1', 'in'));
    // The route added last answers first: HTTP 500, then the lost request, then the demo gateway.
    // CONTRACT §4: no blind "try again": the orders say the confirmation did not go through.
    for (let attempt = 0; attempt < 2; attempt++) {
      await confirmButton(page, 'in').click();
      await expect(page.getByRole('alert')).toHaveText(/^Your loan was not confirmed/);
      await expect(page).toHaveURL((url) => url.pathname === '/loanConfirm');
    }
    await confirmButton(page, 'in').click();
    await arrivedAt(page, '/loanDetails');
    await expect(page.getByRole('heading', { level: 2, name: TEXT.in.underReview })).toBeVisible();
  });

  test("a refused push shows the server's message and stays on the confirmation", async ({ page }) => {
    // The page shows (and sends) an amount the offer no longer has: the demo refuses it.
    await editReply(page, GW.confirm, (body) => {
      (body.data as Record<string, unknown>).amount = 15_001;
    });
    await page.goto(confirmUrl('1', 'in'));
    await confirmButton(page, 'in').click();
    await expect(toast(page, TEXT.in.changed)).toHaveText(TEXT.in.changed);
    await expect(page).toHaveURL((url) => url.pathname === '/loanConfirm');
    await expect(confirmButton(page, 'in')).toBeEnabled();
  });

  test('the agreements lost on the network: the reason and Retry, which then shows the offer', async ({ page }) => {
    await failOnce(page, GW.contracts, 'abort');
    await page.goto(confirmUrl('1', 'in'));
    await expect(page.getByRole('heading', { level: 2, name: TEXT.in.loadTitle })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(TEXT.in.network);
    await page.getByRole('button', { name: TEXT.in.retry }).click();
    await expect(consentBox(page, 'in')).toBeChecked();
    await expect(page.getByRole('link', { name: 'Loan agreement' })).toBeVisible();
  });

  test("a product with no offer shows the server's reason (id)", async ({ page }) => {
    await page.goto(confirmUrl('3', 'id'));
    await expect(page.getByRole('heading', { level: 2, name: TEXT.id.loadTitle })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(TEXT.id.noOffer);
    await expect(page.getByRole('button', { name: TEXT.id.retry })).toBeVisible();
  });
});
