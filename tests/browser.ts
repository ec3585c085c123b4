/**
 * The browser every Playwright config drives: Debian's Chromium (never a downloaded browser) and the
 * borrower's phone. One place, so the end-to-end, server-rendering, serving, live-editing and Storybook
 * tests see the same browser, and the bench the same phone in the full browser.
 */
import type { BrowserContextOptions, Page, PlaywrightTestConfig } from '@playwright/test';
import { INTERACTIVE_MARK } from '../renderer/contract/interactiveMark.ts';

type Use = NonNullable<PlaywrightTestConfig['use']>;

/** The full browser, as a borrower's phone runs it: the bench and Lighthouse (`sh scripts/ensure-chromium.sh full`). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The tests' browser: Debian's headless shell, the same Chromium built for automation without the browser's UI. The
 * same e2e tests took 0.62x the wall time and 0.60x the CPU of the full browser in one run (docs/testing.md, "The
 * suite's time").
 */
export const TEST_CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The tests' Chromium, with its own background traffic switched off. */
export const CHROMIUM_BROWSER: Use = {
  browserName: 'chromium',
  launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
};

/**
 * A trace records every action's DOM and screencast, about a tenth of a browser test's CPU on a 2-core machine, and
 * nobody reads a CI run's traces: off unless asked, `TRACE=retain-on-failure npm run test:e2e` (or `--trace on`).
 */
const TRACE = (process.env.TRACE ?? 'off') as NonNullable<Use['trace']>;

/** The borrower's phone: a 390x844 touch screen at twice the density, English locale (the bench's pages too). */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/**
 * The tests' browser on the borrower's phone. A worker's tests share one context and page, reset between tests by
 * Playwright (reuseContext: cookies, cache and storage of the origins visited, extra pages, routes, bindings, init
 * scripts, the page's clock and emulation): a new context's renderer process and its first navigation were about
 * 0.8 CPU-s of a browser test's 1.5 on a 2-core machine; the e2e step's 158 tests took 0.85x the wall time and CPU.
 * What the reset leaves is left by the tests themselves: permissions (tests/e2e/cspGuard.ts clears them), a clock the
 * test paused (cspGuard resumes it: Playwright's own resume, in the background, raced the next test's reset), a CDP
 * session's CPU throttling (tests/ssr/taps.spec.ts sets it back) and the page's history.
 */
export const PHONE: Use = { ...CHROMIUM_BROWSER, ...PHONE_CONTEXT, trace: TRACE, reuseContext: true };

/**
 * The scripts (their paths) a visit to `url` fetched before its taps worked (INTERACTIVE_MARK): the first visit's
 * JavaScript. What boot loads once taps work, at idle (the monitor and web-vitals), is not the first visit's.
 */
export async function firstVisitScriptPaths(page: Page, url: string): Promise<string[]> {
  const scripts: { path: string; startedAt: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script')
      scripts.push({ path: new URL(response.url()).pathname, startedAt: request.timing().startTime });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const tapsWork = await page.evaluate((mark) => {
    const entry = performance.getEntriesByName(mark)[0];
    return entry ? performance.timeOrigin + entry.startTime : Infinity;
  }, INTERACTIVE_MARK);
  return [...new Set(scripts.filter((script) => script.startedAt <= tapsWork).map((script) => script.path))];
}
