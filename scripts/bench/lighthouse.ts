/**
 * Lighthouse (mobile: its default emulation and simulated throttling, performance only) through its
 * Node API, against a fresh Debian Chromium per run that Playwright launches with a debugging port,
 * so no browser outlives the bench. The median of each figure over the runs.
 */
import lighthouse from 'lighthouse';
import { launch } from './browser.ts';
import { median } from './rowsOnScreen.ts';

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function once(url: string, port: number): Promise<LighthouseFigures> {
  const browser = await launch([`--remote-debugging-port=${port}`]);
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await browser.close();
  }
}

/** Each figure's median over `runs` runs (per figure, so one slow run does not drag the others). */
export async function lighthouseMedian(url: string, runs: number, port: number): Promise<LighthouseFigures & { scores: number[] }> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await once(url, port));
  const of = (pick: (figures: LighthouseFigures) => number) => median(results.map(pick));
  return { score: of((r) => r.score), fcp: of((r) => r.fcp), lcp: of((r) => r.lcp), tbt: of((r) => r.tbt), cls: of((r) => r.cls), scores: results.map((r) => r.score) };
}
