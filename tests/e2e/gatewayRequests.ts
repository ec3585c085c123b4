/** The gateway requests a page makes, as the browser sent them: recorded in order, and their parameters read. */
import type { Page, Request } from '@playwright/test';
import { BEACONS_PATH } from '../../demo/gateway/beaconHandlers.ts';

/** The query and form parameters of a request (the demo gateway reads both). */
export function paramsOf(request: Request): Record<string, string> {
  const params = Object.fromEntries(new URL(request.url()).searchParams);
  const body = request.postData();
  if (body && (request.headers()['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
  }
  return params;
}

/** Every request the page makes to the gateway, in order. */
export function recordGateway(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    // The borrowers' beacons go to a collector under the gateway base (docs/monitoring.md): not a call of the app's.
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/gateway/') && path !== `/gateway${BEACONS_PATH}`) seen.push(request);
  });
  return seen;
}

export function callsTo(requests: Request[], path: string): Request[] {
  return requests.filter((request) => new URL(request.url()).pathname === path);
}
