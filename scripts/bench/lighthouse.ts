/**
 * Lighthouse as its own CLI runs it with its defaults: `lighthouse <url> --only-categories=performance
 * --chrome-flags="--headless=new --no-sandbox"` with CHROME_PATH at Debian's Chromium. That is mobile
 * emulation (412x823 moto g power), simulated throttling (Lantern: slow 4G, 4x CPU) and a browser
 * that chrome-launcher starts with its own flags and a fresh profile, closed after each run.
 *
 * Why the CLI itself and not the Node API in a browser we launch (the bench before issue 24): the
 * settings are the same either way (the two reports' configSettings differ only in `output` and
 * `channel`), but the figure that moves is the main thread's time, which Lantern takes as the
 * browser OBSERVED it on this machine and multiplies by 4. Any difference in how the browser runs
 * (Playwright's ~40 switches and its own CDP client attached to Lighthouse's tab, --disable-gpu,
 * vite preview instead of nginx) and, above all, how busy this shared 2-core machine is, goes
 * straight into TBT and the score. So each run also records Lighthouse's benchmarkIndex (how fast
 * this machine ran its reference JS just before) and the load average; docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { CHROMIUM } from './browser.ts';
import { median } from './rowsOnScreen.ts';

const CLI = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
export const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }
).version;
/** Exactly the flags of the CLI run the issue compares with; everything else is Lighthouse's default. */
export const LIGHTHOUSE_ARGS = ['--only-categories=performance', '--chrome-flags=--headless=new --no-sandbox'];

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The main-thread time (x4, as Lantern counts it) of the script that took the most: the entry. */
  scriptMs: number;
  /** Lighthouse's own measure of this machine's speed at the run (higher is faster). */
  benchmarkIndex: number;
  /** The 1-minute load average when the run started. */
  load: number;
}

interface Report {
  runtimeError?: { message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { url?: string; total?: number }[] } } | undefined
  >;
  environment: { benchmarkIndex: number };
}

/** One run of the CLI; its JSON report is kept at `keep` (the evidence behind a figure). */
function once(url: string, keep: string): LighthouseFigures {
  const folder = mkdtempSync(join(tmpdir(), 'loan-pages-lighthouse-'));
  const output = join(folder, 'report.json');
  const load = loadavg()[0]!;
  try {
    const run = spawnSync(
      process.execPath,
      [CLI, url, ...LIGHTHOUSE_ARGS, '--output=json', `--output-path=${output}`, '--quiet'],
      {
        cwd: ROOT,
        env: { ...process.env, CHROME_PATH: CHROMIUM },
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: 180_000,
      },
    );
    if (run.status !== 0)
      throw new Error(
        `lighthouse on ${url} failed (exit ${run.status ?? run.signal}): ${run.stderr?.toString().slice(-500)}`,
      );
    mkdirSync(dirname(keep), { recursive: true });
    copyFileSync(output, keep);
    const lhr = JSON.parse(readFileSync(output, 'utf8')) as Report;
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      scriptMs: Math.max(
        0,
        ...(lhr.audits['bootup-time']?.details?.items ?? [])
          .filter((item) => item.url?.includes('/assets/'))
          .map((item) => item.total ?? 0),
      ),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      load,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export type LighthouseMedian = LighthouseFigures & { scores: number[] };

/**
 * Each figure's median over `runs` runs (per figure, so one slow run does not drag the others); the reports kept as
 * `<keep>-<run>.json`.
 */
export function lighthouseMedian(url: string, runs: number, keep: string): LighthouseMedian {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) results.push(once(url, `${keep}-${i + 1}.json`));
  const of = (pick: (figures: LighthouseFigures) => number) => median(results.map(pick));
  return {
    score: of((r) => r.score),
    fcp: of((r) => r.fcp),
    lcp: of((r) => r.lcp),
    tbt: of((r) => r.tbt),
    cls: of((r) => r.cls),
    scriptMs: of((r) => r.scriptMs),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    load: of((r) => r.load),
    scores: results.map((r) => r.score),
  };
}
