/**
 * The fault matrix (tests/e2e/faultMatrix.ts; issue 12, CONTRACT §4) keeps whole: a call a page starts to make without
 * a row fails here, as does a row whose screen does not make its call. What the build knows is plain Node: it runs
 * here rather than in the browser project that plays the rows (tests/e2e/fault-matrix.spec.ts).
 */
import { expect, test } from 'vitest';
import { pageUse } from '../../renderer/toolchain/compile/compilePage.ts';
import { loadProject, pageForDeployment } from '../../renderer/toolchain/project/project.ts';
import { MATRIX } from '../e2e/faultMatrix.ts';
import { CALLS } from '../fixtures/gatewayFaults.ts';

/**
 * Every call each screen makes, as `call@route`, in any deployment: what the build knows (pageUse, with each
 * deployment's patches and the shared flows in place).
 */
function callsMade(): Set<string> {
  const project = loadProject();
  const made = new Set<string>();
  for (const deployment of project.deployments.keys()) {
    for (const route of project.pages.keys()) {
      for (const call of pageUse(pageForDeployment(project, deployment, route)).calls) made.add(`${call}@${route}`);
    }
  }
  return made;
}

test('the matrix has a row for every call a page makes, and each row names a call its screen makes', () => {
  const made = callsMade();
  const calls = new Set([...made].map((use) => use.split('@')[0]!));
  const covered = new Set(MATRIX.map((row) => row.call));
  expect([...calls].filter((call) => !covered.has(call)).sort(), 'calls a page makes with no row').toEqual([]);
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
});
