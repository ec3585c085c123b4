/**
 * The demo's collector of the borrowers' beacons (issue 32, renderer/browser/monitoring/): what a
 * lender's real endpoint would get, kept in the demo gateway's state (the last BEACONS_KEPT) and
 * listed for `npm run vitals` and the tests. POST <base>/beacons takes one (text/plain JSON, as the
 * app sends it); GET lists them, newest last.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { GatewayState } from './state.ts';

/**
 * The path under the gateway base the shipped demo brands send their beacons to (deployments/*.json
 * monitoring.endpoint).
 */
export const BEACONS_PATH = '/beacons';
export const BEACONS_KEPT = 500;

export function beaconHandlers(state: GatewayState, { at }: { at: (path: string) => string }): HttpHandler[] {
  return [
    http.post(at(BEACONS_PATH), async ({ request }) => {
      let beacon: unknown;
      try {
        beacon = JSON.parse(await request.text());
      } catch {
        return new HttpResponse(null, { status: 400 });
      }
      state.beacons.push(beacon);
      state.beacons.splice(0, Math.max(0, state.beacons.length - BEACONS_KEPT));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(at(BEACONS_PATH), () => HttpResponse.json(state.beacons)),
  ];
}
