/**
 * The borrowers' vitals and failures, rendered in the browser (./monitoringChecks.ts; rendered on the server:
 * tests/ssr/monitoring.spec.ts).
 */
import { test } from './cspGuard.ts';
import { checkVitalsAndErrors } from './monitoringChecks.ts';

test('vitals and failures reach the collector from three screens rendered in the browser, with nothing personal in any beacon', async ({
  page,
  request,
}) => {
  await checkVitalsAndErrors(page, request, 'browser');
});
