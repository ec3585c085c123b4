/** The page's clock stopped, and moved by the test: timers the page starts run only as far as the test says. */
import type { Locator, Page } from '@playwright/test';

const CLOCK_START = new Date('2026-11-22T10:00:00Z').getTime();

/**
 * Opens `url` with the page's clock stopped (timers fire only when the test moves time), moving it
 * 10 ms at a time until `ready` shows: a timer the page starts as `ready` appears has then run for
 * at most 10 ms.
 */
export async function gotoWithStoppedClock(page: Page, url: string, ready: Locator): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1_000);
  await page.goto(url);
  await runClockUntilVisible(page, ready);
}

/** Moves a stopped clock in 10 ms steps until `target` shows (data loading needs a few timer turns). */
export async function runClockUntilVisible(page: Page, target: Locator, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await target.isVisible())) {
    if (Date.now() > until) throw new Error(`${target} did not show within ${timeoutMs} ms while the clock moved`);
    await page.clock.runFor(10);
  }
}
