/**
 * The fault matrix as a whole: its rows, and the check that it covers every call a page makes.
 * What a page makes is what the build knows (pageUse over loadSources, with each deployment's
 * patches and the shared flows in place), so a page that starts to make a call without a row here
 * fails the completeness test, as does a row whose screen does not make its call.
 */
import { pageUse } from '../../renderer/toolchain/compile/compilePage.ts';
import { loadProject, pageForDeployment } from '../../renderer/toolchain/project/project.ts';
import { expect } from './cspGuard.ts';
import { CALLS } from './faultKit.ts';
import type { MatrixEntry } from './faultRunner.ts';
import { LOAD_ROWS } from './faultTableLoads.ts';
import { PRODUCT_ROWS } from './faultTableProducts.ts';
import { PROMOTION_ROWS } from './faultTablePromotion.ts';
import { STEP_ROWS } from './faultTableSteps.ts';

export const MATRIX: readonly MatrixEntry[] = [...LOAD_ROWS, ...STEP_ROWS, ...PROMOTION_ROWS, ...PRODUCT_ROWS];

/** Every call each screen makes, as `call@route`, in any deployment. */
export function callsMade(): Set<string> {
  const project = loadProject();
  const made = new Set<string>();
  for (const deployment of project.deployments.keys()) {
    for (const route of project.pages.keys()) {
      for (const call of pageUse(pageForDeployment(project, deployment, route)).calls) made.add(`${call}@${route}`);
    }
  }
  return made;
}

export function expectMatrixComplete(): void {
  const made = callsMade();
  const calls = new Set([...made].map((use) => use.split('@')[0]!));
  const covered = new Set(MATRIX.map((row) => row.call));
  expect(
    [...calls].filter((call) => !covered.has(call)).sort(),
    'calls a page makes with no row in the fault matrix',
  ).toEqual([]);
  expect(
    MATRIX.filter((row) => !made.has(`${row.call}@${row.route}`)).map((row) => `${row.call}@${row.route}`),
    'rows whose screen does not make their call',
  ).toEqual([]);
  expect(
    MATRIX.filter((row) => !CALLS[row.call]).map((row) => row.call),
    'rows naming no call of schemas/calls.json',
  ).toEqual([]);
  // Both languages are seen across the matrix (rows alternate markets).
  expect(new Set(MATRIX.map((row) => row.market))).toEqual(new Set(['in', 'id']));
}
