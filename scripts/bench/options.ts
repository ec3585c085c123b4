/**
 * The bench's command line (scripts/bench.ts says what each flag does): the deployment, how many runs each
 * measurement takes (fewer with --quick) and which modes run.
 */
import { DEFAULT_DEPLOYMENT } from '../../renderer/toolchain/project/project.ts';
import { SOAK } from './soak.ts';

export interface BenchOptions {
  deployment: string;
  quick: boolean;
  /** Cold loads per page and network profile (rows on screen, the tap). */
  runs: number;
  lighthouseRuns: number;
  /** Rounds of TARGETS.concurrency requests per route (the server's render time). */
  loadRounds: number;
  /** Requests of each soak run (a quarter of SOAK.requests with --quick). */
  soakRequests: number;
  /** Print the waterfall and the entry profile too (they are always written to reports/bench/). */
  trace: boolean;
  soakOnly: boolean;
  tapsOnly: boolean;
  lighthouseOnly: boolean;
  skipSoak: boolean;
  skipLighthouse: boolean;
}

export function parseOptions(args: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const quick = args.includes('--quick');
  const option = (name: string, fallback: number) =>
    Math.max(1, Math.round(Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1])) || fallback);
  return {
    deployment: env.DEPLOYMENT ?? DEFAULT_DEPLOYMENT,
    quick,
    runs: option('runs', quick ? 3 : 5),
    lighthouseRuns: option('lighthouse-runs', quick ? 1 : 3),
    loadRounds: option('load-rounds', quick ? 2 : 4),
    soakRequests: quick ? SOAK.requests / 4 : SOAK.requests,
    trace: args.includes('--trace'),
    soakOnly: args.includes('--soak-only'),
    tapsOnly: args.includes('--taps-only'),
    lighthouseOnly: args.includes('--lighthouse-only'),
    skipSoak: args.includes('--skip-soak'),
    skipLighthouse: args.includes('--skip-lighthouse'),
  };
}
