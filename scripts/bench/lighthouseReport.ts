/**
 * Lighthouse, as its CLI runs with its defaults (lighthouse.ts says why), per route in the primary mode (and loan
 * details rendered in the browser, and the reference), in one table with each route's first-visit JavaScript against
 * issue 13's budgets: by the manifest (firstVisit.ts) and as the browser downloaded it (firstVisitReport.ts).
 */
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { BenchServers } from './contenders.ts';
import { kb, routeFirstVisit, total, type Manifest } from './firstVisit.ts';
import { LIGHTHOUSE_VERSION, lighthouseMedian, type LighthouseMedian } from './lighthouse.ts';
import type { BenchOptions } from './options.ts';
import { REPORT_DIR } from './paths.ts';
import { TARGETS, type Verdicts, millis, seconds, table } from './report.ts';
import type { BenchRoute } from './routes.ts';

/** Lighthouse's medians by name: `<primary mode> <route key>`, `client loanDetails`, `reference`. */
export type LighthouseRuns = Map<string, LighthouseMedian>;

/** The first-visit JavaScript the table shows beside Lighthouse's figures. */
export interface FirstVisitJs {
  dist: string;
  manifest: Manifest;
  /** How the primary mode's first visit is counted (routeFirstVisit). */
  render: 'server' | 'browser';
  /** Gzip bytes each route's first visit downloaded in the browser, by route key. */
  measured: Map<string, number>;
  /** Gzip bytes of the reference's JavaScript. */
  reference: number;
}

/** Runs Lighthouse on every route (none with --skip-lighthouse); its reports kept in reports/bench/lighthouse/. */
export function runLighthouse(
  { skipLighthouse, quick, lighthouseRuns }: BenchOptions,
  { primary, client, reference, serverRendering }: BenchServers,
  routes: BenchRoute[],
  loan: BenchRoute,
): LighthouseRuns {
  const lighthouse: LighthouseRuns = new Map();
  if (skipLighthouse) return lighthouse;
  rmSync(join(REPORT_DIR, 'lighthouse'), { recursive: true, force: true });
  const targets: [string, string][] = [
    ...routes.map((route): [string, string] => [`${primary.mode} ${route.key}`, primary.origin + route.address]),
    ...(serverRendering && !quick ? [['client loanDetails', client.origin + loan.address] as [string, string]] : []),
    ['reference', reference + loan.address],
  ];
  for (const [name, url] of targets) {
    process.stdout.write(`Lighthouse ×${lighthouseRuns}: ${url}\n`);
    lighthouse.set(name, lighthouseMedian(url, lighthouseRuns, join(REPORT_DIR, 'lighthouse', name.replace(' ', '-'))));
  }
  return lighthouse;
}

function lighthouseRow(label: string, lh: LighthouseMedian | undefined, js: string, inBrowser: string): string[] {
  return [
    label,
    lh ? `${lh.score} (${lh.scores.join(', ')})` : 'skipped',
    lh ? seconds(lh.lcp) : '',
    lh ? millis(lh.tbt) : '',
    lh ? lh.cls.toFixed(3) : '',
    lh ? seconds(lh.fcp) : '',
    lh ? millis(lh.scriptMs) : '',
    lh ? String(Math.round(lh.benchmarkIndex)) : '',
    lh ? lh.load.toFixed(2) : '',
    js,
    inBrowser,
  ];
}

/** The table, and a warning when the machine was busier than its cores during Lighthouse. */
export function lighthouseReport(
  { deployment, lighthouseRuns }: BenchOptions,
  { primary, serverRendering }: BenchServers,
  routes: BenchRoute[],
  loan: BenchRoute,
  lighthouse: LighthouseRuns,
  js: FirstVisitJs,
  verdicts: Verdicts,
): string[] {
  const jsRows = routes.map((route) => {
    const routeJs = total(routeFirstVisit(js.manifest, js.dist, deployment, route.key, route.language, js.render));
    const jsLimit =
      route.key !== 'loanDetails'
        ? TARGETS.anyRouteJsKb
        : js.render === 'server'
          ? TARGETS.serverLoanDetailsJsKb
          : TARGETS.loanDetailsJsKb;
    return lighthouseRow(
      `${route.address} (${primary.mode})`,
      lighthouse.get(`${primary.mode} ${route.key}`),
      verdicts.mark(`${kb(routeJs)} KB (≤ ${jsLimit})`, routeJs / 1000 <= jsLimit, `${route.key} first-visit JS`),
      `${kb(js.measured.get(route.key) ?? 0)} KB`,
    );
  });
  if (serverRendering && lighthouse.has('client loanDetails'))
    jsRows.push(lighthouseRow(`${loan.address} (client)`, lighthouse.get('client loanDetails'), '', ''));
  jsRows.push(lighthouseRow(`reference ${loan.address}`, lighthouse.get('reference'), `${kb(js.reference)} KB`, ''));
  const texts = [
    table(
      `Lighthouse ${LIGHTHOUSE_VERSION} CLI, its defaults (mobile, simulated throttling), median of ${lighthouseRuns} (reports: reports/bench/lighthouse/); first-visit JS gzip (issue 13's budgets)`,
      [
        'route',
        'score (runs)',
        'LCP',
        'TBT',
        'CLS',
        'FCP',
        'entry JS main thread',
        'benchmarkIndex',
        'load (1 min)',
        'first-visit JS, manifest',
        'in the browser',
      ],
      jsRows,
    ),
  ];
  const busiest = Math.max(...[...lighthouse.values()].map((lh) => lh.load));
  if (busiest > cpus().length) {
    texts.push(
      `⚠ the machine was busy during Lighthouse (1-minute load up to ${busiest.toFixed(2)} on ${cpus().length} cores): its simulated TBT is the main-thread time this machine observed x4, so TBT and the score read worse than on a quiet machine (docs/performance.md)`,
    );
  }
  return texts;
}
