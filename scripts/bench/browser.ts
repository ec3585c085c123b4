/**
 * One cold, throttled page load in Debian's Chromium, as the bench measures every page: a fresh
 * browser context (empty cache), a phone viewport, 4x CPU throttling through CDP, and a watcher
 * (an init script, the same for every page) that times when the label/value rows are on screen.
 *
 * "Rows on screen" is the paint time (Element Timing, from navigation start) of the last of the
 * rows' labels to be painted: a MutationObserver finds the elements whose own text is the first
 * and the last row's label as soon as they enter the DOM and marks them `elementtiming`, so the
 * browser reports when it actually paints them (not when they were inserted, nor when a hidden
 * tree holds them).
 *
 * "Taps work" is the page's own mark `loan-pages:interactive` (the app marks it once hydrated, or
 * client-rendered once its first render committed; the reference marks it likewise), read from
 * the same timeline. A load can run under a network profile (network.ts).
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { INTERACTIVE_MARK } from '../../renderer/contract/interactiveMark.ts';
import { emulateNetwork, type NetworkProfile } from './network.ts';

import { CHROMIUM, CHROMIUM_ARGS, PHONE_CONTEXT as PHONE } from '../../tests/browser.ts';
export { CHROMIUM, CHROMIUM_ARGS, PHONE };
export const CPU_SLOWDOWN = 4;
export const LOAD_TIMEOUT_MS = 60_000;
/** The mark a page sets when taps work (issue 24). */
export { INTERACTIVE_MARK };

export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** Plain JavaScript (not a serialised TypeScript function: no transpiler helpers can leak into the page). */
const WATCH_ROWS = `(labels) => {
  const state = { rows: null, inDom: null, entries: {} };
  state.painted = new Promise((resolve) => (state.resolve = resolve));
  window.__benchRows = state;
  const find = (label) => document.evaluate('//*[text()=' + JSON.stringify(label) + ']', document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
  // Each label is marked as soon as it is there (a mutation is seen before the next paint): on a slow
  // cell the server's HTML comes in pieces, and a label painted before it is marked is never timed.
  const marked = labels.map(() => false);
  const observer = new MutationObserver(() => {
    labels.forEach((label, index) => {
      if (marked[index]) return;
      const element = find(label);
      if (!element) return;
      element.setAttribute('elementtiming', 'bench-row-' + index);
      marked[index] = true;
    });
    if (marked.includes(false)) return;
    observer.disconnect();
    state.inDom = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.identifier.startsWith('bench-row-')) continue;
      state.entries[entry.identifier] = entry.renderTime || entry.loadTime;
      const times = Object.values(state.entries);
      if (times.length === labels.length) {
        state.rows = Math.max(...times);
        state.resolve(state.rows);
      }
    }
  }).observe({ type: 'element', buffered: true });
  state.interactive = null;
  state.interactiveSeen = new Promise((resolve) => (state.resolveInteractive = resolve));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== ${JSON.stringify(INTERACTIVE_MARK)} || state.interactive !== null) continue;
      state.interactive = entry.startTime;
      state.resolveInteractive(entry.startTime);
    }
  }).observe({ type: 'mark', buffered: true });
}`;

/** What the page's own timing says about one load, in ms from navigation start. */
const READ_TIMINGS = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    rows: window.__benchRows.rows,
    interactive: window.__benchRows.interactive,
    rowsInDom: window.__benchRows.inDom,
    fcp: fcp ? fcp.startTime : null,
    resources: [
      { url: location.href, kind: 'document', start: 0, end: nav ? nav.responseEnd : 0, bytes: nav ? nav.transferSize : 0 },
      ...performance.getEntriesByType('resource').map((entry) => ({
        url: entry.name, kind: entry.initiatorType, start: entry.startTime, end: entry.responseEnd, bytes: entry.transferSize,
      })),
    ],
  };
})()`;

export interface Resource {
  url: string;
  /** The initiator type the browser reports (script, fetch, xmlhttprequest, img…), 'document' for the page. */
  kind: string;
  start: number;
  end: number;
  bytes: number;
}

export interface LoadTimings {
  url: string;
  /** The rows' paint time (Element Timing). */
  rows: number;
  rowsInDom: number;
  /** When taps work (the page's `loan-pages:interactive` mark), null when the page sets none. */
  interactive: number | null;
  fcp: number | null;
  resources: Resource[];
}

export interface LoadOptions {
  /** The first and the last row's label, as the gateway sends them. */
  labels: string[];
  /** Runs with the page open, before it navigates (e.g. starts a trace); its result is returned. */
  beforeNavigation?: (page: Page) => Promise<void>;
  afterRows?: (page: Page) => Promise<void>;
  /** CPU slowdown (default 4). */
  cpuSlowdown?: number;
  /** The network profile (default: none). */
  network?: NetworkProfile;
  /** Also wait (up to this many ms after the rows) for the page's interactive mark; 0: do not wait. */
  waitInteractiveMs?: number;
}

/**
 * A cold page on the phone: a new context of `browser` (empty cache, new connections) with `initScript` in every
 * document, its CPU slowed down (default 4x) and its network under the profile. The caller closes the context.
 */
export async function coldPage(
  browser: Browser,
  initScript: string,
  { cpuSlowdown = CPU_SLOWDOWN, network }: { cpuSlowdown?: number; network?: NetworkProfile } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (network) await emulateNetwork(cdp, network);
  return { context, page };
}

/** Loads `url` cold at 4x CPU (or `cpuSlowdown`) in a new context of `browser` and waits until the rows are painted. */
export async function throttledLoad(
  browser: Browser,
  url: string,
  { labels, beforeNavigation, afterRows, cpuSlowdown, network, waitInteractiveMs = 0 }: LoadOptions,
): Promise<LoadTimings> {
  const { context, page } = await coldPage(browser, `(${WATCH_ROWS})(${JSON.stringify(labels)});`, {
    cpuSlowdown,
    network,
  });
  try {
    await beforeNavigation?.(page);
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    // One awaited promise rather than polling: the page's main thread runs nothing of ours meanwhile.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the label/value rows (${labels.join(', ')}) never showed on ${url}`)),
        LOAD_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([page.evaluate('window.__benchRows.painted'), timeout]);
    } finally {
      clearTimeout(timer);
    }
    if (waitInteractiveMs > 0) {
      await page.evaluate(
        `Promise.race([window.__benchRows.interactiveSeen, new Promise((resolve) => setTimeout(resolve, ${waitInteractiveMs}))])`,
      );
    }
    await afterRows?.(page);
    const timings = (await page.evaluate(READ_TIMINGS)) as Omit<LoadTimings, 'url'>;
    return { url, ...timings };
  } finally {
    await context.close();
  }
}
