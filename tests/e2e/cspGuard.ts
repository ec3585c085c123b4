/**
 * Playwright's `test` with one automatic check: the test fails if the page breaks its
 * Content-Security-Policy anywhere (a `securitypolicyviolation` event in any page or frame of
 * the test's context, or Chromium's console report of one, which also covers the script-less
 * sandboxed frames); and, as the test ends, its route handlers let go of requests still in flight and a clock it
 * paused runs again.
 * Specs import from here instead of @playwright/test (everything else is its own).
 */
import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';
export { expect };

declare global {
  interface Window {
    __cspViolation?: (text: string) => void;
  }
}

export const test = base.extend<{
  cspViolations: string[];
  routesLetGo: void;
  clockLetGo: void;
  tapsAfterHydration: void;
}>({
  // A route handler still waiting on its request (a route.fetch of a reload the test did not wait
  // for) when the test ends is no failure of the next test: Playwright's advice, for every spec. The next test gets
  // this context again (tests/browser.ts, reuseContext), without the permissions this one granted.
  routesLetGo: [
    async ({ context }, use) => {
      await use();
      await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearPermissions();
    },
    { auto: true },
  ],
  // A clock the test paused (page.clock.pauseAt, tests/e2e/stoppedClock.ts) is resumed before the test ends. Left
  // paused, Playwright 1.65 resumes it in the background as the reused context is handed on, racing the next test's
  // reset: in about one such test in 30 the resume's init script (`globalThis.__pwClock.controller.log(...)`) outlived
  // the reset, and the next test's page, which has no fake clock, threw "Cannot read properties of undefined (reading
  // 'controller')" as it opened: an uncaught error in that test (a CI run's fault matrix failed on it).
  clockLetGo: [
    // The context's clock, which page.clock is: a test that never opens a page gets none for this.
    async ({ context }, use) => {
      const { clock } = context;
      const pauseAt = clock.pauseAt;
      let paused = false;
      clock.pauseAt = (time) => {
        paused = true;
        return pauseAt.call(clock, time);
      };
      await use();
      clock.pauseAt = pauseAt;
      if (paused) await clock.resume();
    },
    { auto: true },
  ],
  // Rendered on the server (the serving tests' server projects, metadata.render), a screen shows before its script
  // has run, and a tap before hydration does nothing: a navigation waits until taps work (the app's own mark),
  // as a borrower waits for a screen that did not answer.
  tapsAfterHydration: [
    async ({ page }, use, testInfo) => {
      if ((testInfo.project.metadata as { render?: string } | undefined)?.render === 'server') {
        const goto = page.goto.bind(page);
        page.goto = async (url, options) => {
          const response = await goto(url, options);
          // A performance observer, not polling. Under a test's fake clock (page.clock) performance marks are
          // stubbed out, the app's too: no wait then (those tests drive time themselves).
          await page.evaluate(() => {
            performance.mark('e2e:probe');
            // Not the app (a framed document opened on its own), or marks stubbed out.
            if (!document.getElementById('root') || performance.getEntriesByName('e2e:probe').length === 0)
              return undefined;
            return new Promise<void>((resolve) =>
              new PerformanceObserver((list, observer) => {
                if (list.getEntriesByName('loan-pages:interactive').length === 0) return;
                observer.disconnect();
                resolve();
              }).observe({ type: 'mark', buffered: true }),
            );
          });
          return response;
        };
      }
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(
        '__cspViolation',
        ({ frame }, text: string) => void violations.push(`${frame.url()}: ${text}`),
      );
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          window.__cspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where}${event.sample ? ` (${event.sample})` : ''}`,
          );
        });
      });
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
            violations.push(`console: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
