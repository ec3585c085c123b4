/**
 * `npm run bench` (not part of `npm test`): the performance figures of one deployment's production
 * build beside a hand-written React page of the same loan details (scripts/bench/reference/), with
 * issue 13's targets. It builds both afresh (dist/bench/), serves both with `vite preview` and the
 * demo gateway, and reports:
 *  - first-visit JavaScript of /loanDetails as the browser fetched it, every route's chunks, the
 *    build's total, and a scan for a runtime schema compiler or template parser;
 *  - rows on screen: median of N cold loads each at 4x CPU on a phone viewport, from ONE
 *    interleaved run (reference, ours, …), and the ratio;
 *  - Lighthouse mobile (median of 3) and the first-visit JS (manifest) of six routes;
 *  - the /loanDetails request waterfall and where the main thread's time goes (written to
 *    reports/bench/, printed with --trace), and the machine's load at start and end.
 * Missed targets are reported, not failures: the exit code is non-zero only when the bench breaks.
 *
 *   npm run bench [-- --trace] [-- --runs=5] [-- --lighthouse-runs=3] [-- --skip-lighthouse]
 *   DEPLOYMENT=<id> picks the deployment (default kilat); BENCH_PORT_BASE=4330 fixes the ports (+1, +2, +3).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DEPLOYMENT } from '../renderer/compile/sources.ts';
import { launch } from './bench/browser.ts';
import { allRoutes, browserFirstVisit, fileIndex, kb, readManifest, routeFirstVisit, shippedJs, sizeOf, total } from './bench/firstVisit.ts';
import { lighthouseMedian, type LighthouseFigures } from './bench/lighthouse.ts';
import { REFERENCE_DIST, REPORT_DIR, appDist } from './bench/paths.ts';
import { profileLoads, renderProfile } from './bench/profile.ts';
import { TARGETS, Verdicts, machineLoad, millis, seconds, table } from './bench/report.ts';
import { LOAN_ORDER, benchRoutes } from './bench/routes.ts';
import { gatewayStart, interleavedRun, median, medianLoad, rowLabels } from './bench/rowsOnScreen.ts';
import { benchPort, buildBoth, startBoth, stopAll } from './bench/servers.ts';
import { composition } from './bench/sourceMaps.ts';
import { renderWaterfall, waterfallRows, gatewayVersusPage } from './bench/waterfall.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Math.max(1, Math.round(Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1])) || fallback);
const deployment = process.env.DEPLOYMENT ?? DEFAULT_DEPLOYMENT;
const runs = option('runs', 5);
const lighthouseRuns = option('lighthouse-runs', 3);
const dist = appDist(deployment);

/** Markers of code that compiles schemas or parses templates in the browser. */
const FORBIDDEN: [string, RegExp][] = [
  ['ajv (schema compiler)', /\bajv\b|strict mode: unknown keyword|schema with key or id|addKeyword\(/i],
  ['new Function / Function()', /(?<![\w$.])new\s+Function\s*\(|(?<![\w$.])Function\s*\(\s*["'`]/],
  ['eval(', /(?<![\w$.])eval\s*\(/],
  ["mustache's parser", /Unclosed tag at|Unopened section|Unclosed section|mustache\.js/],
];

function buildReport(): string[] {
  const files = shippedJs(dist);
  const sources = files.map((file) => readFileSync(join(dist, file), 'utf8'));
  const scan = FORBIDDEN.map(([name, pattern]) => {
    const hits = files.filter((_, i) => pattern.test(sources[i]!));
    return [name, hits.length ? `found in ${hits.join(', ')}` : 'none', hits.length ? 'FAIL' : 'PASS'];
  });
  const manifest = readManifest(dist);
  const raw = files.reduce((sum, file) => sum + sizeOf(dist, file).raw, 0);
  return [
    table(`Build dist/bench/${deployment}: every route's chunks (from .vite/manifest.json; English)`, ['route', 'page + block chunks', 'raw KB', 'gzip KB', 'first visit gzip KB'], allRoutes(manifest, dist, deployment, 'en')),
    `total JS of the build: ${files.length} files, ${kb(raw)} KB raw, ${kb(total(files.map((file) => sizeOf(dist, file))))} KB gzip`,
    table('Runtime schema compiler / template parser in shipped JS', ['looked for', 'result', 'verdict'], scan),
  ];
}

async function main(): Promise<void> {
  const loadAtStart = machineLoad();
  console.log(`bench of ${deployment}; machine at start: ${loadAtStart}`);
  buildBoth(deployment);
  const servers = await startBoth(deployment);
  console.log(`ours at ${servers.ours}, the hand-written reference at ${servers.reference} (vite preview + demo gateway each)`);
  const routes = benchRoutes(deployment);
  const loan = routes.find((route) => route.key === 'loanDetails')!;
  const manifest = readManifest(dist);
  const files = fileIndex(manifest);
  const verdicts = new Verdicts();
  const out: string[] = [];
  const results: Record<string, unknown> = { deployment, loadAtStart, runs, lighthouseRuns };

  // First visits in the browser (unthrottled), as a check of the manifest's figures.
  const browser = await launch();
  const measured = new Map<string, number>();
  try {
    for (const route of routes) {
      const scripts = await browserFirstVisit(browser, servers.ours + route.address, dist);
      measured.set(route.key, total(scripts));
      if (route === loan) {
        out.push(table(`First visit to ${route.address}: JavaScript downloaded (gzip of the dist file)`, ['chunk', 'gzip KB'], [...scripts.map((s) => [s.file, kb(s.gzip)]), [`total: ${scripts.length} scripts`, kb(total(scripts))]]));
      }
    }
  } finally {
    await browser.close();
  }
  out.push(...buildReport());

  // Rows on screen, interleaved.
  const rows = await interleavedRun(servers, loan.address, LOAN_ORDER, runs);
  const refJs = total(shippedJs(REFERENCE_DIST).map((file) => sizeOf(REFERENCE_DIST, file)));
  const rowsRow = (name: string, loads: typeof rows.ours, js: number) => [
    name,
    millis(median(loads.map((l) => l.rows))),
    loads.map((l) => Math.round(l.rows)).join(', '),
    millis(median(loads.map((l) => gatewayStart(l) ?? NaN))),
    millis(median(loads.map((l) => l.fcp ?? NaN))),
    kb(js),
  ];
  const ratio = median(rows.ours.map((l) => l.rows)) / median(rows.reference.map((l) => l.rows));
  out.push(
    table(
      `Rows on screen at ${loan.address}: ${runs} cold loads each at 4x CPU, 390x844 phone, one interleaved run (ms from navigation start)`,
      ['page', 'rows on screen (median)', 'each load', 'gateway call starts (median)', 'first paint (median)', 'JS gzip KB'],
      [rowsRow('hand-written reference', rows.reference, refJs), rowsRow('ours', rows.ours, total(routeFirstVisit(manifest, dist, deployment, 'loanDetails', loan.language)))],
    ),
    `ratio ours / reference: ${verdicts.mark(`${ratio.toFixed(2)}x`, ratio <= TARGETS.rowsRatio, 'rows-on-screen ratio')} (target ≤ ${TARGETS.rowsRatio.toFixed(2)}x)`,
  );
  results.rows = { ratio, reference: rows.reference, ours: rows.ours };

  // The waterfall of the median loads, and a traced load for the profile.
  const oursMedian = medianLoad(rows.ours);
  const oursRows = waterfallRows(oursMedian, files);
  const waterfall = [
    renderWaterfall(`ours, ${loan.address} at 4x CPU (the median load of the run: rows at ${Math.round(oursMedian.rows)} ms)`, oursMedian, oursRows),
    renderWaterfall(`hand-written reference, same address (its median load: rows at ${Math.round(medianLoad(rows.reference).rows)} ms)`, medianLoad(rows.reference), waterfallRows(medianLoad(rows.reference), files)),
  ].join('\n\n');
  const traceBrowser = await launch();
  let profileText: string;
  try {
    const profile = await profileLoads(traceBrowser, servers.ours + loan.address, rowLabels(LOAN_ORDER), dist, files);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
    const parts = composition(dist, entry);
    const entryRaw = parts.reduce((sum, part) => sum + part.bytes, 0);
    profileText = [
      `Entry ${entry}: ${kb(entryRaw)} KB raw, ${kb(sizeOf(dist, entry).gzip)} KB gzip; by source module (generated bytes, from its source map):`,
      ...parts.slice(0, 25).map((part) => `  ${kb(part.bytes).padStart(7)} KB ${((part.bytes / entryRaw) * 100).toFixed(1).padStart(5)} %  ${part.module}`),
      '',
      `${profile.loads.length} traced cold loads of ${loan.address}, unthrottled (rows at ${profile.loads.map((l) => Math.round(l.rows)).join(', ')} ms; gateway call at ${profile.loads.map((l) => millis(gatewayStart(l))).join(', ')}):`,
      renderProfile(profile),
    ].join('\n');
    results.profile = profile.windows;
  } finally {
    await traceBrowser.close();
  }
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, 'loanDetails-waterfall.txt'), `${waterfall}\n`);
  writeFileSync(join(REPORT_DIR, 'entry-profile.txt'), `${profileText}\n`);
  out.push(`\nwaterfall (ours): ${gatewayVersusPage(oursRows) ?? 'no gateway call seen'}; the whole chart: reports/bench/loanDetails-waterfall.txt, the entry profile: reports/bench/entry-profile.txt${args.includes('--trace') ? ' (below)' : ' (or --trace)'}`);
  if (args.includes('--trace')) out.push(`\n${waterfall}\n\n${profileText}`);

  // Lighthouse and first-visit JS per route, against the targets.
  const lighthouse = new Map<string, LighthouseFigures>();
  if (!args.includes('--skip-lighthouse')) {
    const port = await benchPort(3);
    for (const [name, url] of [...routes.map((route) => [route.key, servers.ours + route.address]), ['reference', servers.reference + loan.address]] as const) {
      process.stdout.write(`Lighthouse ×${lighthouseRuns}: ${url}\n`);
      lighthouse.set(name, await lighthouseMedian(url, lighthouseRuns, port));
    }
  }
  const targetRows = routes.map((route) => {
    const lh = lighthouse.get(route.key);
    const js = total(routeFirstVisit(manifest, dist, deployment, route.key, route.language));
    const jsLimit = route.key === 'loanDetails' ? TARGETS.loanDetailsJsKb : TARGETS.anyRouteJsKb;
    const check = (text: string, ok: boolean, what: string) => verdicts.mark(text, ok, `${route.key} ${what}`);
    return [
      route.address,
      lh ? check(String(lh.score), lh.score >= TARGETS.lighthouse, 'score') : 'skipped',
      lh ? check(seconds(lh.lcp), lh.lcp <= TARGETS.lcpMs, 'LCP') : '',
      lh ? check(millis(lh.tbt), lh.tbt <= TARGETS.tbtMs, 'TBT') : '',
      lh ? check(lh.cls.toFixed(3), lh.cls <= TARGETS.cls, 'CLS') : '',
      lh ? seconds(lh.fcp) : '',
      check(`${kb(js)} KB (≤ ${jsLimit})`, js / 1000 <= jsLimit, 'first-visit JS'),
      `${kb(measured.get(route.key) ?? 0)} KB`,
    ];
  });
  const ref = lighthouse.get('reference');
  if (ref) targetRows.push([`reference ${loan.address}`, String(ref.score), seconds(ref.lcp), millis(ref.tbt), ref.cls.toFixed(3), seconds(ref.fcp), `${kb(refJs)} KB`, '']);
  out.push(
    table(
      `Lighthouse mobile (median of ${lighthouseRuns}, simulated throttling) and first-visit JS, against issue 13's targets`,
      [`route`, `score (≥ ${TARGETS.lighthouse})`, `LCP (≤ ${seconds(TARGETS.lcpMs)})`, `TBT (≤ ${TARGETS.tbtMs} ms)`, `CLS (≤ ${TARGETS.cls})`, 'FCP', 'first-visit JS gzip, manifest', 'in the browser'],
      targetRows,
    ),
  );
  results.lighthouse = Object.fromEntries(lighthouse);
  stopAll();

  const loadAtEnd = machineLoad();
  results.loadAtEnd = loadAtEnd;
  writeFileSync(join(REPORT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(out.join('\n'));
  console.log(`\n${verdicts.summary()}`);
  console.log(`machine at start: ${loadAtStart}\nmachine at end:   ${loadAtEnd}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    stopAll();
    process.exit(2);
  },
);
