/**
 * Every screen of tests/fixtures/screens.ts in both markets, rendered on the server and hydrated, and the suite's one
 * accessibility spec (axe: no serious or critical violation; no other spec runs axe).
 *
 * For each screen and market: the server's HTML as it arrives (its scripts held back: what a borrower reads before
 * the script works) passes axe; the page hydrated from it neither mismatches nor redraws what the server sent, keeps
 * its words and does not move, and passes axe once it works. The same address rendered by the browser alone shows the
 * same words and the same roles and names (its accessibility tree, as Playwright's ARIA snapshot reads it), in India:
 * in Indonesia, that the browser renders what the server did is the hydration's own check (no mismatch). Then the
 * states a borrower reaches by doing something (tests/fixtures/screenStates.ts), the deployment's own documents, and
 * lumen's screens and states in its colours.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { SCREENS } from '../fixtures/screens.ts';
import { DOCUMENTS, STATES, type ScreenState } from '../fixtures/screenStates.ts';
import { expectNoSeriousA11yViolations } from '../e2e/checks.ts';
import { inOrder, openHydrated, rootText } from './hydrate.ts';
import { at, inTheBrowser, phonePage, reachState, working, type Market } from './launch.ts';
import { LUMEN_ORIGIN, ORIGIN } from './servers.ts';

type Kept = Awaited<ReturnType<typeof phonePage>>;

/**
 * Each worker keeps one page per kind of opening from test to test (a fresh borrower's each time: no cookie, nothing
 * stored): kilat's server-rendered pages (and the states reached on them), kilat's pages rendered by the browser alone,
 * lumen's pages. Its renderer then keeps axe and the app's scripts compiled: a page of its own per test spent about
 * half its axe time starting axe.
 */
const test = base.extend<object, { served: Kept; alone: Kept; lumen: Kept }>({
  served: [async ({ browser }, use) => use(await phonePage(browser, ORIGIN)), { scope: 'worker' }],
  alone: [
    async ({ browser }, use) => {
      const kept = await phonePage(browser, ORIGIN);
      await inTheBrowser(kept.page, 'kilat');
      await use(kept);
    },
    { scope: 'worker' },
  ],
  lumen: [async ({ browser }, use) => use(await phonePage(browser, LUMEN_ORIGIN)), { scope: 'worker' }],
});

for (const market of ['in', 'id'] as const satisfies Market[]) {
  for (const [name, path, query] of SCREENS) {
    test(`${name} (${market}): the server's HTML, the hydrated page and a client render agree; accessible as served and working`, async ({
      served: kept,
      alone,
    }) => {
      const address = at(path, market, query);
      const hydratedPage = await kept.fresh();
      const { errors, served, shifted } = await openHydrated(hydratedPage, address, {
        whileServed: () => expectNoSeriousA11yViolations(hydratedPage, `${name} (${market}), the server's HTML`),
      });
      const hydrated = await rootText(hydratedPage);
      const hydratedTree = await hydratedPage.locator('#root').ariaSnapshot();
      const shift = await shifted();
      await expectNoSeriousA11yViolations(hydratedPage, `${name} (${market}), working`);

      // The browser alone, in one market (the other's server and browser renders agree by hydrating without a
      // mismatch): the same address answered with the static shell.
      if (market === 'in') {
        const clientPage = await alone.fresh();
        await clientPage.goto(address);
        await clientPage.waitForFunction(() => performance.getEntriesByName('loan-pages:interactive').length === 1);
        await expect.poll(() => rootText(clientPage)).toBe(hydrated);
        await expect
          .poll(() => clientPage.locator('#root').ariaSnapshot(), { message: 'the same roles and names' })
          .toBe(hydratedTree);
      }

      expect(errors, 'no hydration mismatch, no error').toEqual([]);
      expect(served.rendered, 'the server rendered it').toBe(true);
      expect(served.kept, 'the server markup is hydrated, not redrawn').toBe(true);
      // A screen whose data needs state shows its shell first; any other shows what the browser shows.
      if (!served.shell) expect(inOrder(served.text, hydrated), `${served.text}\n  is in\n${hydrated}`).toBe(true);
      // Nor does what the server sent move once it works (Lighthouse's "good" is under 0.1).
      if (!served.shell) expect(shift, "layout shift from the server's page to the hydrated one").toBeLessThan(0.1);
    });
  }
}

/**
 * A state reached and checked on the worker's kept page, or on the test's own page (Playwright's, reset after the test:
 * tests/browser.ts) when the state leaves something on the page for the next test (a fault's routes, a stopped clock).
 */
async function checkState(state: ScreenState, kept: Kept, own: Page): Promise<void> {
  const page = !state.before && !state.clock ? await kept.fresh() : own;
  try {
    await reachState(page, state);
    await expectNoSeriousA11yViolations(page, state.name, { clock: state.clock });
  } finally {
    // A paused clock left on the reused context is resumed by Playwright in the background, racing the next test's
    // reset (tests/e2e/cspGuard.ts, clockLetGo): resumed here, before the test ends.
    if (state.clock) await page.clock.resume();
  }
}

test.describe('states reached by doing something', () => {
  for (const state of STATES.filter((state) => !state.brand)) {
    test(`${state.name}: no serious accessibility violation`, async ({ served, page }) => {
      await checkState(state, served, page);
    });
  }

  test("the deployment's own documents: no serious accessibility violation", async ({ page }) => {
    for (const document of DOCUMENTS) {
      await page.goto(document);
      await expectNoSeriousA11yViolations(page, document);
    }
  });
});

test.describe("lumen, in its own colours and names (its build's server)", () => {
  test.use({ baseURL: LUMEN_ORIGIN });
  for (const [name, path, query] of SCREENS) {
    test(`lumen: ${name}: no serious accessibility violation once it works`, async ({ lumen }) => {
      const page = await lumen.fresh();
      await page.goto(at(path, 'in', query));
      await working(page);
      await expectNoSeriousA11yViolations(page, `lumen: ${name}`);
    });
  }
  for (const state of STATES.filter((state) => state.brand === 'lumen')) {
    test(`${state.name}: no serious accessibility violation`, async ({ lumen, page }) => {
      await checkState(state, lumen, page);
    });
  }
});
