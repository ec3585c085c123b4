/**
 * First visits in the browser (unthrottled, as `npm run serve` sends them: the primary mode), as a check of the
 * manifest's figures (firstVisit.ts): each route's JavaScript downloaded, and loan details' scripts as a table.
 */
import { launch } from './browser.ts';
import { browserFirstVisit, kb, total } from './firstVisit.ts';
import { table } from './report.ts';
import type { BenchRoute } from './routes.ts';

export interface FirstVisitReport {
  text: string;
  /** Gzip bytes of JavaScript each route's first visit downloaded, by route key. */
  measured: Map<string, number>;
}

export async function firstVisitReport(
  origin: string,
  routes: BenchRoute[],
  loan: BenchRoute,
  dist: string,
): Promise<FirstVisitReport> {
  const browser = await launch();
  const measured = new Map<string, number>();
  let text = '';
  try {
    for (const route of routes) {
      const scripts = await browserFirstVisit(browser, origin + route.address, dist);
      measured.set(route.key, total(scripts));
      if (route === loan) {
        text = table(
          `First visit to ${route.address}: JavaScript downloaded (gzip of the dist file)`,
          ['chunk', 'gzip KB'],
          [...scripts.map((s) => [s.file, kb(s.gzip)]), [`total: ${scripts.length} scripts`, kb(total(scripts))]],
        );
      }
    }
  } finally {
    await browser.close();
  }
  return { text, measured };
}
