/**
 * Checks of the browser suites: axe (no serious or critical violations; the one accessibility spec,
 * tests/ssr/screens.spec.ts, is its only user) and the first-visit JavaScript budget measured on the demo build.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_VISIT_JS_BUDGET_KB } from './jsBudgets.ts';
import { firstVisitScriptPaths } from '../browser.ts';
import { DEMO_DIST } from '../../renderer/toolchain/vite/demoBuild.ts';

/** axe-core's own bundle, put in the page as it is (CDP's evaluation is not bound by the page's CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** How much longer a test may take for each axe run it makes. */
const AXE_RUN_ALLOWANCE_MS = 5_000;

/**
 * No serious or critical axe violation on the page as it is now, `where` naming it in the failure.
 *
 * axe runs in the page itself, results reduced to the violations, rather than through @axe-core/playwright: that
 * opens a blank page to finish each run and returns every pass and every node, 3.3 CPU-s a run on a 2-core machine
 * against 0.3 here (measured side by side on four screens). Framed documents are left out (`iframes: false`): the
 * deployment's agreements and policies are sandboxed without scripts, where axe cannot run and would wait for them;
 * the frame element itself is still checked (its title), and the documents are checked on their own
 * (tests/fixtures/screenStates.ts' DOCUMENTS). With `clock` the page's clock is stopped (a dialog that lasts 1.5 s
 * stays while axe looks): axe's own timers then run 1 ms at a time until it is done.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  { clock = false }: { clock?: boolean } = {},
): Promise<void> {
  test.info().setTimeout(test.info().timeout + AXE_RUN_ALLOWANCE_MS);
  // Once a document: parsing and starting axe's 550 KB took 0.2-0.9 s of a run's 0.5-1.8.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const run = page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') & { _audit: AxeAudit } };
    // A rule none of whose checks can fail as serious or critical (landmarks, heading order, `region`: the slowest
    // of all) can never be reported here, so it is not run. Read from axe's own metadata, so an upgrade keeps it true.
    const { rules, data } = axe._audit;
    const low = (id: string) => !['serious', 'critical'].includes(data.checks[id]?.impact ?? 'critical');
    const lowOnly = rules.filter((rule) => [...rule.any, ...rule.all, ...rule.none].every((check) => low(check.id)));
    const { violations } = await axe.run(document, {
      iframes: false,
      resultTypes: ['violations'],
      rules: Object.fromEntries(lowOnly.map((rule) => [rule.id, { enabled: false }])),
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  let done = !clock;
  void run.finally(() => (done = true)).catch(() => undefined);
  while (!done) await page.clock.runFor(1).catch(() => undefined);
  const serious = await run;
  expect(serious, `${where}:\n${serious.join('\n')}`).toEqual([]);
}

/** The part of axe's internal audit read above (not in its published types). */
interface AxeAudit {
  rules: { id: string; any: { id: string }[]; all: { id: string }[]; none: { id: string }[] }[];
  data: { checks: Record<string, { impact?: string } | undefined> };
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
