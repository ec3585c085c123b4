/**
 * Where a tap's time goes (issue 42): Repay on server-rendered loan details tapped at chosen moments after its paint,
 * cold loads at 4x CPU, and for each tap the page's own account of it, kept across the page load the tap makes:
 *
 * - the tap as the Event Timing API saw it on loan details (touch → click: when it was made, when its handlers ran, so
 *   how long the busy main thread held it), and whether taps worked by then (the app's mark);
 * - the main thread's long animation frames until the page left (their scripts: what kept the tap waiting);
 * - the next document's navigation (its start, request, the server's first byte, its commit), from the same clock.
 *
 * `tsx scripts/bench/tapTrace.ts [--build] [--offsets=0,250,500] [--runs=3] [--trace=dir]` on the bench's build (the
 * default brand's dist/, served by `npm run serve --no-build`; --build makes it first, as the bench does); --trace
 * also writes a Chrome trace of each load. `--profile [--cpu=1]`: no tap, the main thread's tasks until taps work with
 * V8's samples by source module and function, then its time until taps work by owner over the runs (./owners.ts;
 * docs/performance.md, "Where a tap's time goes" and "What taps work is measured against").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { coldPage, launch, LOAD_TIMEOUT_MS } from './browser.ts';
import { benchRoutes } from './routes.ts';
import { mapsDir } from './paths.ts';
import { originOf } from './sourceMaps.ts';
import { benchPort, buildBoth, startServe, stopAll } from './servers.ts';
import { ownerOf, ownersReport, ownersUntil, type CallFrame } from './owners.ts';

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** Plain JavaScript run in every document: keeps loan details' own timing in sessionStorage as it leaves. */
const RECORD = `(() => {
  const isNext = location.pathname !== '/loanDetails';
  const note = (key, value) => sessionStorage.setItem(key, JSON.stringify(value));
  if (isNext) {
    note('tapTrace.next', { origin: performance.timeOrigin, committed: performance.now() });
    return;
  }
  const frames = [];
  const events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      frames.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        scripts: entry.scripts.map((s) => ({ start: s.startTime, duration: s.duration, invoker: s.invoker, source: (s.sourceURL || '').split('/').pop(), fn: s.sourceFunctionName })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (['pointerdown', 'pointerup', 'touchstart', 'touchend', 'click', 'mousedown'].includes(entry.name))
        events.push({ name: entry.name, start: entry.startTime, processingStart: entry.processingStart, processingEnd: entry.processingEnd, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  addEventListener('click', () => note('tapTrace.click', { at: performance.now(), worked: performance.getEntriesByName('loan-pages:interactive').length > 0, hydrating: window.__loanPagesEarlyTaps ? window.__loanPagesEarlyTaps.on === false : null }), true);
  addEventListener('pagehide', () => {
    const entry = performance.getEntriesByType('resource').find((r) => /\\/index-[^/]*\\.js$/.test(r.name));
    const interactive = performance.getEntriesByName('loan-pages:interactive')[0];
    note('tapTrace.left', {
      origin: performance.timeOrigin,
      at: performance.now(),
      frames,
      events,
      entry: entry ? { start: entry.startTime, end: entry.responseEnd } : null,
      interactive: interactive ? interactive.startTime : null,
    });
  });
})();`;

interface Left {
  origin: number;
  at: number;
  frames: { start: number; duration: number; blocking: number; scripts: Record<string, unknown>[] }[];
  events: { name: string; start: number; processingStart: number; processingEnd: number; duration: number }[];
  entry: { start: number; end: number } | null;
  interactive: number | null;
}

async function traced(page: Page, dir: string | null, name: string, body: () => Promise<void>): Promise<void> {
  if (!dir) return body();
  const cdp = await page.context().newCDPSession(page);
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'loading',
        'navigation',
        'toplevel',
        'v8.execute',
        'input',
        'latencyInfo',
        'benchmark',
        'blink',
        'disabled-by-default-devtools.timeline.frame',
      ],
    },
    transferMode: 'ReportEvents',
  });
  try {
    await body();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    writeFileSync(join(dir, `${name}.json`), JSON.stringify({ traceEvents: events }));
  }
}

async function tapOnce(origin: string, address: string, offset: number, dir: string | null, name: string) {
  const browser = await launch();
  try {
    const watch = `(() => { window.__tapPaint = new Promise((resolve) => {
      const mo = new MutationObserver(() => { const c = document.evaluate('//*[text()="Repay"]', document, null, 9, null).singleNodeValue; if (!c) return; c.setAttribute('elementtiming', 'tap'); mo.disconnect(); });
      mo.observe(document, { childList: true, subtree: true, characterData: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.identifier === 'tap') { const b = e.element.getBoundingClientRect(); resolve({ time: e.renderTime, origin: performance.timeOrigin, x: b.left + b.width / 2, y: b.top + b.height / 2 }); } }).observe({ type: 'element', buffered: true });
    }); })();`;
    const { context, page } = await coldPage(browser, `${RECORD}\n${watch}`);
    try {
      let out: Record<string, unknown> = {};
      await traced(page, dir, name, async () => {
        await page.goto(origin + address, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
        const painted = (await page.evaluate('window.__tapPaint')) as {
          time: number;
          origin: number;
          x: number;
          y: number;
        };
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, painted.origin + painted.time + offset - Date.now())),
        );
        const left = page.waitForURL((url) => url.pathname !== '/loanDetails', {
          waitUntil: 'commit',
          timeout: LOAD_TIMEOUT_MS,
        });
        const tapped = Date.now() - painted.origin;
        await page.touchscreen.tap(painted.x, painted.y);
        await left;
        const effect = Date.now() - painted.origin;
        await page.waitForLoadState('domcontentloaded');
        const read = (key: string) => page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? 'null'), key);
        const [leftPage, next, click] = (await Promise.all(
          ['tapTrace.left', 'tapTrace.next', 'tapTrace.click'].map(read),
        )) as [
          Left | null,
          { origin: number; committed: number } | null,
          { at: number; worked: boolean; hydrating: boolean | null } | null,
        ];
        const nav = (await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON())) as Record<
          string,
          number
        > & { serverTiming?: { name: string; duration: number }[] };
        const shift = next && leftPage ? next.origin - leftPage.origin : NaN;
        out = {
          painted: Math.round(painted.time),
          tapped,
          effect,
          entryScript: leftPage?.entry && [Math.round(leftPage.entry.start), Math.round(leftPage.entry.end)],
          interactive: leftPage?.interactive && Math.round(leftPage.interactive),
          clickHandled: click && Math.round(click.at),
          workedAtClick: click?.worked,
          hydratingAtClick: click?.hydrating,
          tapEvents: leftPage?.events.map(
            (e) => `${e.name} ${Math.round(e.start)}→${Math.round(e.processingStart)}..${Math.round(e.processingEnd)}`,
          ),
          nextNavStart: Math.round(shift),
          nextRequest: Math.round(shift + nav.requestStart!),
          nextFirstByte: Math.round(shift + nav.responseStart!),
          nextResponseEnd: Math.round(shift + nav.responseEnd!),
          nextServer: nav.serverTiming?.map((t) => `${t.name} ${Math.round(t.duration)}`).join(', '),
          nextCommitted: next ? Math.round(shift + next.committed) : null,
          leftAt: leftPage && Math.round(leftPage.at),
          longFrames: leftPage?.frames
            .filter((f) => f.start + f.duration > painted.time - 300)
            .map((f) => ({
              at: `${Math.round(f.start)}+${Math.round(f.duration)} (blocking ${Math.round(f.blocking)})`,
              scripts: f.scripts.map(
                (s) =>
                  `${String(s.invoker)} ${String(s.source)} ${Math.round(Number(s.start))}+${Math.round(Number(s.duration))}`,
              ),
            })),
        };
      });
      return out;
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> };
}

/** The V8 sampler's nodes and samples on the page's renderer, as profile.ts reads them. */
function samplesOf(events: TraceEvent[], pid: number) {
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid);
  const nodes = new Map<number, { callFrame: CallFrame }>();
  const samples: { node: number; ts: number }[] = [];
  const head = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let ts = Number(head?.args?.data?.startTime ?? chunks[0]?.ts ?? 0);
  for (const chunk of chunks) {
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: { id: number; callFrame: CallFrame }[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ node, ts });
    });
  }
  return { nodes, samples };
}

/**
 * --profile: one load with no tap, traced with V8's sampler at `cpu` (1: honest self times, see profile.ts), until
 * taps work and a second more: every main-thread task over 20 ms, with its self time by source module; returns the
 * main thread's busy time from navigation start until taps work by owner (ownerOf).
 */
async function profileOnce(
  origin: string,
  address: string,
  cpu: number,
  deployment: string,
): Promise<Map<string, number>> {
  const browser = await launch();
  try {
    const { context, page } = await coldPage(browser, '', { cpuSlowdown: cpu });
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'toplevel',
          'v8.execute',
          'blink.user_timing',
          'loading',
          'disabled-by-default-v8.cpu_profiler',
        ],
      },
      transferMode: 'ReportEvents',
    });
    await page.goto(origin + address, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('loan-pages:interactive').length > 0, null, {
      timeout: LOAD_TIMEOUT_MS,
    });
    const marks = await page.evaluate(() =>
      performance.getEntriesByType('mark').map((m) => `${m.name}@${Math.round(m.startTime)}`),
    );
    const interactiveMs = await page.evaluate(
      () => performance.getEntriesByName('loan-pages:interactive')[0]?.startTime ?? null,
    );
    await page.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await complete;
    await context.close();
    const nav = events.find(
      (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes('/loanDetails'),
    );
    if (!nav) throw new Error('no navigationStart');
    const rel = (ts: number) => Math.round((ts - nav.ts) / 1000);
    const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X');
    const tasks = main.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && (e.dur ?? 0) > 20_000);
    const { nodes, samples } = samplesOf(events, nav.pid);
    console.log(`marks: ${marks.join(', ')}`);
    const dist = mapsDir(deployment);
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      const kinds = main
        .filter(
          (e) =>
            e.ts >= task.ts &&
            e.ts < end &&
            (e.dur ?? 0) > 5000 &&
            [
              'v8.evaluateModule',
              'v8.compileModule',
              'EvaluateScript',
              'FunctionCall',
              'EventDispatch',
              'Layout',
              'ParseHTML',
              'TimerFire',
              'FireAnimationFrame',
              'RunMicrotasks',
              'UpdateLayoutTree',
              'FrameLoader::CommitNavigation',
              'v8.compile',
            ].includes(e.name),
        )
        .map((e) => `${e.name} ${rel(e.ts)}+${Math.round(e.dur! / 1000)}`);
      const byModule = new Map<string, number>();
      const byFunction = new Map<string, number>();
      const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
      inTask.forEach((sample, i) => {
        const dur = (inTask[i + 1]?.ts ?? end) - sample.ts;
        const frame = nodes.get(sample.node)?.callFrame;
        let key = frame?.functionName ? `(${frame.functionName})` : '(unknown)';
        if (frame?.url) {
          const file = new URL(frame.url).pathname.slice(1);
          key =
            frame.url.startsWith(origin) && file.startsWith('assets/')
              ? originOf(dist, file, frame.lineNumber, frame.columnNumber).module
              : frame.url;
          if (key === '(unmapped)') key = `(top level or unmapped: ${file})`;
          if (frame.url.startsWith(origin) && file.startsWith('assets/')) {
            const where = originOf(dist, file, frame.lineNumber, frame.columnNumber);
            const fn = `${where.name ?? frame.functionName} ${where.module}:${where.line}`;
            byFunction.set(fn, (byFunction.get(fn) ?? 0) + dur);
          }
        }
        byModule.set(key, (byModule.get(key) ?? 0) + dur);
      });
      const top = [...byModule]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`);
      const fns = [...byFunction]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`);
      console.log(
        `task ${rel(task.ts)}+${Math.round(task.dur! / 1000)} ms: ${kinds.slice(0, 6).join('; ')}\n    ${top.join(' | ')}\n    ${fns.join(' | ')}`,
      );
    }
    return ownersUntil(interactiveMs, nav.ts, { nodes, samples }, (frame) => ownerOf(frame, origin, dist));
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const deployment = process.env.DEPLOYMENT ?? 'kilat';
  const loan = benchRoutes(deployment).find((route) => route.key === 'loanDetails')!;
  const offsets = option('offsets', '250').split(',').map(Number);
  const runs = Number(option('runs', '3'));
  const dir = option('trace', '') || null;
  if (dir) mkdirSync(dir, { recursive: true });
  if (process.argv.includes('--build')) buildBoth(deployment);
  const served = await startServe(deployment, 'server', await benchPort(1), loan.address);
  try {
    if (process.argv.includes('--profile')) {
      const tallies: Map<string, number>[] = [];
      for (let run = 0; run < runs; run++)
        tallies.push(await profileOnce(served.origin, loan.address, Number(option('cpu', '1')), deployment));
      console.log(ownersReport(tallies));
      return;
    }
    for (const offset of offsets)
      for (let run = 0; run < runs; run++)
        console.log(
          JSON.stringify(
            { offset, run, ...(await tapOnce(served.origin, loan.address, offset, dir, `tap-${offset}-${run}`)) },
            null,
            1,
          ),
        );
  } finally {
    stopAll();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
