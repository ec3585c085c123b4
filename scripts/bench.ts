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
 *
 *   npm run bench [-- --trace] [-- --runs=5] [-- --lighthouse-runs=3] [-- --skip-lighthouse] [-- --skip-soak] [-- --soak-only] [-- --taps-only] [-- --quick]
 *   (--taps-only: the build, RENDER=server serve and the reference, and the tap alone)
 *   DEPLOYMENT=<id> picks the deployment (default kilat); BENCH_PORT_BASE=6600 fixes the ports (+1, +2, +3).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DEPLOYMENT } from '../renderer/toolchain/project/project.ts';
import { INTERACTIVE_MARK, launch, type LoadTimings } from './bench/browser.ts';
import {
  allRoutes,
  browserFirstVisit,
  fileIndex,
  kb,
  readManifest,
  routeFirstVisit,
  shippedJs,
  sizeOf,
  total,
} from './bench/firstVisit.ts';
import { LIGHTHOUSE_VERSION, lighthouseMedian, type LighthouseMedian } from './bench/lighthouse.ts';
import { NETWORK_PROFILES, type NetworkProfile } from './bench/network.ts';
import { REFERENCE_DIST, REPORT_DIR, appDist, mapsDir } from './bench/paths.ts';
import { profileLoads, renderProfile } from './bench/profile.ts';
import { TARGETS, Verdicts, machineLoad, millis, profileLabel, ratio, seconds, table } from './bench/report.ts';
import { LOAN_ORDER, benchRoutes } from './bench/routes.ts';
import { gatewayStart, interleavedRun, median, medianLoad, rowLabels, type Contender } from './bench/rowsOnScreen.ts';
import { benchPort, buildBoth, startReference, startServe, stopAll, type RenderMode } from './bench/servers.ts';
import { renderUnderLoad, type RenderLoad } from './bench/serverTiming.ts';
import { composition } from './bench/sourceMaps.ts';
import { SOAK, soakBoth, type SoakRun } from './bench/soak.ts';
import { renderWaterfall, waterfallRows, gatewayVersusPage } from './bench/waterfall.ts';
import { TAP_AFTER_PAINT_MS, interleavedTaps, type TapTiming } from './bench/tapToEffect.ts';
import { catalogueFile } from '../renderer/toolchain/project/authoredFiles.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const option = (name: string, fallback: number) =>
  Math.max(1, Math.round(Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1])) || fallback);
const deployment = process.env.DEPLOYMENT ?? DEFAULT_DEPLOYMENT;
const runs = option('runs', quick ? 3 : 5);
const lighthouseRuns = option('lighthouse-runs', quick ? 1 : 3);
const loadRounds = option('load-rounds', quick ? 2 : 4);
const dist = appDist(deployment);
const maps = mapsDir(deployment);

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
    table(
      `Build dist/${deployment}: every route's chunks (from .vite/manifest.json; English)`,
      ['route', 'page + block chunks', 'raw KB', 'gzip KB', 'first visit gzip KB'],
      allRoutes(manifest, dist, deployment, 'en'),
    ),
    `total JS of the build: ${files.length} files, ${kb(raw)} KB raw, ${kb(total(files.map((file) => sizeOf(dist, file))))} KB gzip`,
    table('Runtime schema compiler / template parser in shipped JS', ['looked for', 'result', 'verdict'], scan),
  ];
}

const MODE_NAME: Record<RenderMode, string> = {
  server: 'ours, rendered on the server',
  client: 'ours, rendered in the browser',
};

interface ProfileRun {
  profile: NetworkProfile;
  /** Loads per contender name. */
  loads: Map<string, LoadTimings[]>;
}

const medianOf = (loads: LoadTimings[] | undefined, pick: (load: LoadTimings) => number | null) =>
  loads?.length ? median(loads.map((load) => pick(load) ?? NaN)) : NaN;

const soakRequests = quick ? SOAK.requests / 4 : SOAK.requests;

/** The soak's table and its target row (bench/soak.ts). */
async function soakReport(
  routes: { address: string }[],
  verdicts: Verdicts,
): Promise<{ text: string; target: string[]; runs: { bounded: SoakRun; unbounded: SoakRun } }> {
  process.stdout.write(
    `renderer memory soak: ${soakRequests} requests at ${SOAK.connections} concurrent, twice (as production starts it; V8's default heap)\n`,
  );
  const runs = await soakBoth(
    deployment,
    routes.map((route) => route.address),
    soakRequests,
  );
  const mb = (value: number) => `${Math.round(value)} MB`;
  const row = (name: string, run: SoakRun) => [
    name,
    `${run.requests} (${run.non2xx} not 2xx, ${run.errors} errors)`,
    `${Math.round(run.perSecond)}/s`,
    `${run.p50} / ${run.p99} ms`,
    mb(run.rssStartMb),
    mb(run.rssPeakMb),
    mb(run.rssEndMb),
    mb(run.rssIdleMb),
  ];
  const text = table(
    `Renderer memory soak: node dist/server/node.mjs on the demo gateway, ${soakRequests} requests over ${SOAK.connections} connections across the bench's routes (autocannon, to the adapter directly), RSS from /proc every 250 ms; ${cpus().length} cores`,
    ['started as', 'requests', 'rate', 'latency p50 / p99', 'RSS start', 'RSS peak', 'RSS at the end', 'RSS 5 s idle'],
    [
      row(`node ${runs.bounded.flags.join(' ')} (production)`, runs.bounded),
      row("node (V8's default heap: the reference)", runs.unbounded),
    ],
  );
  const { bounded, unbounded } = runs;
  const target = [
    `renderer RSS after ${soakRequests} requests at ${SOAK.connections} concurrent: < ${SOAK.rssLimitMb} MB`,
    `${mb(bounded.rssEndMb)} (peak ${mb(bounded.rssPeakMb)}) vs ${mb(unbounded.rssEndMb)} with V8's default heap; rate ${ratio(bounded.perSecond / unbounded.perSecond)}`,
    verdicts.mark(
      ratio(bounded.rssEndMb / unbounded.rssEndMb),
      bounded.rssEndMb < SOAK.rssLimitMb && bounded.errors === 0 && bounded.non2xx === 0,
      'renderer memory soak',
    ),
  ];
  return { text, target, runs };
}

/** Repay's label on the bench's loan details (its language's catalogue). */
function repayLabel(language: string): string {
  return (JSON.parse(readFileSync(catalogueFile(language), 'utf8')) as { loan: { repay: string } }).loan.repay;
}

/**
 * Repay tapped TAP_AFTER_PAINT_MS after its paint, ours beside the reference, per network profile (issue 33): the
 * table, and a target row per profile (ours / the reference, when the tap takes effect).
 */
async function tapReport(
  reference: Contender,
  ours: Contender,
  loan: { address: string; language: string },
  verdicts: Verdicts,
): Promise<{ text: string; targets: string[][]; runs: Record<string, TapTiming[][]> }> {
  const rows: string[][] = [];
  const targets: string[][] = [];
  const runsByProfile: Record<string, TapTiming[][]> = {};
  for (const profile of NETWORK_PROFILES) {
    const [refTaps, ourTaps] = await interleavedTaps(
      [reference, ours],
      loan.address,
      repayLabel(loan.language),
      runs,
      profile,
    );
    runsByProfile[profile.key] = [refTaps!, ourTaps!];
    const at = (taps: TapTiming[], pick: keyof TapTiming) => median(taps.map((tap) => tap[pick]));
    const value = at(ourTaps!, 'effect') / at(refTaps!, 'effect');
    const limit = TARGETS.tapRatio[profile.key];
    const mark = verdicts.mark(ratio(value), value <= limit, `tap ${profile.key}`);
    const pair = (taps: TapTiming[]) => `${millis(at(taps, 'tapped'))} → ${millis(at(taps, 'effect'))}`;
    rows.push([
      profileLabel(profile.key),
      pair(refTaps!),
      pair(ourTaps!),
      `${mark} (≤ ${limit.toFixed(2)}x)`,
      `${millis(at(refTaps!, 'painted'))} / ${millis(at(ourTaps!, 'painted'))}`,
      ourTaps!.map((tap) => Math.round(tap.effect)).join(', '),
    ]);
    targets.push([
      `Repay tapped ${TAP_AFTER_PAINT_MS} ms after its paint takes effect, network ${profileLabel(profile.key)}: ≤ ${limit.toFixed(2)}x the hand-written page`,
      `${millis(at(ourTaps!, 'effect'))} (${ours.name}) vs ${millis(at(refTaps!, 'effect'))}`,
      mark,
    ]);
  }
  const text = table(
    `Repay tapped ${TAP_AFTER_PAINT_MS} ms after it is painted, until it takes effect (the address leaves ${new URL(loan.address, 'https://bench.invalid').pathname}), at ${loan.address}: ${runs} cold loads each at 4x CPU, 390x844 phone, one interleaved run per network (medians, ms from navigation start)`,
    [
      'network',
      'hand-written: tapped → takes effect',
      `${ours.name}: tapped → takes effect`,
      'ratio (target)',
      'Repay painted: hand-written / ours',
      'ours, each load: takes effect',
    ],
    rows,
  );
  return { text, targets, runs: runsByProfile };
}

async function main(): Promise<void> {
  const loadAtStart = machineLoad();
  console.log(`bench of ${deployment}${quick ? ' (--quick)' : ''}; machine at start: ${loadAtStart}`);
  buildBoth(deployment);
  const routes = benchRoutes(deployment);
  const loan = routes.find((route) => route.key === 'loanDetails')!;
  if (args.includes('--soak-only')) {
    const verdicts = new Verdicts();
    const { text, target } = await soakReport(routes, verdicts);
    console.log([text, table('Target', ['target', 'measured', 'ratio / verdict'], [target])].join('\n'));
    console.log(`\n${verdicts.summary()}\nmachine at start: ${loadAtStart}\nmachine at end:   ${machineLoad()}`);
    return;
  }

  if (args.includes('--taps-only')) {
    // The build, RENDER=server serve and the reference alone: the tap (issue 33).
    const served = await startServe(deployment, 'server', await benchPort(1), loan.address);
    const reference = await startReference(await benchPort(3));
    const verdicts = new Verdicts();
    const ours = served.render === 'server' ? MODE_NAME.server : MODE_NAME.client;
    const {
      text,
      targets,
      runs: taps,
    } = await tapReport(
      { name: 'hand-written reference', origin: reference, marksInteractive: true },
      { name: ours, origin: served.origin, marksInteractive: true },
      loan,
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
    return;
  }

  // The servers: npm run serve in each rendering mode, the reference behind nginx.
  // RENDER=server serve stops when the build made no renderer (or, before it had one, serves the browser's page).
  const served = await startServe(deployment, 'server', await benchPort(1), loan.address).catch((error: unknown) => {
    console.log(
      `RENDER=server npm run serve did not serve (${error instanceof Error ? error.message : String(error)})`,
    );
    return null;
  });
  const client = await startServe(deployment, 'client', await benchPort(2), loan.address);
  const reference = await startReference(await benchPort(3));
  const serverRendering = served?.render === 'server';
  const modes: { mode: RenderMode; origin: string }[] = [
    { mode: 'client', origin: client.origin },
    ...(served && serverRendering ? [{ mode: 'server' as const, origin: served.origin }] : []),
  ];
  /** What `npm run serve` sends by default: the server's HTML when it has a renderer. */
  const primary = modes[modes.length - 1]!;
  console.log(`reference ${reference}; ${modes.map(({ mode, origin }) => `${MODE_NAME[mode]} ${origin}`).join('; ')}`);
  if (!serverRendering) {
    served?.stop();
    console.log(
      `RENDER=server npm run serve answered without Server-Timing: render (no server renderer in this build): measuring browser rendering only`,
    );
  }

  const manifest = readManifest(dist);
  const files = fileIndex(manifest);
  const marksInteractive = shippedJs(dist).some((file) =>
    readFileSync(join(dist, file), 'utf8').includes(INTERACTIVE_MARK),
  );
  if (!marksInteractive)
    console.log(
      `the build sets no ${INTERACTIVE_MARK} mark yet: "taps work" is shown as — for ours (the reference marks it)`,
    );
  const verdicts = new Verdicts();
  const out: string[] = [];
  const results: Record<string, unknown> = {
    deployment,
    loadAtStart,
    runs,
    lighthouseRuns,
    serverRendering,
    marksInteractive,
  };

  // First visits in the browser (unthrottled, as `npm run serve` sends them: the primary mode), as a check of the manifest's figures.
  const render = primary.mode === 'server' ? 'server' : 'browser';
  const browser = await launch();
  const measured = new Map<string, number>();
  try {
    for (const route of routes) {
      const scripts = await browserFirstVisit(browser, primary.origin + route.address, dist);
      measured.set(route.key, total(scripts));
      if (route === loan) {
        out.push(
          table(
            `First visit to ${route.address}: JavaScript downloaded (gzip of the dist file)`,
            ['chunk', 'gzip KB'],
            [...scripts.map((s) => [s.file, kb(s.gzip)]), [`total: ${scripts.length} scripts`, kb(total(scripts))]],
          ),
        );
      }
    }
  } finally {
    await browser.close();
  }
  out.push(...buildReport());

  // Rows on screen and taps working, per network profile, interleaved.
  const contenders: Contender[] = [
    { name: 'hand-written reference', origin: reference, marksInteractive: true },
    ...modes.map(({ mode, origin }) => ({ name: MODE_NAME[mode], origin, marksInteractive })),
  ];
  const refJs = total(shippedJs(REFERENCE_DIST).map((file) => sizeOf(REFERENCE_DIST, file)));
  const oursJs = total(routeFirstVisit(manifest, dist, deployment, 'loanDetails', loan.language, render));
  const profileRuns: ProfileRun[] = [];
  for (const profile of NETWORK_PROFILES) {
    const run = await interleavedRun(contenders, loan.address, LOAN_ORDER, runs, profile);
    const loads = new Map(contenders.map((contender, i) => [contender.name, run[i]!]));
    profileRuns.push({ profile, loads });
    const refRows = medianOf(loads.get(contenders[0]!.name), (l) => l.rows);
    out.push(
      table(
        `Rows on screen at ${loan.address}, network ${profile.name}: ${runs} cold loads each at 4x CPU, 390x844 phone, one interleaved run (ms from navigation start)`,
        [
          'page',
          'rows on screen (median)',
          'ratio',
          'each load',
          'taps work (median)',
          'gateway call starts (browser)',
          'first paint',
          'JS gzip KB',
        ],
        contenders.map(({ name }, i) => {
          const each = loads.get(name)!;
          const rows = medianOf(each, (l) => l.rows);
          return [
            name,
            millis(rows),
            i === 0 ? '' : ratio(rows / refRows),
            each.map((l) => Math.round(l.rows)).join(', '),
            millis(medianOf(each, (l) => l.interactive)),
            millis(medianOf(each, (l) => gatewayStart(l))),
            millis(medianOf(each, (l) => l.fcp)),
            kb(i === 0 ? refJs : oursJs),
          ];
        }),
      ),
    );
  }
  results.rows = profileRuns.map(({ profile, loads }) => ({ profile: profile.key, ...Object.fromEntries(loads) }));

  // Repay tapped soon after it is painted: when the tap takes effect, ours (what serve sends by default) beside the reference.
  const taps = await tapReport(contenders[0]!, contenders[contenders.length - 1]!, loan, verdicts);
  out.push(taps.text);
  results.taps = taps.runs;

  // The waterfall of the median loads (no network throttling), and traced loads for the profile.
  const unthrottled = profileRuns[0]!.loads;
  const oursMedian = medianLoad(unthrottled.get(MODE_NAME[primary.mode])!);
  const referenceMedian = medianLoad(unthrottled.get(contenders[0]!.name)!);
  const oursRows = waterfallRows(oursMedian, files);
  const waterfall = [
    renderWaterfall(
      `${MODE_NAME[primary.mode]}, ${loan.address} at 4x CPU (the median load, no network throttling: rows at ${Math.round(oursMedian.rows)} ms)`,
      oursMedian,
      oursRows,
    ),
    renderWaterfall(
      `hand-written reference, same address (its median load: rows at ${Math.round(referenceMedian.rows)} ms)`,
      referenceMedian,
      waterfallRows(referenceMedian, files),
    ),
  ].join('\n\n');
  const traceBrowser = await launch();
  let profileText: string;
  try {
    const profile = await profileLoads(traceBrowser, client.origin + loan.address, rowLabels(LOAN_ORDER), maps, files);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
    const parts = composition(maps, entry);
    const entryRaw = parts.reduce((sum, part) => sum + part.bytes, 0);
    profileText = [
      `Entry ${entry}: ${kb(entryRaw)} KB raw, ${kb(sizeOf(dist, entry).gzip)} KB gzip; by source module (generated bytes, from its source map):`,
      ...parts
        .slice(0, 25)
        .map(
          (part) =>
            `  ${kb(part.bytes).padStart(7)} KB ${((part.bytes / entryRaw) * 100).toFixed(1).padStart(5)} %  ${part.module}`,
        ),
      '',
      `${profile.loads.length} traced cold loads of ${loan.address} rendered in the browser, unthrottled (rows at ${profile.loads.map((l) => Math.round(l.rows)).join(', ')} ms; gateway call at ${profile.loads.map((l) => millis(gatewayStart(l))).join(', ')}):`,
      renderProfile(profile),
    ].join('\n');
    results.profile = profile.windows;
  } finally {
    await traceBrowser.close();
  }
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, 'loanDetails-waterfall.txt'), `${waterfall}\n`);
  writeFileSync(join(REPORT_DIR, 'entry-profile.txt'), `${profileText}\n`);
  out.push(
    `\nwaterfall (${MODE_NAME[primary.mode]}): ${gatewayVersusPage(oursRows) ?? 'no gateway call from the browser'}; the whole chart: reports/bench/loanDetails-waterfall.txt, the entry profile: reports/bench/entry-profile.txt${args.includes('--trace') ? ' (below)' : ' (or --trace)'}`,
  );
  if (args.includes('--trace')) out.push(`\n${waterfall}\n\n${profileText}`);

  // The server's render time under load, per route.
  const renderLoads = new Map<string, RenderLoad>();
  if (serverRendering) {
    for (const route of routes) {
      process.stdout.write(
        `server render: ${loadRounds} rounds of ${TARGETS.concurrency} concurrent requests for ${route.address}\n`,
      );
      renderLoads.set(
        route.key,
        await renderUnderLoad(served!.origin + route.address, TARGETS.concurrency, loadRounds),
      );
    }
    out.push(
      table(
        `Server render time (Server-Timing: render, gateway excluded) under ${TARGETS.concurrency} concurrent requests through nginx, ${loadRounds} rounds per route, ${cpus().length} cores; an answer without it is nginx's static fallback (the renderer late, down or failing)`,
        ['route', 'rendered / requests', 'render p50', 'render p95', 'gateway p50', 'response p50', 'response p95'],
        routes.map((route) => {
          const load = renderLoads.get(route.key)!;
          return [
            route.address,
            `${load.rendered} / ${load.requests}`,
            millis(load.renderP50),
            millis(load.renderP95),
            millis(load.gatewayP50),
            millis(load.responseP50),
            millis(load.responseP95),
          ];
        }),
      ),
    );
  } else {
    out.push('\nServer render time: — (npm run serve has no server renderer in this build)');
  }
  results.serverRender = Object.fromEntries(renderLoads);

  // The renderer's memory under sustained load.
  const soaked = serverRendering && !args.includes('--skip-soak') ? await soakReport(routes, verdicts) : undefined;
  if (soaked) {
    out.push(soaked.text);
    results.soak = soaked.runs;
  }

  // Lighthouse, as its CLI runs with its defaults, per route (and the reference).
  const lighthouse = new Map<string, LighthouseMedian>();
  if (!args.includes('--skip-lighthouse')) {
    rmSync(join(REPORT_DIR, 'lighthouse'), { recursive: true, force: true });
    const targets: [string, string][] = [
      ...routes.map((route): [string, string] => [`${primary.mode} ${route.key}`, primary.origin + route.address]),
      ...(serverRendering && !quick ? [['client loanDetails', client.origin + loan.address] as [string, string]] : []),
      ['reference', reference + loan.address],
    ];
    for (const [name, url] of targets) {
      process.stdout.write(`Lighthouse ×${lighthouseRuns}: ${url}\n`);
      lighthouse.set(
        name,
        lighthouseMedian(url, lighthouseRuns, join(REPORT_DIR, 'lighthouse', name.replace(' ', '-'))),
      );
    }
  }
  const lighthouseRow = (label: string, lh: LighthouseMedian | undefined, js: string, inBrowser: string) => [
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
  const jsRows = routes.map((route) => {
    const js = total(routeFirstVisit(manifest, dist, deployment, route.key, route.language, render));
    const jsLimit =
      route.key !== 'loanDetails'
        ? TARGETS.anyRouteJsKb
        : render === 'server'
          ? TARGETS.serverLoanDetailsJsKb
          : TARGETS.loanDetailsJsKb;
    return lighthouseRow(
      `${route.address} (${primary.mode})`,
      lighthouse.get(`${primary.mode} ${route.key}`),
      verdicts.mark(`${kb(js)} KB (≤ ${jsLimit})`, js / 1000 <= jsLimit, `${route.key} first-visit JS`),
      `${kb(measured.get(route.key) ?? 0)} KB`,
    );
  });
  if (serverRendering && lighthouse.has('client loanDetails'))
    jsRows.push(lighthouseRow(`${loan.address} (client)`, lighthouse.get('client loanDetails'), '', ''));
  jsRows.push(lighthouseRow(`reference ${loan.address}`, lighthouse.get('reference'), `${kb(refJs)} KB`, ''));
  out.push(
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
  );
  results.lighthouse = Object.fromEntries(lighthouse);
  const busiest = Math.max(...[...lighthouse.values()].map((lh) => lh.load));
  if (busiest > cpus().length) {
    out.push(
      `⚠ the machine was busy during Lighthouse (1-minute load up to ${busiest.toFixed(2)} on ${cpus().length} cores): its simulated TBT is the main-thread time this machine observed x4, so TBT and the score read worse than on a quiet machine (README: Performance)`,
    );
  }

  // The targets, in one table.
  const targetRows: string[][] = [];
  const clientName = MODE_NAME.client;
  for (const { profile, loads } of profileRuns) {
    const refRows = medianOf(loads.get(contenders[0]!.name), (l) => l.rows);
    const oursRows = medianOf(loads.get(MODE_NAME[primary.mode]), (l) => l.rows);
    const limit = TARGETS.rowsRatio[profile.key];
    const value = oursRows / refRows;
    targetRows.push([
      `rows on screen, network ${profileLabel(profile.key)}: ≤ ${limit.toFixed(2)}x the hand-written page`,
      `${millis(oursRows)} (${primary.mode}) vs ${millis(refRows)}`,
      verdicts.mark(ratio(value), value <= limit, `rows ${profile.key}`),
    ]);
  }
  for (const { profile, loads } of profileRuns) {
    const interactive = medianOf(loads.get(MODE_NAME[primary.mode]), (l) => l.interactive);
    const clientRows = medianOf(loads.get(clientName), (l) => l.rows);
    const what = `taps ${profile.key}`;
    targetRows.push([
      `taps work, network ${profileLabel(profile.key)}: no later than rows on screen rendered in the browser`,
      marksInteractive ? `${millis(interactive)} (${primary.mode}) vs ${millis(clientRows)}` : '',
      marksInteractive
        ? verdicts.mark(ratio(interactive / clientRows), interactive <= clientRows, what)
        : verdicts.none(`no ${INTERACTIVE_MARK} mark in the build`, what),
    ]);
  }
  for (const route of routes) {
    const lh = lighthouse.get(`${primary.mode} ${route.key}`);
    const what = `${route.key} Lighthouse`;
    targetRows.push([
      `Lighthouse mobile ${route.key} (${primary.mode}): score ≥ ${TARGETS.lighthouse}, LCP ≤ ${seconds(TARGETS.lcpMs)}`,
      lh ? `${lh.score}, LCP ${seconds(lh.lcp)}` : '',
      lh
        ? `${verdicts.mark('score', lh.score >= TARGETS.lighthouse, `${what} score`)}, ${verdicts.mark('LCP', lh.lcp <= TARGETS.lcpMs, `${what} LCP`)}`
        : verdicts.none('skipped', what),
    ]);
  }
  const loanLoad = renderLoads.get('loanDetails');
  targetRows.push([
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
  ]);
  targetRows.push(...taps.targets);
  targetRows.push(
    soaked?.target ?? [
      `renderer RSS after ${soakRequests} requests at ${SOAK.connections} concurrent: < ${SOAK.rssLimitMb} MB`,
      '',
      verdicts.none(serverRendering ? 'skipped' : 'no server renderer in this build', 'renderer memory soak'),
    ],
  );
  out.push(
    table("Issue 24's and 33's targets (and issue 31's memory)", ['target', 'measured', 'ratio / verdict'], targetRows),
  );

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
