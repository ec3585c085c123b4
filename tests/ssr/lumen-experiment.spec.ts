/**
 * lumen's demo experiment on loan details rendered on the server and hydrated (issue 34): the server's
 * HTML (read with scripts off) already shows the borrower's variant, the hydrated page shows the same
 * without a hydration mismatch, and the host gets one exposure per page view
 * (tests/e2e/experimentChecks.ts: the same checks as the browser-rendered build's).
 */
import { expect, test } from '@playwright/test';
import { BORROWERS, checkExperimentVariant, repayAboveRows } from '../e2e/experimentChecks.ts';
import { WORDS, loanUrl } from '../e2e/borrowers.ts';

for (const market of ['in', 'id'] as const) {
  for (const borrower of BORROWERS) {
    test(`lumen: ${borrower.userId} (${market}) gets the ${borrower.variant} variant from the server, and the same once hydrated`, async ({
      browser,
      page,
      request,
    }) => {
      const address = loanUrl('10174', market, { userId: borrower.userId });
      // The server's page as it arrives: no script has run.
      const served = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
      const html = await served.newPage();
      await html.goto(address);
      await expect(html.getByRole('button', { name: WORDS[market].repay, exact: true })).toBeVisible();
      expect(await repayAboveRows(html, market)).toBe(borrower.variant === 'repayFirst');
      await served.close();

      const errors: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      page.on('pageerror', (error) => void errors.push(error.message));
      await checkExperimentVariant(page, request, 'server', market, borrower);
      expect(errors, 'no hydration mismatch, no failure').toEqual([]);
    });
  }
}
