/**
 * lumen's demo experiment on loan details, rendered in the browser (issue 34): each borrower sees one
 * variant, on every load, and the host gets one exposure per page view (tests/e2e/experimentChecks.ts);
 * a forced variant in the demo build's address (?variant=). A borrower with no id: tests/unit/experiments.test.tsx.
 */
import { expect, test } from './cspGuard.ts';
import { BORROWERS, checkExperimentVariant, exposures, repayAboveRows } from './experimentChecks.ts';
import { WORDS, loanUrl } from './borrowers.ts';
import { installHost } from './nativeHost.ts';

// Each variant once and each of the experiment's markets once: the variant is the borrower's (the bucket of the
// user id), in every market the experiment runs in (tests/unit/experiments.test.tsx); the beacon names the market.
const CASES = [
  ['in', BORROWERS[0]],
  ['id', BORROWERS[1]],
] as const;
for (const [market, borrower] of CASES) {
  test(`lumen: ${borrower.userId} (${market}) sees the ${borrower.variant} variant of loan details on every load, one exposure per view`, async ({
    page,
    request,
  }) => {
    await checkExperimentVariant(page, request, 'browser', market, borrower);
  });
}

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
