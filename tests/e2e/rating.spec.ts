/**
 * The loan-details rating dialog on an order with isScore '1' (SPEC §4, §7, §8) in a browser: where focus goes
 * when it opens, after Escape and on the thank-you dialog, and a borrower who rates and is not asked again. Every
 * other path (the stars, Cancel, the backdrop, the toast's 2 s, 4 and 5 stars with and without a host, a failed
 * send, the double tap) is in tests/unit/loanRatingDialog.test.tsx and loanDetailsPage.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { GOOGLE_SCORE, WORDS, loanUrl, uniqueToken } from './borrowers.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';

test('focus: in the dialog, back to the page after Escape, on OK; a borrower who rated is not asked again', async ({
  page,
}) => {
  const requests = recordGateway(page);
  const token = uniqueToken('rating');
  await page.goto(loanUrl('10200', 'in', { token }));
  const dialog = page.getByRole('dialog', { name: WORDS.in.rateTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '1 star', exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: '2 stars' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The dialog opened on its own (nothing had focus), so focus returns to the page's main region,
  // never left on a removed star, and the next Tab reaches the page's first control.
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Loan more' })).toBeFocused();
  expect(callsTo(requests, GOOGLE_SCORE)).toHaveLength(0);

  // Nothing was sent, so the same borrower is asked again.
  await page.reload();
  await expect(dialog.getByRole('button', { name: '1 star', exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: '3 stars' }).click();
  const scored = page.waitForResponse((response) => response.url().includes(GOOGLE_SCORE));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const request = (await scored).request();
  expect(request.method()).toBe('POST');
  expect(paramsOf(request)).toMatchObject({ score: '5', token });

  const thanks = page.getByRole('dialog', { name: WORDS.in.thanksTitle });
  await expect(thanks.getByRole('button', { name: 'OK' })).toBeFocused();
  await expect(dialog).toBeHidden();
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();

  await page.goto(loanUrl('10200', 'in', { token }));
  await expect(page.getByRole('heading', { level: 2, name: 'Repaid' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
