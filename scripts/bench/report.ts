/** How the bench prints: text tables, target marks, the machine's load. */
import { cpus, loadavg } from 'node:os';

export function table(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [`\n${title}`, line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Issue 13's targets. */
export const TARGETS = {
  rowsRatio: 1.0,
  lighthouse: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  loanDetailsJsKb: 160,
  anyRouteJsKb: 190,
} as const;

/** Counts every target checked, so the summary can say how many were met. */
export class Verdicts {
  met = 0;
  missed: string[] = [];

  /** "89 ✗" or "97 ✓"; records the verdict. */
  mark(text: string, ok: boolean, what: string): string {
    if (ok) this.met += 1;
    else this.missed.push(what);
    return `${text} ${ok ? '✓' : '✗'}`;
  }

  summary(): string {
    const all = this.met + this.missed.length;
    return this.missed.length ? `targets met: ${this.met} of ${all}; missed: ${this.missed.join(', ')}` : `targets met: all ${all}`;
  }
}

export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min) on ${cpus().length} cores`;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms: number | null) => (ms === null || Number.isNaN(ms) ? 'n/a' : `${Math.round(ms)} ms`);
