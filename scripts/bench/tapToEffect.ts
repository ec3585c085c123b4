/**
 * What a quick borrower feels (issue 33): Repay tapped 250 ms after it is painted, and the time until the tap takes
 * effect, when the address leaves loan details (the next document committed, or the app's own navigation in place).
 * Each a cold load at 4x CPU on the phone (browser.ts) under a network profile, ours and the hand-written reference
 * interleaved in one run, as rows on screen are (rowsOnScreen.ts).
 *
 * Repay's paint is Element Timing on its label (marked as it enters the DOM, as the rows are); the page's clock
 * (performance.timeOrigin, wall time) and this process's are the same machine's, so the tap is scheduled and timed
 * here, against the page's navigation start. The tap is a touch at Repay's centre (the phone has a touch screen): a
 * busy main thread delays it as it delays a borrower's.
 */
import type { Browser } from 'playwright-core';
import { LOAD_TIMEOUT_MS, coldPage } from './browser.ts';
import type { NetworkProfile } from './network.ts';
import { interleaved, type Contender } from './rowsOnScreen.ts';

/** How long after Repay is painted the borrower taps it. */
export const TAP_AFTER_PAINT_MS = 250;

export interface TapTiming {
  /** Repay painted, in ms from navigation start. */
  painted: number;
  /** The tap made. */
  tapped: number;
  /** The address left loan details. */
  effect: number;
}

/**
 * Plain JavaScript (as browser.ts's watcher): marks the control whose own text is the label, resolves with its paint
 * and centre.
 */
const WATCH_CONTROL = `(label) => {
  const state = {};
  state.painted = new Promise((resolve) => (state.resolve = resolve));
  window.__benchTap = state;
  let control = null;
  const observer = new MutationObserver(() => {
    control = document.evaluate('//*[text()=' + JSON.stringify(label) + ']', document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    if (!control) return;
    control.setAttribute('elementtiming', 'bench-tap');
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'bench-tap') continue;
      const box = entry.element.getBoundingClientRect();
      state.resolve({ time: entry.renderTime || entry.loadTime, origin: performance.timeOrigin, x: box.left + box.width / 2, y: box.top + box.height / 2 });
    }
  }).observe({ type: 'element', buffered: true });
}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * One cold load of `url`: Repay (its label) tapped TAP_AFTER_PAINT_MS after its paint, timed until the address leaves
 * `fromPath`.
 */
export async function tapLoad(
  browser: Browser,
  url: string,
  label: string,
  fromPath: string,
  network?: NetworkProfile,
): Promise<TapTiming> {
  const { context, page } = await coldPage(browser, `(${WATCH_CONTROL})(${JSON.stringify(label)});`, { network });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const painted = (await page.evaluate('window.__benchTap.painted')) as {
      time: number;
      origin: number;
      x: number;
      y: number;
    };
    await sleep(painted.origin + painted.time + TAP_AFTER_PAINT_MS - Date.now());
    const left = page.waitForURL((address) => address.pathname !== fromPath, {
      waitUntil: 'commit',
      timeout: LOAD_TIMEOUT_MS,
    });
    const tapped = Date.now();
    await page.touchscreen.tap(painted.x, painted.y);
    await left;
    const effect = Date.now();
    return { painted: painted.time, tapped: tapped - painted.origin, effect: effect - painted.origin };
  } finally {
    await context.close();
  }
}

/** Each contender's taps (in the contenders' order) under one profile, interleaved as rows on screen are. */
export function interleavedTaps(
  contenders: Contender[],
  path: string,
  label: string,
  runs: number,
  network: NetworkProfile,
): Promise<TapTiming[][]> {
  const fromPath = new URL(path, 'https://bench.invalid').pathname;
  return interleaved(
    `Repay tapped ${TAP_AFTER_PAINT_MS} ms after its paint, ${network.name}:`,
    contenders,
    runs,
    (browser, contender) => tapLoad(browser, contender.origin + path, label, fromPath, network),
  );
}
