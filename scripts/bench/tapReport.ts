/**
 * Repay tapped TAP_AFTER_PAINT_MS after its paint, ours beside the reference, per network profile (issue 33;
 * tapToEffect.ts measures): the table, and a target row per profile (ours / the reference, when the tap takes effect).
 */
import { readFileSync } from 'node:fs';
import { catalogueFile } from '../../renderer/toolchain/project/authoredFiles.ts';
import { NETWORK_PROFILES } from './network.ts';
import { TARGETS, type Verdicts, millis, profileLabel, ratio, table } from './report.ts';
import { median, type Contender } from './rowsOnScreen.ts';
import { TAP_AFTER_PAINT_MS, interleavedTaps, type TapTiming } from './tapToEffect.ts';

export interface TapReport {
  text: string;
  targets: string[][];
  /** Per network profile: the reference's taps, then ours. */
  runs: Record<string, TapTiming[][]>;
}

/** Repay's label on the bench's loan details (its language's catalogue). */
function repayLabel(language: string): string {
  return (JSON.parse(readFileSync(catalogueFile(language), 'utf8')) as { loan: { repay: string } }).loan.repay;
}

export async function tapReport(
  reference: Contender,
  ours: Contender,
  loan: { address: string; language: string },
  runs: number,
  verdicts: Verdicts,
): Promise<TapReport> {
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
    // The median, and how far one load went from it (the runs are bimodal: a tap before the script, or after).
    const spread = (taps: TapTiming[]) => {
      const effects = taps.map((tap) => tap.effect);
      return `${millis(Math.min(...effects))}–${millis(Math.max(...effects))}`;
    };
    const pair = (taps: TapTiming[]) =>
      `${millis(at(taps, 'tapped'))} → ${millis(at(taps, 'effect'))} (${spread(taps)})`;
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
      'hand-written: tapped → takes effect (min–max)',
      `${ours.name}: tapped → takes effect (min–max)`,
      'ratio (target)',
      'Repay painted: hand-written / ours',
      'ours, each load: takes effect',
    ],
    rows,
  );
  return { text, targets, runs: runsByProfile };
}
