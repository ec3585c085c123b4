/**
 * The fault matrix as a whole: its rows, and the check that it covers every call a page makes.
 * What a page makes is what the build knows (pageUse over loadSources, with each deployment's
 * patches and the shared flows in place), so a page that starts to make a call without a row here
 * fails the completeness test (tests/unit/faultMatrixComplete.test.ts, plain Node), as does a row whose screen does not
 * make its call.
 */
import { pageUse } from '../../renderer/toolchain/compile/compilePage.ts';
import { loadProject, pageForDeployment } from '../../renderer/toolchain/project/project.ts';
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
