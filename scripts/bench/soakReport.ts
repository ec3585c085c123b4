/** The soak's table and its target row (soak.ts measures). */
import { cpus } from 'node:os';
import type { BenchOptions } from './options.ts';
import { type Verdicts, ratio, table } from './report.ts';
import { SOAK, soakBoth, type SoakRun } from './soak.ts';

export interface SoakReport {
  text: string;
  target: string[];
  runs: { bounded: SoakRun; unbounded: SoakRun };
}

const mb = (value: number) => `${Math.round(value)} MB`;

function soakRow(name: string, run: SoakRun): string[] {
  return [
    name,
    `${run.requests} (${run.non2xx} not 2xx, ${run.errors} errors)`,
    `${Math.round(run.perSecond)}/s`,
    `${run.p50} / ${run.p99} ms`,
    mb(run.rssStartMb),
    mb(run.rssPeakMb),
    mb(run.rssEndMb),
    mb(run.rssIdleMb),
  ];
}

/** The soak's target line: what it says, before what was measured. */
export const soakTargetText = (soakRequests: number) =>
  `renderer RSS after ${soakRequests} requests at ${SOAK.connections} concurrent: < ${SOAK.rssLimitMb} MB`;

/** Soaks the renderer twice (as production starts it; V8's default heap) across the routes. */
export async function soakReport(
  { deployment, soakRequests }: BenchOptions,
  routes: { address: string }[],
  verdicts: Verdicts,
): Promise<SoakReport> {
  process.stdout.write(
    `renderer memory soak: ${soakRequests} requests at ${SOAK.connections} concurrent, twice (as production starts it; V8's default heap)\n`,
  );
  const runs = await soakBoth(
    deployment,
    routes.map((route) => route.address),
    soakRequests,
  );
  const text = table(
    `Renderer memory soak: node dist/server/node.mjs on the demo gateway, ${soakRequests} requests over ${SOAK.connections} connections across the bench's routes (autocannon, to the adapter directly), RSS from /proc every 250 ms; ${cpus().length} cores`,
    ['started as', 'requests', 'rate', 'latency p50 / p99', 'RSS start', 'RSS peak', 'RSS at the end', 'RSS 5 s idle'],
    [
      soakRow(`node ${runs.bounded.flags.join(' ')} (production)`, runs.bounded),
      soakRow("node (V8's default heap: the reference)", runs.unbounded),
    ],
  );
  const { bounded, unbounded } = runs;
  const target = [
    soakTargetText(soakRequests),
    `${mb(bounded.rssEndMb)} (peak ${mb(bounded.rssPeakMb)}) vs ${mb(unbounded.rssEndMb)} with V8's default heap; rate ${ratio(bounded.perSecond / unbounded.perSecond)}`,
    verdicts.mark(
      ratio(bounded.rssEndMb / unbounded.rssEndMb),
      bounded.rssEndMb < SOAK.rssLimitMb && bounded.errors === 0 && bounded.non2xx === 0,
      'renderer memory soak',
    ),
  ];
  return { text, target, runs };
}
