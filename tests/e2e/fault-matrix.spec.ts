/**
 * Every gateway call under every fault (issue 12; CONTRACT §4). The client's reading of each fault, for every call of
 * schemas/calls.json, is tests/unit/gatewayFaultKinds.test.ts'; here, for each call of SPEC §7 a screen of the kilat
 * build makes, the matrix's row (faultTableLoads.ts, faultTableSteps.ts, ...) is played by faultRunner.ts under two
 * neighbouring faults (faultsOfRow: each fault on two rows in five): a message in the
 * borrower's language, a way on that works, no spinner left, nothing typed lost, one Idempotency-Key per attempt for
 * the calls that move money or create a record; then a reply held as a 10 s delay would be, and the screen completing
 * once it arrives. The lumen build's rows run in lumen-fault-matrix.spec.ts. tests/unit/faultMatrixComplete.test.ts
 * keeps the matrix whole: a call a page starts to make without a row fails it. Rendered on the server (`npm run
 * serve`), the server's own call failing or over its budget, and the renderer itself failing, are played by
 * tests/serve/render-content.spec.ts and render-fallback.spec.ts: the borrower then gets this page rendered in the
 * browser, whose calls this matrix covers.
 */
import { test } from './cspGuard.ts';
import { MATRIX } from './faultMatrix.ts';
import { playEntry } from './faultRunner.ts';
import { faultsOfRow } from '../fixtures/gatewayFaults.ts';

MATRIX.forEach((entry, row) => {
  if ((entry.brand ?? 'kilat') !== 'kilat') return;
  const faults = faultsOfRow(row);
  test(`${entry.call} (${entry.market}), ${entry.step}: ${faults.join(' then ')}, then a slow reply`, async ({
    page,
  }) => {
    await playEntry(page, entry, faults);
  });
});
