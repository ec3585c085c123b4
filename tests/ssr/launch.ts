/** The server-rendering specs' launches: each test a fresh borrower, in a market. */
import { expect, type Page } from '@playwright/test';

export type Market = 'in' | 'id';

let tokens = 0;
const token = () => `ssr-${Date.now().toString(36)}-${process.pid}-${++tokens}`;

/** An address with a fresh borrower's launch in a market (Indonesia: languageType=1). */
export function at(path: string, market: Market, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...query, token: token() });
  if (market === 'id') search.set('languageType', '1');
  return `${path}?${search}`;
}

/** Waits until the page works and its data is there (a screen's shell asks for it after hydrating). */
export async function working(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('loan-pages:interactive').length === 1);
  await expect(page.locator('#root main [role="progressbar"]')).toHaveCount(0);
}
