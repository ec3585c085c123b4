/**
 * The fault matrix as a whole: its rows. A page that starts to make a call without a row here fails the completeness
 * test (tests/unit/faultMatrixComplete.test.ts, plain Node, from what the build knows), as does a row whose screen does
 * not make its call; the browser workers that play the rows never load the build's toolchain.
 */
import type { MatrixEntry } from './faultRunner.ts';
import { LOAD_ROWS } from './faultTableLoads.ts';
import { PRODUCT_ROWS } from './faultTableProducts.ts';
import { PROMOTION_ROWS } from './faultTablePromotion.ts';
import { STEP_ROWS } from './faultTableSteps.ts';

export const MATRIX: readonly MatrixEntry[] = [...LOAD_ROWS, ...STEP_ROWS, ...PROMOTION_ROWS, ...PRODUCT_ROWS];
