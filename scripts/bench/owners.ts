/**
 * Whose code the main thread ran until taps work (`tsx scripts/bench/tapTrace.ts --profile`, issue 42): V8's samples
 * on the page's main thread, from navigation start to the app's interactive mark, summed by owner: the fixed stack by
 * package, our code, the bundle's unmapped top level, the page's inline loader, the browser's native work or the
 * bench's driver; the median over the loads, so a target the stack's floor decides can be told from one of ours.
 */
import { median } from './rowsOnScreen.ts';
import { originOf } from './sourceMaps.ts';

export type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };

/** The owners' row that carries the moment taps worked, not a share of the main thread. */
const TAPS_WORK = 'taps work at (ms from navigation start)';

/** The fixed stack's packages (docs/performance.md, "Why not under 100 KB with this stack"). */
const STACK =
  /^(react|react-dom|scheduler|react-router|@tanstack\/|@emotion\/|stylis|immer|hoist-non-react-statics|react-is)/;

/**
 * Who a sample's time belongs to: the fixed stack (by package), our code (renderer/, blocks/, the build's virtual
 * modules), the bundle's own top level, the page's inline loader, the browser's native work ((program): parsing,
 * compiling, style and layout; the garbage collector; DOM calls) or the bench's driver; null for idle.
 */
export function ownerOf(frame: CallFrame | undefined, origin: string, dist: string): string | null {
  if (!frame || frame.functionName === '(idle)') return null;
  if (!frame.url) {
    if (/^\((program|garbage collector)\)$/.test(frame.functionName))
      return 'browser: parse, compile, style, layout, GC';
    if (/^(InjectedScript|UtilityScript|__)/.test(frame.functionName)) return "the bench's driver";
    return 'browser: DOM and platform calls';
  }
  if (!frame.url.startsWith(origin)) return "the bench's driver";
  const file = new URL(frame.url).pathname.slice(1);
  if (!file.startsWith('assets/')) return "the page's inline loader";
  const { module } = originOf(dist, file, frame.lineNumber, frame.columnNumber);
  if (STACK.test(module))
    return `stack: ${module.startsWith('@emotion/') || module === 'stylis' ? 'emotion and stylis' : module.startsWith('@tanstack/') ? 'react-query' : module}`;
  if (module === '(unmapped)' || module === '(no source map)') return 'bundle top level (unmapped)';
  if (/^(renderer|blocks|schemas|deployments|virtual:)/.test(module)) return `ours: ${module}`;
  return `other: ${module}`;
}

/**
 * The main thread's self time (ms) by owner, from `navigationStart` (trace clock, µs) until taps work `interactiveMs`
 * later, with that moment under TAPS_WORK; idle samples count for nobody.
 */
export function ownersUntil(
  interactiveMs: number | null,
  navigationStart: number,
  { nodes, samples }: { nodes: Map<number, { callFrame: CallFrame }>; samples: { node: number; ts: number }[] },
  owner: (frame: CallFrame | undefined) => string | null,
): Map<string, number> {
  const until = interactiveMs === null ? Infinity : navigationStart + interactiveMs * 1000;
  const byOwner = new Map<string, number>();
  samples.forEach((sample, i) => {
    if (sample.ts < navigationStart || sample.ts >= until) return;
    const who = owner(nodes.get(sample.node)?.callFrame);
    const dur = Math.min(samples[i + 1]?.ts ?? until, until) - sample.ts;
    if (who) byOwner.set(who, (byOwner.get(who) ?? 0) + dur / 1000);
  });
  byOwner.set(TAPS_WORK, interactiveMs ?? NaN);
  return byOwner;
}

/** The main thread's busy time until taps work, by owner: the median of the runs (ms), the stack's and ours summed. */
export function ownersReport(tallies: Map<string, number>[]): string {
  const owners = [...new Set(tallies.flatMap((tally) => [...tally.keys()]))];
  const sumOf = (tally: Map<string, number>, test: (owner: string) => boolean) =>
    [...tally].filter(([owner]) => test(owner)).reduce((sum, [, ms]) => sum + ms, 0);
  const rows: [string, number][] = owners
    .filter((owner) => owner !== TAPS_WORK)
    .map((owner) => [owner, median(tallies.map((tally) => tally.get(owner) ?? 0))]);
  rows.sort((a, b) => b[1] - a[1]);
  const busy = (owner: string) => owner !== TAPS_WORK && owner !== "the bench's driver";
  const lines = [
    `Main thread until taps work, by owner (median of ${tallies.length} loads, ms of self time; rows under 0.5 ms left out):`,
    ...rows.filter(([, ms]) => ms >= 0.5).map(([owner, ms]) => `  ${owner.padEnd(60)} ${ms.toFixed(1)}`),
    `  ${'all of the stack'.padEnd(60)} ${median(tallies.map((t) => sumOf(t, (o) => o.startsWith('stack:')))).toFixed(1)}`,
    `  ${'all of ours'.padEnd(60)} ${median(tallies.map((t) => sumOf(t, (o) => o.startsWith('ours:')))).toFixed(1)}`,
    `  ${'all busy time (the driver left out)'.padEnd(60)} ${median(tallies.map((t) => sumOf(t, busy))).toFixed(1)}`,
    `  ${TAPS_WORK.padEnd(60)} ${median(tallies.map((t) => t.get(TAPS_WORK)!)).toFixed(0)}`,
  ];
  return lines.join('\n');
}
