/**
 * Loan confirmation in a real browser (SPEC §2, §5, §7; CONTRACT §4, §6): reached from the list, the cost shown
 * above the consent box, consent greying confirm, then the location replaced by the loan details of the new order
 * (Back returns to the list); the agreement popup's document rendered in its sandboxed frame (Indonesian); a
 * confirmation lost on the network. What the page shows from the offer, the agreements, the consent rule, the popup's
 * buttons and frame, double taps and refusals: tests/unit/loanConfirmPage.test.tsx.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { GW, TEXT, card, failOnce, formsTo, productUrl, summaryValue } from './productSupport.ts';
import { arrivedAt } from './repaySupport.ts';
import { type MarketId } from './borrowers.ts';
import { recordGateway } from './gatewayRequests.ts';

function confirmUrl(productId: string, market: MarketId): string {
  return productUrl('/loanConfirm', market, { productId });
}

function consentBox(page: Page, market: MarketId) {
  return page.getByRole('checkbox', { name: TEXT[market].consent });
}

function confirmButton(page: Page, market: MarketId) {
  return page.getByRole('button', { name: TEXT[market].submit });
}

test('from the list: the cost above the consent box, unticked consent greys confirm; confirm replaces the confirmation with the loan details in history', async ({
  page,
}) => {
  await page.goto(productUrl('/recommendList', 'in'));
  await card(page, 'Dana Kilat').getByRole('button', { name: 'Apply' }).click();
  await arrivedAt(page, '/loanConfirm');

  // Plainly before consent: the figures come above the box that gives it.
  const cost = summaryValue(page.getByRole('region', { name: TEXT.in.plan }), TEXT.in.cost);
  await expect(cost).toBeVisible();
  expect((await cost.boundingBox())!.y).toBeLessThan((await consentBox(page, 'in').boundingBox())!.y);

  const confirm = confirmButton(page, 'in');
  await consentBox(page, 'in').uncheck();
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveCSS('opacity', '0.5');
  await consentBox(page, 'in').check();
  await expect(confirm).toHaveCSS('opacity', '1');
  await confirm.click();

  const query = await arrivedAt(page, '/loanDetails');
  expect(query).toEqual({ productId: '1', orderId: expect.stringMatching(/^2\d{4}$/), from: 'confirm' });
  await expect(page.getByRole('heading', { level: 2, name: TEXT.in.underReview })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/recommendList');
  await expect(card(page, 'Dana Kilat')).toBeVisible();
});

test('Indonesian, product 2: the popup shows the agreement in its sandboxed frame; Setuju, then confirm makes the loan', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(confirmUrl('2', 'id'));
  const dialog = page.getByRole('dialog', { name: TEXT.id.agreement });
  await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', '');
  await expect(dialog.frameLocator('iframe').getByRole('heading', { level: 1, name: 'Loan agreement' })).toBeVisible();
  await dialog.getByRole('button', { name: TEXT.id.agree }).click();
  await expect(dialog).toHaveCount(0);
  await expect(consentBox(page, 'id')).toBeChecked();
  await confirmButton(page, 'id').click();

  const query = await arrivedAt(page, '/loanDetails');
  expect(query).toEqual({ productId: '2', orderId: expect.stringMatching(/^2\d{4}$/), from: 'confirm' });
  await expect(page.getByRole('heading', { level: 2, name: TEXT.id.underReview })).toBeVisible();
  expect(formsTo(requests, GW.push)).toEqual([{ amount: '5000000', periods: '4', termUnit: '30', productId: '2' }]);
});

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
