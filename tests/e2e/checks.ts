/**
 * Checks shared by both brands' specs: axe (no serious or critical violations) and the first-visit
 * JavaScript budget measured on the production build.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_VISIT_JS_BUDGET_KB } from './jsBudgets.ts';
import { firstVisitScriptPaths } from '../browser.ts';
import { DEMO_DIST } from '../../renderer/toolchain/vite/demoBuild.ts';

/** How much longer a test may take for each axe run it makes. */
const AXE_RUN_ALLOWANCE_MS = 15_000;

/**
 * No serious or critical axe violation. `frames: false` leaves out framed documents (the
 * deployment's static agreements and policies: their own policy refuses the connections axe makes).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { frames = true }: { frames?: boolean } = {},
): Promise<void> {
  // An axe run takes seconds on a busy 2-core machine: each one gives its test that much more time, so a test that
  // checks four screens is not cut short by the timeout meant for one (CI failed so at 30 s).
  test.info().setTimeout(test.info().timeout + AXE_RUN_ALLOWANCE_MS);
  const builder = new AxeBuilder({ page });
  const { violations } = await (frames ? builder : builder.exclude('iframe')).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

export interface ScriptCost {
  path: string;
  gzipBytes: number;
}

/**
 * Loads `url` on a fresh page and sizes every script it fetched until the network is idle, as the
 * gzip of the same file in the demo build the browser tests run against, dist-demo/<deployment>/ (what a compressing
 * server would send).
 */
export async function firstVisitScripts(page: Page, url: string, deployment: string): Promise<ScriptCost[]> {
  return (await firstVisitScriptPaths(page, url)).map((path) => {
    const file = join(process.cwd(), DEMO_DIST, deployment, path);
    return { path, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length };
  });
}

export async function expectFirstVisitWithinBudget(
  page: Page,
  url: string,
  deployment: string,
  budgetKb = FIRST_VISIT_JS_BUDGET_KB,
): Promise<void> {
  const scripts = await firstVisitScripts(page, url, deployment);
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const detail = scripts.map((s) => `${s.path} ${(s.gzipBytes / 1000).toFixed(1)} KB`).join(', ');
  test
    .info()
    .annotations.push({
      type: 'first-visit JS',
      description: `${(total / 1000).toFixed(1)} KB gzip in ${scripts.length} scripts: ${detail}`,
    });
  expect(scripts.length, 'the page loaded no script at all').toBeGreaterThan(0);
  expect(
    total / 1000,
    `first visit to ${url} on ${deployment} downloads ${(total / 1000).toFixed(1)} KB gzip of JavaScript (budget ${budgetKb} KB): ${detail}`,
  ).toBeLessThanOrEqual(budgetKb);
}
