/** How the bench prints: text tables, target marks, the machine's load. */
import { cpus, loadavg } from 'node:os';
import {
  FIRST_VISIT_JS_BUDGET_KB,
  ROUTE_JS_BUDGET_KB,
  SERVER_FIRST_VISIT_JS_BUDGET_KB,
} from '../../tests/e2e/jsBudgets.ts';

export function table(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [`\n${title}`, line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join(
    '\n',
  );
}

/** Issue 24's, 33's and 42's targets (and issue 13's first-visit JavaScript budgets, still kept). */
export const TARGETS = {
  /** Rows on screen, ours / the hand-written page, per network profile. */
  rowsRatio: { none: 0.8, slow4g: 0.6, '3g': 0.5 },
  /** Issue 33: Repay tapped 250 ms after its paint takes effect, ours / the hand-written page, per network profile. */
  tapRatio: { none: 0.8, slow4g: 0.6, '3g': 0.5 },
  /** Issue 42: rows on screen on 3G stay at most this, ours / the hand-written page. */
  rowsRatio3g: 0.3,
  /** Issue 42: taps work (each page's own mark), ours / the hand-written page, on every network profile. */
  tapsWorkRatio: 1.5,
  /** Issue 24's 97, raised to 100 by issue 42. */
  lighthouse: 100,
  lcpMs: 1500,
  /** Concurrent loan-details requests the renderer holds with p95 render time under renderP95Ms. */
  concurrency: 50,
  renderP95Ms: 50,
  loanDetailsJsKb: FIRST_VISIT_JS_BUDGET_KB,
  /** The same, rendered on the server (issue 33: the HTTP client comes once taps work). */
  serverLoanDetailsJsKb: SERVER_FIRST_VISIT_JS_BUDGET_KB,
  anyRouteJsKb: ROUTE_JS_BUDGET_KB,
} as const;

/** Counts every target checked, so the summary can say how many were met. */
export class Verdicts {
  met = 0;
  missed: string[] = [];

  /** A target that could not be measured (e.g. no server rendering yet): counted apart. */
  unmeasured: string[] = [];

  /** "89 ✗" or "97 ✓"; records the verdict. */
  mark(text: string, ok: boolean, what: string): string {
    if (ok) this.met += 1;
    else this.missed.push(what);
    return `${text} ${ok ? '✓' : '✗'}`;
  }

  /** "— (why)"; records the target as not measured. */
  none(why: string, what: string): string {
    this.unmeasured.push(what);
    return `— (${why})`;
  }

  summary(): string {
    const all = this.met + this.missed.length;
    const measured = this.missed.length
      ? `targets met: ${this.met} of ${all}; missed: ${this.missed.join(', ')}`
      : `targets met: all ${all}`;
    return this.unmeasured.length ? `${measured}; not measured: ${this.unmeasured.join(', ')}` : measured;
  }
}

export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min) on ${cpus().length} cores`;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms: number | null) => (ms === null || Number.isNaN(ms) ? '—' : `${Math.round(ms)} ms`);
export const ratio = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(2)}x`);

/** A network profile's name in a target's line. */
export const profileLabel = (key: 'none' | 'slow4g' | '3g') =>
  key === 'none' ? 'none' : key === 'slow4g' ? 'slow 4G' : '3G';
