/**
 * Where the main thread's time goes on a cold /loanDetails load until the rows are on screen:
 * traced loads (Chromium tracing with V8's sampling profiler; not counted in the medians, as the
 * profiler slows them down), their samples summed as self time per chunk, per source module and
 * per function, in three phases: until the page chunk is requested (the entry's own cost), until
 * the gateway call starts (what delays the data), until the rows are painted; the mean per load.
 *
 * The traced loads run WITHOUT CPU throttling: Chromium throttles by pausing the renderer, and the
 * sampler charges each pause to whatever JavaScript runs next, so at 4x the time spent parsing
 * and compiling lands on the first small functions the entry runs (axios' helpers, in practice).
 * Unthrottled self times are honest; at 4x each costs about four times as much.
 */
import type { Browser } from 'playwright-core';
import { throttledLoad, type LoadTimings } from './browser.ts';
import type { fileIndex } from './firstVisit.ts';
import { gatewayStart, median } from './rowsOnScreen.ts';
import { originOf } from './sourceMaps.ts';

const CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface Tally {
  label: string;
  ms: number;
}

export interface WindowSummary {
  title: string;
  from: number;
  to: number;
  byChunk: Tally[];
  byModule: Tally[];
  byFunction: Tally[];
}

export interface EntryProfile {
  loads: LoadTimings[];
  windows: WindowSummary[];
}

type FileIndex = ReturnType<typeof fileIndex>;

/** Self time (µs) per profile node, with the sample times, of the profile on the page's main thread. */
function samplesOf(
  events: TraceEvent[],
  pid: number,
): { nodes: Map<number, ProfileNode>; samples: { node: number; ts: number; dur: number }[] } {
  const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid);
  const byId = new Map<string, TraceEvent[]>();
  for (const chunk of chunks) byId.set(chunk.id ?? '', [...(byId.get(chunk.id ?? '') ?? []), chunk]);
  let best = { nodes: new Map<number, ProfileNode>(), samples: [] as { node: number; ts: number; dur: number }[] };
  for (const [id, list] of byId) {
    const head = events.find((event) => event.name === 'Profile' && event.pid === pid && event.id === id);
    let ts = Number(head?.args?.data?.startTime ?? list[0]!.ts);
    const nodes = new Map<number, ProfileNode>();
    const times: { node: number; ts: number }[] = [];
    for (const chunk of list) {
      const data = chunk.args?.data as
        { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const samples = data?.cpuProfile?.samples ?? [];
      samples.forEach((node, i) => {
        ts += data?.timeDeltas?.[i] ?? 0;
        times.push({ node, ts });
      });
    }
    const samples = times.map((sample, i) => ({ ...sample, dur: (times[i + 1]?.ts ?? sample.ts) - sample.ts }));
    if (samples.length > best.samples.length) best = { nodes, samples };
  }
  return best;
}

function top(tallies: Map<string, number>, count: number): Tally[] {
  return [...tallies]
    .map(([label, us]) => ({ label, ms: us / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

type Tallies = { byChunk: Map<string, number>; byModule: Map<string, number>; byFunction: Map<string, number> };

const emptyTallies = (): Tallies => ({ byChunk: new Map(), byModule: new Map(), byFunction: new Map() });
const add = (tally: Map<string, number>, key: string, us: number) => tally.set(key, (tally.get(key) ?? 0) + us);

/** One traced load: its timings and its samples tallied into the two windows. */
async function tracedLoad(
  browser: Browser,
  url: string,
  labels: string[],
  dist: string,
  files: FileIndex,
  windows: Tallies[],
): Promise<LoadTimings> {
  let trace: Buffer | null = null;
  const load = await throttledLoad(browser, url, {
    labels,
    cpuSlowdown: 1,
    beforeNavigation: (page) => browser.startTracing(page, { categories: CATEGORIES }),
    afterRows: async () => {
      trace = await browser.stopTracing();
    },
  });
  if (!trace) throw new Error('the trace did not stop');
  const events = (JSON.parse((trace as Buffer).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const path = new URL(url).pathname;
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        String(event.args.data.documentLoaderURL ?? '').includes(path),
    )
    .pop();
  if (!navigation) throw new Error('no navigationStart for the page in the trace');
  const { nodes, samples } = samplesOf(events, navigation.pid);
  const origin = new URL(url).origin;
  const bounds = phases(load, files).map((ms) => navigation.ts + ms * 1000);
  for (const sample of samples) {
    const tallies =
      windows[
        bounds.findIndex((bound, i) => i + 1 < bounds.length && sample.ts >= bound && sample.ts < bounds[i + 1]!)
      ];
    if (!tallies) continue;
    const frame = nodes.get(sample.node)?.callFrame;
    if (!frame || !frame.url) {
      add(
        tallies.byChunk,
        frame?.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(unknown)',
        sample.dur,
      );
      continue;
    }
    const file = frame.url.startsWith(origin) ? new URL(frame.url).pathname.slice(1) : null;
    const chunk = file ? files.get(file) : undefined;
    add(
      tallies.byChunk,
      chunk ? `${chunk.kind}: ${chunk.kind === 'messages' ? chunk.key.replace(/^virtual:/, '') : file}` : frame.url,
      sample.dur,
    );
    const where = file
      ? originOf(dist, file, frame.lineNumber, frame.columnNumber)
      : { module: frame.url, name: null, line: null };
    // A module's top-level code starts at 0:0, which maps to no source.
    if (where.module === '(unmapped)' && frame.lineNumber === 0 && frame.columnNumber === 0)
      where.module = `(top-level code of ${file})`;
    add(tallies.byModule, where.module, sample.dur);
    add(
      tallies.byFunction,
      `${where.name ?? (frame.functionName || '(anonymous)')} — ${where.module}${where.line ? `:${where.line}` : ''}`,
      sample.dur,
    );
  }
  return load;
}

const PHASES = [
  'from navigation until the page chunk is requested (entry JS: download, evaluate, boot)',
  'from the page chunk request until the gateway call starts (chunks, messages, first renders)',
  'from the gateway call until the rows are painted',
];

/** ms from navigation: 0, the page chunk's request, the gateway call's start, the rows' paint. */
function phases(load: LoadTimings, files: FileIndex): number[] {
  const gateway = gatewayStart(load) ?? load.rows;
  const page =
    load.resources.find((resource) => files.get(new URL(resource.url).pathname.slice(1))?.kind === 'page')?.start ??
    gateway;
  return [0, Math.min(page, gateway), gateway, load.rows];
}

/** `loads` traced cold loads of `url` (unthrottled), their self times averaged per load. */
export async function profileLoads(
  browser: Browser,
  url: string,
  labels: string[],
  dist: string,
  files: FileIndex,
  loads = 3,
): Promise<EntryProfile> {
  const windows = PHASES.map(emptyTallies);
  const timings: LoadTimings[] = [];
  for (let i = 0; i < loads; i += 1) timings.push(await tracedLoad(browser, url, labels, dist, files, windows));
  const mean = (tally: Map<string, number>, count: number) =>
    top(new Map([...tally].map(([key, us]) => [key, us / loads])), count);
  const bounds = timings.map((load) => phases(load, files));
  return {
    loads: timings,
    windows: windows.map((tallies, i) => ({
      title: PHASES[i]!,
      from: median(bounds.map((b) => b[i]!)),
      to: median(bounds.map((b) => b[i + 1]!)),
      byChunk: mean(tallies.byChunk, 12),
      byModule: mean(tallies.byModule, 15),
      byFunction: mean(tallies.byFunction, 12),
    })),
  };
}

export function renderProfile(profile: EntryProfile): string {
  const lines: string[] = [];
  const list = (heading: string, tallies: Tally[]) => {
    lines.push(`  ${heading}`);
    for (const tally of tallies) lines.push(`    ${tally.ms.toFixed(1).padStart(7)} ms  ${tally.label}`);
  };
  for (const window of profile.windows) {
    lines.push('');
    const busy = window.byChunk.filter((tally) => tally.label !== '(idle)').reduce((sum, tally) => sum + tally.ms, 0);
    lines.push(
      `${window.title} (median ${Math.round(window.from)}–${Math.round(window.to)} ms, unthrottled, profiler on; mean self time per load):`,
    );
    list(
      `self time by chunk (busy ≈ ${busy.toFixed(0)} ms; (program) = the browser's own work: parse, style, layout, paint)`,
      window.byChunk,
    );
    list('self time by source module (JavaScript only)', window.byModule);
    list('top functions by self time (name at the function start in the source map — module:line)', window.byFunction);
  }
  return lines.join('\n');
}
