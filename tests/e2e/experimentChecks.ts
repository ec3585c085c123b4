/**
 * lumen's demo experiment on loan details (deployments/lumen.json, repayFirst: Repay above the order's
 * rows for half the borrowers) in either render mode: the same borrower sees the same variant on every
 * load, the host gets one exposure per page view, and the beacon of the page view names the variant.
 * Shared by the browser tests (rendered in the browser) and the server-rendering tests (the server's
 * page, then hydrated): each borrower's variant is what renderer/runtime/page/experiment.ts gives.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EXPOSURE_EVENT } from '../../renderer/contract/experiment.ts';
import type { Beacon } from '../../renderer/browser/monitoring/beacon.ts';
import { WORDS, loanUrl, type MarketId } from './borrowers.ts';
import { hostMessages, installHost } from './nativeHost.ts';
import { monitorListening } from './monitoringChecks.ts';

/** Two borrowers of the experiment (buckets 42 and 75 of 100): one in each variant. */
export const BORROWERS = [
  { userId: 'borrower-1', variant: 'control' },
  { userId: 'borrower-3', variant: 'repayFirst' },
] as const;

/** Whether the Repay button is above the order's first row on screen. */
export async function repayAboveRows(page: Page, market: MarketId): Promise<boolean> {
  const repay = await page.getByRole('button', { name: WORDS[market].repay, exact: true }).boundingBox();
  const row = await page.getByRole('term').first().boundingBox();
  expect(repay).not.toBeNull();
  expect(row).not.toBeNull();
  return repay!.y < row!.y;
}

/** The exposures the fake host received, in order. */
export async function exposures(page: Page): Promise<Record<string, unknown>[]> {
  const messages = (await hostMessages(page)) as { action: string; data: Record<string, unknown> }[];
  return messages
    .filter((message) => message.action === 'confirmEvent' && message.data.event === EXPOSURE_EVENT)
    .map((message) => message.data);
}

/**
 * Opens loan details (an order with Repay) for the borrower in a native host, twice (a reload is a new
 * page view): the variant's layout, one exposure each time; then leaves, and the demo collector holds a
 * beacon of such a page view naming the experiment and the variant, and nothing else of it.
 */
export async function checkExperimentVariant(
  page: Page,
  request: APIRequestContext,
  mode: Beacon['mode'],
  market: MarketId,
  { userId, variant }: (typeof BORROWERS)[number],
): Promise<void> {
  await installHost(page, 'android');
  await page.goto(loanUrl('10174', market, { userId }));
  await expect(page.getByRole('button', { name: WORDS[market].repay, exact: true })).toBeVisible();
  expect(await repayAboveRows(page, market)).toBe(variant === 'repayFirst');
  const exposure = { event: EXPOSURE_EVENT, experiment: 'repayFirst', variant, route: 'loanDetails' };
  await expect.poll(() => exposures(page)).toEqual([exposure]);

  await page.reload();
  await expect(page.getByRole('button', { name: WORDS[market].repay, exact: true })).toBeVisible();
  expect(await repayAboveRows(page, market)).toBe(variant === 'repayFirst');
  await expect.poll(() => exposures(page)).toEqual([exposure]);

  // The monitor loads once taps work, when idle; leaving sends the page view's beacon. The collector holds every
  // worker's: this page view's is lumen's loan details in this market and mode with this variant.
  await monitorListening(page);
  await page.goto('about:blank');
  const ours = async () =>
    ((await (await request.get('/gateway/beacons')).json()) as Beacon[]).filter(
      (beacon) =>
        beacon.brand === 'lumen' &&
        beacon.route === 'loanDetails' &&
        beacon.market === market &&
        beacon.mode === mode &&
        beacon.experiments?.some((entry) => entry.variant === variant),
    );
  await expect.poll(async () => (await ours()).length, { timeout: 10_000 }).toBeGreaterThan(0);
  for (const beacon of await ours()) expect(beacon.experiments).toEqual([{ id: 'repayFirst', variant }]);
  expect(JSON.stringify(await ours())).not.toContain(userId);
}
