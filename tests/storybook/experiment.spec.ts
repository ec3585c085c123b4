/**
 * Designers see every variant (issue 34): the toolbar's Variant shows lumen's loan details as each
 * variant of its demo experiment (deployments/lumen.json, repayFirst), in both markets, and the page
 * tells the story's host one exposure of that variant.
 */
import { expect } from '@playwright/test';
import { EXPOSURE_EVENT } from '../../renderer/contract/experiment.ts';
import { catalogueStories, renderStory, test, withoutHighlight } from './catalogue.ts';

const REPAY = { in: 'Repay', id: 'Bayar' } as const;
const story = catalogueStories().find((entry) => entry.title === 'Pages/Loan details' && /\(174\)$/.test(entry.name));

for (const market of ['in', 'id'] as const) {
  for (const variant of ['control', 'repayFirst']) {
    test(`lumen loan details as the ${variant} variant (${market})`, async ({ page }) => {
      // A fresh page (its own pretend host) loads the whole catalogue first: seconds more on a busy machine.
      test.setTimeout(90_000);
      expect(story, 'the loan-details story of status 174').toBeDefined();
      await withoutHighlight(page);
      await page.addInitScript(() => {
        const sent: string[] = [];
        Object.defineProperty(window, '__hostMessages', { value: sent });
        (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
          postMessage: (message: string) => void sent.push(message),
        };
      });
      await renderStory(page, story!.id, { deployment: 'lumen', market, variant }, { fresh: true });
      const repay = await page.getByRole('button', { name: REPAY[market], exact: true }).boundingBox();
      const row = await page.getByRole('term').first().boundingBox();
      expect(repay!.y < row!.y, 'Repay above the rows').toBe(variant === 'repayFirst');
      const exposures = () =>
        page.evaluate(
          (event) =>
            ((window as unknown as { __hostMessages: string[] }).__hostMessages ?? [])
              .map((message) => JSON.parse(message) as { data: { event?: string } })
              .filter((message) => message.data.event === event),
          EXPOSURE_EVENT,
        );
      await expect
        .poll(exposures)
        .toEqual([
          {
            action: 'confirmEvent',
            data: { event: EXPOSURE_EVENT, experiment: 'repayFirst', variant, route: 'loanDetails' },
          },
        ]);
    });
  }
}
