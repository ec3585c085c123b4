/**
 * Rows on screen and taps working at loan details, per network profile, from one interleaved run each
 * (rowsOnScreen.ts measures): a table per profile, and the loads for the waterfall and the targets.
 */
import type { LoadTimings } from './browser.ts';
import { kb } from './firstVisit.ts';
import { NETWORK_PROFILES, type NetworkProfile } from './network.ts';
import { millis, ratio, table } from './report.ts';
import { LOAN_ORDER } from './routes.ts';
import { gatewayStart, interleavedRun, median, type Contender } from './rowsOnScreen.ts';

export interface ProfileRun {
  profile: NetworkProfile;
  /** Loads per contender name. */
  loads: Map<string, LoadTimings[]>;
}

export const medianOf = (loads: LoadTimings[] | undefined, pick: (load: LoadTimings) => number | null) =>
  loads?.length ? median(loads.map((load) => pick(load) ?? NaN)) : NaN;

/** One profile's table: each contender's medians (the reference first), ours beside it as a ratio. */
function rowsTable(
  { profile, loads }: ProfileRun,
  contenders: Contender[],
  address: string,
  runs: number,
  js: { reference: number; ours: number },
): string {
  const refRows = medianOf(loads.get(contenders[0]!.name), (l) => l.rows);
  return table(
    `Rows on screen at ${address}, network ${profile.name}: ${runs} cold loads each at 4x CPU, 390x844 phone, one interleaved run (ms from navigation start)`,
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
        kb(i === 0 ? js.reference : js.ours),
      ];
    }),
  );
}

/** `js`: the first visit's gzip bytes of JavaScript, the reference's and ours (loan details, the primary mode). */
export async function rowsReport(
  contenders: Contender[],
  address: string,
  runs: number,
  js: { reference: number; ours: number },
): Promise<{ texts: string[]; profileRuns: ProfileRun[] }> {
  const texts: string[] = [];
  const profileRuns: ProfileRun[] = [];
  for (const profile of NETWORK_PROFILES) {
    const run = await interleavedRun(contenders, address, LOAN_ORDER, runs, profile);
    const loads = new Map(contenders.map((contender, i) => [contender.name, run[i]!]));
    profileRuns.push({ profile, loads });
    texts.push(rowsTable({ profile, loads }, contenders, address, runs, js));
  }
  return { texts, profileRuns };
}
