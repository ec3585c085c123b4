/**
 * The fault matrix's rows of the lumen build (fault-matrix.spec.ts has the kilat ones and the
 * completeness test): the calls only lumen's features make, such as loan details' products.
 */
import { test } from './cspGuard.ts';
import { MATRIX } from './faultMatrix.ts';
import { playEntry } from './faultRunner.ts';
import { faultsOfRow } from '../fixtures/gatewayFaults.ts';

MATRIX.forEach((entry, row) => {
  if (entry.brand !== 'lumen') return;
  const faults = faultsOfRow(row);
  test(`${entry.call} (${entry.market}), ${entry.step}: ${faults.join(' then ')}, then a slow reply`, async ({
    page,
  }) => {
    await playEntry(page, entry, faults);
  });
});
