/**
 * Accessibility, once per screen and state (axe: no serious or critical violation), and the only spec that runs axe.
 * Every screen of tests/fixtures/screens.ts in both markets, in both the ways it is served: the server's HTML as it
 * arrives (what a borrower reads before the script works) and the page once it works (hydrated from
 * that HTML; tests/ssr/hydration.spec.ts holds it to what the browser alone renders). Then the states a borrower
 * reaches by doing something (tests/fixtures/screenStates.ts) and the deployment's own documents. lumen's screens in
 * its colours: lumen-accessibility.spec.ts.
 */
import { test, type Browser } from '@playwright/test';
import { SCREENS } from '../fixtures/screens.ts';
import { DOCUMENTS, STATES } from '../fixtures/screenStates.ts';
import { expectNoSeriousA11yViolations } from '../e2e/checks.ts';
import { at, reachState, working, type Market } from './launch.ts';

const MARKETS: Market[] = ['in', 'id'];

/**
 * The server's HTML as a borrower has it before the script works: the page's scripts are not fetched. (Not scripts
 * off: axe itself needs them.)
 */
async function served(browser: Browser, address: string, where: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort('blockedbyclient') : route.fallback(),
  );
  await page.goto(address);
  await expectNoSeriousA11yViolations(page, `${where}, the server's HTML`);
  await context.close();
}

for (const [name, path, query] of SCREENS) {
  test(`${name}: no serious accessibility violation, as served and once it works`, async ({ browser, page }) => {
    for (const market of MARKETS) {
      const address = at(path, market, query);
      await served(browser, address, `${name} (${market})`);
      await page.goto(address);
      await working(page);
      await expectNoSeriousA11yViolations(page, `${name} (${market}), working`);
    }
  });
}

test.describe('states reached by doing something', () => {
  for (const state of STATES.filter((state) => !state.brand)) {
    test(`${state.name}: no serious accessibility violation`, async ({ page }) => {
      await reachState(page, state);
      await expectNoSeriousA11yViolations(page, state.name, { clock: state.clock });
    });
  }

  test("the deployment's own documents: no serious accessibility violation", async ({ page }) => {
    for (const document of DOCUMENTS) {
      await page.goto(document);
      await expectNoSeriousA11yViolations(page, document);
    }
  });
});
