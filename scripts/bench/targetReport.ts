/**
 * Issue 24's, 33's and 42's targets (and issue 31's memory) in one table, from what the other modes measured. A
 * target is marked here in the table's order, so the summary lists the missed ones in that order too.
 */
import { cpus } from 'node:os';
import { INTERACTIVE_MARK } from './browser.ts';
import { MODE_NAME, REFERENCE_NAME } from './contenders.ts';
import type { LighthouseRuns } from './lighthouseReport.ts';
import type { RenderLoad } from './serverTiming.ts';
import { TARGETS, type Verdicts, millis, profileLabel, ratio, seconds, table } from './report.ts';
import type { BenchRoute } from './routes.ts';
import { medianOf, type ProfileRun } from './rowsReport.ts';
import type { RenderMode } from './servers.ts';
import { soakTargetText } from './soakReport.ts';

export interface Measured {
  profileRuns: ProfileRun[];
  /** The mode `npm run serve` sends by default. */
  primary: RenderMode;
  serverRendering: boolean;
  marksInteractive: boolean;
  routes: BenchRoute[];
  lighthouse: LighthouseRuns;
  renderLoads: Map<string, RenderLoad>;
  /** The tap's target rows, marked already (tapReport.ts). */
  tapTargets: string[][];
  /** The soak's target row, marked already; none when it did not run. */
  soakTarget: string[] | undefined;
  soakRequests: number;
}

function rowsTargets({ profileRuns, primary }: Measured, verdicts: Verdicts): string[][] {
  return profileRuns.map(({ profile, loads }) => {
    const refRows = medianOf(loads.get(REFERENCE_NAME), (l) => l.rows);
    const oursRows = medianOf(loads.get(MODE_NAME[primary]), (l) => l.rows);
    const limit = TARGETS.rowsRatio[profile.key];
    const value = oursRows / refRows;
    return [
      `rows on screen, network ${profileLabel(profile.key)}: ≤ ${limit.toFixed(2)}x the hand-written page`,
      `${millis(oursRows)} (${primary}) vs ${millis(refRows)}`,
      verdicts.mark(ratio(value), value <= limit, `rows ${profile.key}`),
    ];
  });
}

function tapsWorkTargets({ profileRuns, primary, marksInteractive }: Measured, verdicts: Verdicts): string[][] {
  return profileRuns.map(({ profile, loads }) => {
    const interactive = medianOf(loads.get(MODE_NAME[primary]), (l) => l.interactive);
    const clientRows = medianOf(loads.get(MODE_NAME.client), (l) => l.rows);
    const what = `taps ${profile.key}`;
    return [
      `taps work, network ${profileLabel(profile.key)}: no later than rows on screen rendered in the browser`,
      marksInteractive ? `${millis(interactive)} (${primary}) vs ${millis(clientRows)}` : '',
      marksInteractive
        ? verdicts.mark(ratio(interactive / clientRows), interactive <= clientRows, what)
        : verdicts.none(`no ${INTERACTIVE_MARK} mark in the build`, what),
    ];
  });
}

/**
 * Issue 42's: rows on 3G at most 0.30x, and taps work at most 1.5x the hand-written page's own mark, which it sets at
 * its first commit: its "loading..." line, before its Repay exists (docs/performance.md, "What taps work is measured
 * against").
 */
function issue42Targets({ profileRuns, primary, marksInteractive }: Measured, verdicts: Verdicts): string[][] {
  const rows: string[][] = [];
  for (const { profile, loads } of profileRuns) {
    const ours = loads.get(MODE_NAME[primary]);
    const reference = loads.get(REFERENCE_NAME);
    if (profile.key === '3g') {
      const value = medianOf(ours, (l) => l.rows) / medianOf(reference, (l) => l.rows);
      rows.push([
        `rows on screen, network 3G: ≤ ${TARGETS.rowsRatio3g.toFixed(2)}x the hand-written page (issue 42)`,
        `${millis(medianOf(ours, (l) => l.rows))} (${primary}) vs ${millis(medianOf(reference, (l) => l.rows))}`,
        verdicts.mark(ratio(value), value <= TARGETS.rowsRatio3g, 'rows 3g (issue 42)'),
      ]);
    }
    const what = `taps work ${profile.key} (issue 42)`;
    const oursAt = medianOf(ours, (l) => l.interactive);
    const referenceAt = medianOf(reference, (l) => l.interactive);
    rows.push([
      `taps work, network ${profileLabel(profile.key)}: ≤ ${TARGETS.tapsWorkRatio.toFixed(2)}x the hand-written page's first commit (issue 42)`,
      marksInteractive ? `${millis(oursAt)} (${primary}) vs ${millis(referenceAt)}` : '',
      marksInteractive
        ? verdicts.mark(ratio(oursAt / referenceAt), oursAt / referenceAt <= TARGETS.tapsWorkRatio, what)
        : verdicts.none(`no ${INTERACTIVE_MARK} mark in the build`, what),
    ]);
  }
  return rows;
}

function lighthouseTargets({ routes, lighthouse, primary }: Measured, verdicts: Verdicts): string[][] {
  return routes.map((route) => {
    const lh = lighthouse.get(`${primary} ${route.key}`);
    const what = `${route.key} Lighthouse`;
    return [
      `Lighthouse mobile ${route.key} (${primary}): score ≥ ${TARGETS.lighthouse}, LCP ≤ ${seconds(TARGETS.lcpMs)}`,
      lh ? `${lh.score}, LCP ${seconds(lh.lcp)}` : '',
      lh
        ? `${verdicts.mark('score', lh.score >= TARGETS.lighthouse, `${what} score`)}, ${verdicts.mark('LCP', lh.lcp <= TARGETS.lcpMs, `${what} LCP`)}`
        : verdicts.none('skipped', what),
    ];
  });
}

function serverRenderTarget({ renderLoads }: Measured, verdicts: Verdicts): string[] {
  const loanLoad = renderLoads.get('loanDetails');
  return [
    `server render of loan details, ${TARGETS.concurrency} concurrent requests on ${cpus().length} cores: p95 < ${TARGETS.renderP95Ms} ms`,
    loanLoad
      ? `p95 ${millis(loanLoad.renderP95)} (p50 ${millis(loanLoad.renderP50)}), ${loanLoad.rendered} of ${loanLoad.requests} rendered`
      : '',
    loanLoad
      ? verdicts.mark(
          millis(loanLoad.renderP95),
          loanLoad.renderP95 < TARGETS.renderP95Ms && loanLoad.rendered === loanLoad.requests,
          'server render p95',
        )
      : verdicts.none('no server renderer in this build', 'server render p95'),
  ];
}

export function targetReport(measured: Measured, verdicts: Verdicts): string {
  const targetRows: string[][] = [
    ...rowsTargets(measured, verdicts),
    ...tapsWorkTargets(measured, verdicts),
    ...issue42Targets(measured, verdicts),
    ...lighthouseTargets(measured, verdicts),
    serverRenderTarget(measured, verdicts),
    ...measured.tapTargets,
    measured.soakTarget ?? [
      soakTargetText(measured.soakRequests),
      '',
      verdicts.none(measured.serverRendering ? 'skipped' : 'no server renderer in this build', 'renderer memory soak'),
    ],
  ];
  return table(
    "Issue 24's, 33's and 42's targets (and issue 31's memory)",
    ['target', 'measured', 'ratio / verdict'],
    targetRows,
  );
}
