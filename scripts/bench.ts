/**
 * `npm run bench` (not part of `npm test`): what a borrower gets from `npm run serve`, beside a
 * hand-written React page of the same loan details (scripts/bench/reference/), against issue 24's
 * targets. It builds once (dist/<id>/, as serve builds it), runs `npm run serve --no-build` once per
 * rendering mode (RENDER=server when the build has the server renderer, RENDER=client) and the
 * reference behind the same nginx, and reports:
 *  - rows on screen and taps working (the page's `loan-pages:interactive` mark): median of N cold
 *    loads each at 4x CPU on a 390x844 phone, on three network profiles (none, slow 4G, 3G), each
 *    from ONE interleaved run (reference, ours…), and the ratios;
 *  - Repay tapped 250 ms after it is painted, and when the tap takes effect (the address leaves loan
 *    details), ours beside the reference on the same profiles (bench/tapToEffect.ts, issue 33);
 *  - the server's render time (Server-Timing: render) p50/p95 under 50 concurrent requests per route;
 *  - the renderer's memory soak: RSS after 20,000 requests at 50 concurrent, started as production
 *    starts it, beside the same with V8's default heap (bench/soak.ts);
 *  - Lighthouse as its CLI runs with its defaults (lighthouse.ts says why) on six routes;
 *  - first-visit JavaScript, the build's chunks, a scan for a runtime schema compiler or template
 *    parser, the /loanDetails waterfall and entry profile (reports/bench/, printed with --trace);
 *  - one table of the targets, and the machine's load at start and end.
 * Missed targets are reported, not failures: the exit code is non-zero only when the bench breaks.
 * Each of those is a function of its own, in scripts/bench/<what>Report.ts beside the module that measures it; main
 * reads the command line (bench/options.ts) and runs the modes it asks for.
 *
 * npm run bench [-- --trace] [-- --runs=5] [-- --lighthouse-runs=3] [-- --skip-lighthouse] [-- --skip-soak] [--
 * --soak-only] [-- --taps-only] [-- --quick]
 *   [-- --lighthouse-only]
 *   (--taps-only: the build, RENDER=server serve and the reference, and the tap alone; --lighthouse-only: the build,
 *   RENDER=server serve and Lighthouse on the six routes alone)
 *   DEPLOYMENT=<id> picks the deployment (default kilat); BENCH_PORT_BASE=6600 fixes the ports (+1, +2, +3).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMarksInteractive, buildReport } from './bench/buildReport.ts';
import { MODE_NAME, REFERENCE_NAME, contendersOf, startServers } from './bench/contenders.ts';
import { fileIndex, readManifest, routeFirstVisit, shippedJs, sizeOf, total } from './bench/firstVisit.ts';
import { firstVisitReport } from './bench/firstVisitReport.ts';
import { lighthouseMedian } from './bench/lighthouse.ts';
import { lighthouseReport, runLighthouse } from './bench/lighthouseReport.ts';
import { parseOptions, type BenchOptions } from './bench/options.ts';
import { REFERENCE_DIST, REPORT_DIR, appDist, mapsDir } from './bench/paths.ts';
import { Verdicts, machineLoad, millis, seconds, table } from './bench/report.ts';
import { benchRoutes, type BenchRoute } from './bench/routes.ts';
import { rowsReport } from './bench/rowsReport.ts';
import { benchPort, buildBoth, startReference, startServe, stopAll } from './bench/servers.ts';
import { serverTimingReport } from './bench/serverTimingReport.ts';
import { soakReport } from './bench/soakReport.ts';
import { tapReport } from './bench/tapReport.ts';
import { targetReport } from './bench/targetReport.ts';
import { traceReport } from './bench/traceReport.ts';

/** --soak-only: the renderer's memory soak alone, and its target. */
async function soakOnly(options: BenchOptions, routes: BenchRoute[], loadAtStart: string): Promise<void> {
  const verdicts = new Verdicts();
  const { text, target } = await soakReport(options, routes, verdicts);
  console.log([text, table('Target', ['target', 'measured', 'ratio / verdict'], [target])].join('\n'));
  console.log(`\n${verdicts.summary()}\nmachine at start: ${loadAtStart}\nmachine at end:   ${machineLoad()}`);
}

/**
 * --taps-only: RENDER=server serve and the reference alone, and the tap (issue 33); written to reports/bench/taps.json.
 */
async function tapsOnly(options: BenchOptions, loan: BenchRoute, loadAtStart: string): Promise<void> {
  const { deployment, runs } = options;
  const served = await startServe(deployment, 'server', await benchPort(1), loan.address);
  const reference = await startReference(await benchPort(3));
  const verdicts = new Verdicts();
  const {
    text,
    targets,
    runs: taps,
  } = await tapReport(
    { name: REFERENCE_NAME, origin: reference, marksInteractive: true },
    { name: MODE_NAME[served.render], origin: served.origin, marksInteractive: true },
    loan,
    runs,
    verdicts,
  );
  stopAll();
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(
    join(REPORT_DIR, 'taps.json'),
    `${JSON.stringify({ deployment, loadAtStart, runs, taps, loadAtEnd: machineLoad() }, null, 2)}\n`,
  );
  console.log([text, table("Issue 33's tap targets", ['target', 'measured', 'ratio / verdict'], targets)].join('\n'));
  console.log(`\n${verdicts.summary()}\nmachine at start: ${loadAtStart}\nmachine at end:   ${machineLoad()}`);
}

/**
 * --lighthouse-only: Lighthouse's CLI with its defaults (bench/lighthouse.ts) on the six routes as RENDER=server serve
 * sends them, its reports in reports/bench/lighthouse/.
 */
async function lighthouseOnly(options: BenchOptions, routes: BenchRoute[], loadAtStart: string): Promise<void> {
  const served = await startServe(options.deployment, 'server', await benchPort(1), routes[0]!.address);
  const rows = routes.map((route) => {
    const url = served.origin + route.address;
    process.stdout.write(`Lighthouse ×${options.lighthouseRuns}: ${url}\n`);
    const lh = lighthouseMedian(url, options.lighthouseRuns, join(REPORT_DIR, 'lighthouse', `server-${route.key}`));
    return [
      `${route.address} (${MODE_NAME[served.render]})`,
      `${lh.score} (${lh.scores.join(', ')})`,
      seconds(lh.lcp),
      millis(lh.tbt),
      lh.cls.toFixed(3),
      millis(lh.scriptMs),
      String(Math.round(lh.benchmarkIndex)),
      lh.load.toFixed(2),
    ];
  });
  stopAll();
  const header = [
    'route',
    'score (runs)',
    'LCP',
    'TBT',
    'CLS',
    'entry JS main thread',
    'benchmarkIndex',
    'load (1 min)',
  ];
  console.log(table(`Lighthouse CLI, its defaults, median of ${options.lighthouseRuns}`, header, rows));
  console.log(`machine at start: ${loadAtStart}\nmachine at end:   ${machineLoad()}`);
}

/**
 * The whole bench (the default): every mode in turn, then the targets; the figures also in reports/bench/results.json.
 */
async function allModes(options: BenchOptions, routes: BenchRoute[], loan: BenchRoute, loadAtStart: string) {
  const { deployment, runs } = options;
  const servers = await startServers(deployment, loan.address);
  const { primary, serverRendering } = servers;
  const dist = appDist(deployment);
  const manifest = readManifest(dist);
  const marksInteractive = buildMarksInteractive(dist);
  const verdicts = new Verdicts();
  const out: string[] = [];
  const results: Record<string, unknown> = {
    deployment,
    loadAtStart,
    runs,
    lighthouseRuns: options.lighthouseRuns,
    serverRendering,
    marksInteractive,
  };

  const render: 'server' | 'browser' = primary.mode === 'server' ? 'server' : 'browser';
  const firstVisits = await firstVisitReport(primary.origin, routes, loan, dist);
  out.push(firstVisits.text, ...buildReport(dist, deployment));

  const contenders = contendersOf(servers, marksInteractive);
  const js = {
    reference: total(shippedJs(REFERENCE_DIST).map((file) => sizeOf(REFERENCE_DIST, file))),
    ours: total(routeFirstVisit(manifest, dist, deployment, 'loanDetails', loan.language, render)),
  };
  const rows = await rowsReport(contenders, loan.address, runs, js);
  out.push(...rows.texts);
  results.rows = rows.profileRuns.map(({ profile, loads }) => ({ profile: profile.key, ...Object.fromEntries(loads) }));

  // Repay tapped soon after it is painted: when the tap takes effect, ours (what serve sends by default) beside the
  // reference.
  const taps = await tapReport(contenders[0]!, contenders[contenders.length - 1]!, loan, runs, verdicts);
  out.push(taps.text);
  results.taps = taps.runs;

  const build = { dist, manifest, files: fileIndex(manifest), maps: mapsDir(deployment) };
  const trace = await traceReport(servers, rows.profileRuns[0]!.loads, loan.address, build, options.trace);
  out.push(...trace.texts);
  results.profile = trace.windows;

  const { text: renderText, renderLoads } = await serverTimingReport(servers, routes, options.loadRounds);
  out.push(renderText);
  results.serverRender = Object.fromEntries(renderLoads);

  const soaked = serverRendering && !options.skipSoak ? await soakReport(options, routes, verdicts) : undefined;
  if (soaked) {
    out.push(soaked.text);
    results.soak = soaked.runs;
  }

  const lighthouse = runLighthouse(options, servers, routes, loan);
  const firstVisitJs = { dist, manifest, render, measured: firstVisits.measured, reference: js.reference };
  out.push(...lighthouseReport(options, servers, routes, loan, lighthouse, firstVisitJs, verdicts));
  results.lighthouse = Object.fromEntries(lighthouse);

  out.push(
    targetReport(
      {
        profileRuns: rows.profileRuns,
        primary: primary.mode,
        serverRendering,
        marksInteractive,
        routes,
        lighthouse,
        renderLoads,
        tapTargets: taps.targets,
        soakTarget: soaked?.target,
        soakRequests: options.soakRequests,
      },
      verdicts,
    ),
  );

  stopAll();
  const loadAtEnd = machineLoad();
  results.loadAtEnd = loadAtEnd;
  writeFileSync(join(REPORT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(out.join('\n'));
  console.log(`\n${verdicts.summary()}`);
  console.log(`machine at start: ${loadAtStart}\nmachine at end:   ${loadAtEnd}`);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const loadAtStart = machineLoad();
  console.log(`bench of ${options.deployment}${options.quick ? ' (--quick)' : ''}; machine at start: ${loadAtStart}`);
  buildBoth(options.deployment);
  const routes = benchRoutes(options.deployment);
  const loan = routes.find((route) => route.key === 'loanDetails')!;
  if (options.soakOnly) await soakOnly(options, routes, loadAtStart);
  else if (options.tapsOnly) await tapsOnly(options, loan, loadAtStart);
  else if (options.lighthouseOnly) await lighthouseOnly(options, routes, loadAtStart);
  else await allModes(options, routes, loan, loadAtStart);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    stopAll();
    process.exit(2);
  },
);
