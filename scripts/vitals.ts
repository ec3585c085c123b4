/**
 * `npm run vitals`: what the demo collector got from the borrowers' phones (renderer/browser/monitoring/,
 * demo/gateway/beaconHandlers.ts), as an operator would read the real endpoint's: each vital's
 * 75th percentile per route and render mode, with how many page views it is of, and the last failures.
 * Reads the collector of a running `npm run serve` (PORT, default 4180) or `npm start` (PORT=4173), or
 * VITALS_URL (the beacons' list address).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { BEACON_VERSION, type Beacon } from '../renderer/browser/monitoring/beacon.ts';
import { VITAL_NAMES } from '../renderer/contract/monitoring.ts';
import type { Deployment } from '../renderer/contract/deployment/schema.ts';
import { DEFAULT_DEPLOYMENT, ROOT } from '../renderer/toolchain/project/project.ts';
import { table } from './bench/report.ts';
import { percentile } from './bench/serverTiming.ts';
import { BEACONS_PATH } from '../demo/gateway/beaconHandlers.ts';

/** One row per route and mode: each vital's p75 (and how many values it is of). */
export function vitalsTable(beacons: Beacon[]): string[][] {
  const groups = new Map<string, Map<string, number[]>>();
  for (const beacon of beacons) {
    const key = `${beacon.route ?? '(none)'}\t${beacon.mode}`;
    const byName = groups.get(key) ?? new Map<string, number[]>();
    groups.set(key, byName);
    for (const vital of beacon.vitals) byName.set(vital.name, [...(byName.get(vital.name) ?? []), vital.value]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, byName]) => {
      const [route, mode] = key.split('\t') as [string, string];
      return [
        route,
        mode,
        ...VITAL_NAMES.map((name) => {
          const values = byName.get(name);
          if (!values?.length) return '—';
          const p75 = percentile(values, 75);
          return `${name === 'CLS' ? p75.toFixed(3) : `${Math.round(p75)} ms`} (${values.length})`;
        }),
      ];
    });
}

async function main(): Promise<void> {
  const id = process.env.DEPLOYMENT || DEFAULT_DEPLOYMENT;
  const deployment = JSON.parse(readFileSync(join(ROOT, 'deployments', `${id}.json`), 'utf8')) as Deployment;
  const address =
    process.env.VITALS_URL ||
    `http://localhost:${process.env.PORT || 4180}${deployment.gateway.base.replace(/\/$/, '')}${BEACONS_PATH}`;
  let beacons: Beacon[];
  try {
    // What is not a beacon of ours (anyone can POST to a collector) is left out.
    beacons = ((await (await fetch(address)).json()) as Beacon[]).filter(
      (beacon) => beacon?.v === BEACON_VERSION && Array.isArray(beacon.vitals) && Array.isArray(beacon.errors),
    );
  } catch (error) {
    console.error(
      `vitals: nothing at ${address} (${error instanceof Error ? error.message : String(error)}): start npm run serve (or npm start with PORT=4173), open a few screens, then run this again`,
    );
    process.exit(1);
  }
  console.log(
    table(
      `Vitals from ${beacons.length} beacons at ${address}: p75 per route and render mode (values)`,
      ['route', 'mode', ...VITAL_NAMES],
      vitalsTable(beacons),
    ),
  );
  const errors = beacons
    .flatMap((beacon) => beacon.errors.map((error) => ({ ...error, release: beacon.release, mode: beacon.mode })))
    .slice(-10);
  console.log(
    table(
      `The last ${errors.length} failures (npm run stack turns a frame into source)`,
      ['kind', 'route', 'mode', 'what', 'where', 'release'],
      errors.map((error) => [
        error.kind,
        error.route ?? '—',
        error.mode,
        error.kind === 'gateway' ? `${error.call} ${error.failure}` : `${error.name}: ${error.message}`.slice(0, 60),
        error.block
          ? `block ${error.block}${error.node ? `#${error.node}` : ''}`
          : (error.stack.find((frame) => frame !== '?') ?? '—'),
        error.release,
      ]),
    ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) void main();
