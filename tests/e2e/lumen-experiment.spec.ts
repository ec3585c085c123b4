/**
 * lumen's demo experiment on loan details, rendered in the browser (issue 34): each borrower sees one
 * variant, on every load, and the host gets one exposure per page view (tests/e2e/experimentChecks.ts).
 * A borrower with no id, and a forced variant in the demo build's address (?variant=).
 */
import { expect, test } from './cspGuard.ts';
import { BORROWERS, checkExperimentVariant, exposures, repayAboveRows } from './experimentChecks.ts';
import { WORDS, loanUrl } from './borrowers.ts';
import { installHost } from './nativeHost.ts';

for (const market of ['in', 'id'] as const) {
  for (const borrower of BORROWERS) {
    test(`lumen: ${borrower.userId} (${market}) sees the ${borrower.variant} variant of loan details on every load, one exposure per view`, async ({
      page,
      request,
    }) => {
      await checkExperimentVariant(page, request, 'browser', market, borrower);
    });
  }
}

test('lumen: a launch with no user or device id sees the page unchanged and tells no exposure', async ({ page }) => {
  await installHost(page, 'android');
  await page.goto(loanUrl('10174', 'in'));
  await expect(page.getByRole('button', { name: WORDS.in.repay, exact: true })).toBeVisible();
  expect(await repayAboveRows(page, 'in')).toBe(false);
  // Taps work once the screen has rendered: any exposure would have been told by then.
  await page.waitForFunction(() => performance.getEntriesByName('loan-pages:interactive').length > 0);
  expect(await exposures(page)).toEqual([]);
});

test('lumen: a demo build takes ?variant= (what npm run dev offers designers); the production build has no code that reads it', async ({
  page,
}) => {
  await installHost(page, 'android');
  await page.goto(loanUrl('10174', 'in', { userId: BORROWERS[0].userId, variant: 'repayFirst' }));
  await expect(page.getByRole('button', { name: WORDS.in.repay, exact: true })).toBeVisible();
  expect(await repayAboveRows(page, 'in')).toBe(true);
  await expect
    .poll(() => exposures(page))
    .toEqual([{ event: 'experiment_exposure', experiment: 'repayFirst', variant: 'repayFirst', route: 'loanDetails' }]);
});
