/**
 * lumen's screens in its own colours and names (axe: no serious or critical violation), once each works, and its states
 * of tests/fixtures/screenStates.ts; kilat's, in both markets and as served, and its states: accessibility.spec.ts.
 */
import { test } from '@playwright/test';
import { SCREENS } from '../fixtures/screens.ts';
import { expectNoSeriousA11yViolations } from '../e2e/checks.ts';
import { STATES } from '../fixtures/screenStates.ts';
import { at, reachState, working } from './launch.ts';

for (const [name, path, query] of SCREENS) {
  test(`lumen: ${name}: no serious accessibility violation once it works`, async ({ page }) => {
    await page.goto(at(path, 'in', query));
    await working(page);
    await expectNoSeriousA11yViolations(page, `lumen: ${name}`);
  });
}

for (const state of STATES.filter((state) => state.brand === 'lumen')) {
  test(`${state.name}: no serious accessibility violation`, async ({ page }) => {
    await reachState(page, state);
    await expectNoSeriousA11yViolations(page, state.name, { clock: state.clock });
  });
}
