/**
 * Rows on screen and taps working, ours against the hand-written reference, from ONE interleaved
 * run per network profile: a warm-up load of each page (not counted: it warms the servers, not the
 * browser), then reference, ours…, reference, ours… each a cold load at 4x CPU on a phone viewport
 * (browser.ts) under the profile (network.ts). Same path, same query, each page behind its own
 * nginx and demo gateway; only the origin differs.
 */
import { DEMO_ORDERS, loanDetailsReply } from '../../demo/gateway/index.ts';
import type { Browser } from 'playwright-core';
import { launch, throttledLoad, type LoadTimings } from './browser.ts';
import type { NetworkProfile } from './network.ts';

/** A page the run loads: its name in the tables, its origin, whether to wait for its interactive mark. */
export interface Contender {
  name: string;
  origin: string;
  marksInteractive: boolean;
}

/** Each contender's loads (in the contenders' order) under one profile. */
export type RowsRun = LoadTimings[][];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The first and the last label of the order's rows, as the demo gateway sends them (English market). */
export function rowLabels(orderId: string): string[] {
  const order = DEMO_ORDERS.find((candidate) => candidate.orderId === orderId);
  if (!order) throw new Error(`no demo order ${orderId} in demo/gateway/fixtures.ts`);
  const rows = loanDetailsReply(order, 'in', false).userOrderDetail.detail;
  return [rows[0]!.text, rows[rows.length - 1]!.text];
}

/** The gateway call's start, in ms from navigation (the first request under /gateway/). */
export function gatewayStart(load: LoadTimings): number | null {
  return load.resources.find((resource) => new URL(resource.url).pathname.startsWith('/gateway/'))?.start ?? null;
}

/** The load whose rows time is the median one (for the waterfall). */
export function medianLoad(loads: LoadTimings[]): LoadTimings {
  const sorted = [...loads].sort((a, b) => a.rows - b.rows);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export async function interleavedRun(
  contenders: Contender[],
  path: string,
  orderId: string,
  runs: number,
  network: NetworkProfile,
): Promise<RowsRun> {
  const labels = rowLabels(orderId);
  return interleaved(`${network.name}:`, contenders, runs, (browser, contender) =>
    throttledLoad(browser, contender.origin + path, {
      labels,
      network,
      waitInteractiveMs: contender.marksInteractive ? 10_000 : 0,
    }),
  );
}

/**
 * One interleaved run in one browser: a warm-up load of each contender (not counted: it warms the servers, not the
 * browser), then `runs` rounds of one load each; each contender's results in the contenders' order.
 */
export async function interleaved<T>(
  title: string,
  contenders: Contender[],
  runs: number,
  load: (browser: Browser, contender: Contender) => Promise<T>,
): Promise<T[][]> {
  const browser = await launch();
  try {
    const run: T[][] = contenders.map(() => []);
    process.stdout.write(
      `${title} 1 warm-up + ${runs} cold loads each, interleaved (${contenders.map((c) => c.name).join(', ')}, …) `,
    );
    for (let i = -1; i < runs; i += 1) {
      for (const [index, contender] of contenders.entries()) {
        const result = await load(browser, contender);
        if (i >= 0) run[index]!.push(result);
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');
    return run;
  } finally {
    await browser.close();
  }
}
