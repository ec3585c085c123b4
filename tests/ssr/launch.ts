/** The server-rendering specs' launches: each test a fresh borrower, in a market. */
import { expect, type Browser, type Page } from '@playwright/test';
import { PHONE_CONTEXT } from '../browser.ts';
import { readFileSync } from 'node:fs';
import type { ScreenState } from '../fixtures/screenStates.ts';
import { DEMO_DIST } from '../../renderer/toolchain/vite/demoBuild.ts';

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

const shellFor = new WeakSet<Page>();

/**
 * The page rendered by the browser alone: its address answered with the build's static shell as the server has it
 * (/index.html, its headers with it: what nginx serves when the renderer fails), so the page's own calls come from the
 * browser, where a test's route reaches them. Once a page: a page opened again keeps it.
 */
export async function inTheBrowser(page: Page, brand: 'kilat' | 'lumen'): Promise<void> {
  if (shellFor.has(page)) return;
  shellFor.add(page);
  const shell = readFileSync(`${DEMO_DIST}/${brand}/index.html`, 'utf8');
  await page.route(/\/[^.]*(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const file = await route.fetch({ url: new URL('/index.html', route.request().url()).href });
    await route.fulfill({ response: file, body: shell });
  });
}

/**
 * A page on the borrower's phone in a context of its own, which a worker may keep from test to test (a worker-scoped
 * fixture's): its renderer then keeps axe and the app's scripts compiled, about half a second of CPU a test on a 2-core
 * machine. `fresh` makes it a new borrower's: no cookie, nothing stored.
 */
export async function phonePage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL });
  const page = await context.newPage();
  return {
    page,
    context,
    async fresh(): Promise<Page> {
      await context.clearCookies();
      if (page.url().startsWith(baseURL))
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      return page;
    },
  };
}

/**
 * Opens a state's address (on a stopped clock if it asks) and gets the page to the state. A state with a gateway fault
 * is rendered in the browser (the server makes the first load's calls itself, out of a test's reach).
 */
export async function reachState(page: Page, state: ScreenState): Promise<void> {
  if (state.before) {
    await inTheBrowser(page, state.brand ?? 'kilat');
    await state.before(page);
  }
  if (state.clock) {
    await page.clock.install({ time: Date.UTC(2026, 0, 5, 9) });
    await page.clock.pauseAt(Date.UTC(2026, 0, 5, 9, 0, 1));
    await page.goto(at(state.path, state.market, state.query));
  } else {
    await page.goto(at(state.path, state.market, state.query));
    await working(page);
  }
  await state.reach(page);
}
