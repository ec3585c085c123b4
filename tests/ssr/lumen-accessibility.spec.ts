/**
 * lumen's screens in its own colours and names (axe: no serious or critical violation), once each works; kilat's, in
 * both markets and as served, and every state: accessibility.spec.ts.
 */
import { test } from '@playwright/test';
import { SCREENS } from '../fixtures/screens.ts';
import { expectNoSeriousA11yViolations } from '../e2e/checks.ts';
import { at, working } from './launch.ts';

for (const [name, path, query] of SCREENS) {
  test(`lumen: ${name}: no serious accessibility violation once it works`, async ({ page }) => {
    await page.goto(at(path, 'in', query));
    await working(page);
    await expectNoSeriousA11yViolations(page, `lumen: ${name}`);
  });
}
