/**
 * Rows on screen, ours against the hand-written reference, from ONE interleaved run: a warm-up
 * load of each (not counted: it warms the servers, not the browser), then reference, ours,
 * reference, ours… each a cold load at 4x CPU on a phone viewport (browser.ts). Same path, same
 * query, same demo gateway over HTTP; only the origin differs.
 */
import { DEMO_ORDERS, loanDetailsReply } from '../../tests/fake-gateway/index.ts';
import { launch, throttledLoad, type LoadTimings } from './browser.ts';

export interface RowsRun {
  reference: LoadTimings[];
  ours: LoadTimings[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The first and the last label of the order's rows, as the demo gateway sends them (English market). */
export function rowLabels(orderId: string): string[] {
  const order = DEMO_ORDERS.find((candidate) => candidate.orderId === orderId);
  if (!order) throw new Error(`no demo order ${orderId} in tests/fake-gateway/fixtures.ts`);
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

export async function interleavedRun(origins: { reference: string; ours: string }, path: string, orderId: string, runs: number): Promise<RowsRun> {
  const labels = rowLabels(orderId);
  const browser = await launch();
  try {
    const run: RowsRun = { reference: [], ours: [] };
    process.stdout.write(`rows on screen: 1 warm-up + ${runs} cold loads each, interleaved (reference, ours, …) `);
    for (let i = -1; i < runs; i += 1) {
      for (const which of ['reference', 'ours'] as const) {
        const load = await throttledLoad(browser, origins[which] + path, { labels });
        if (i >= 0) run[which].push(load);
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');
    return run;
  } finally {
    await browser.close();
  }
}
