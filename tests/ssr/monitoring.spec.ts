/** The borrowers' vitals and failures, rendered on the server and hydrated (tests/e2e/monitoringChecks.ts). */
import { test } from '@playwright/test';
import { checkVitalsAndErrors } from '../e2e/monitoringChecks.ts';

test('vitals and failures reach the collector from three screens rendered on the server, with nothing personal in any beacon', async ({
  page,
  request,
}) => {
  await checkVitalsAndErrors(page, request, 'server');
});
