/**
 * The request waterfall of one throttled load (Resource Timing, ms from navigation start), each
 * request named by what it is in the build (entry JS, page chunk, block chunk, message chunk,
 * gateway call), with the paint marks, as text: the closing note of issue 13 quotes it.
 */
import type { LoadTimings, Resource } from './browser.ts';
import type { fileIndex } from './firstVisit.ts';

type FileIndex = ReturnType<typeof fileIndex>;

export interface WaterfallRow {
  what: string;
  name: string;
  start: number;
  end: number;
}

function describe(resource: Resource, files: FileIndex): { what: string; name: string } {
  const url = new URL(resource.url);
  if (resource.kind === 'document') return { what: 'document', name: url.pathname };
  if (url.pathname.startsWith('/gateway/'))
    return { what: 'gateway call', name: url.pathname.slice('/gateway'.length) };
  const file = files.get(url.pathname.slice(1));
  if (file) {
    const what = {
      entry: 'entry JS',
      page: 'page chunk',
      'block/shared': 'block/shared chunk',
      messages: file.key.startsWith('virtual:messages/') ? 'messages (shared)' : 'messages (page)',
    }[file.kind];
    return {
      what,
      name: file.kind === 'messages' ? file.key.replace(/^virtual:/, '') : url.pathname.split('/').pop()!,
    };
  }
  return {
    what: resource.kind === 'img' ? 'image' : url.pathname.endsWith('.js') ? 'script' : resource.kind,
    name: url.pathname.split('/').pop() || url.pathname,
  };
}

export function waterfallRows(load: LoadTimings, files: FileIndex): WaterfallRow[] {
  return load.resources
    .map((resource) => ({ ...describe(resource, files), start: resource.start, end: resource.end }))
    .sort((a, b) => a.start - b.start);
}

const ms = (value: number) => `${Math.round(value)}`.padStart(5);

/** The rows as a text chart, with FCP and rows-on-screen marks and the one sentence issue 13 asks about. */
export function renderWaterfall(title: string, load: LoadTimings, rows: WaterfallRow[], width = 56): string {
  const span = Math.max(load.rows, ...rows.map((row) => row.end)) * 1.02;
  const column = (time: number) => Math.min(width - 1, Math.max(0, Math.round((time / span) * width)));
  const nameWidth = Math.max(...rows.map((row) => `${row.what}: ${row.name}`.length), 20);
  const bar = (start: number, end: number, mark: string) => {
    const chars = Array.from({ length: width }, () => ' ');
    for (let i = column(start); i <= column(end); i += 1) chars[i] = mark;
    return chars;
  };
  const withMarks = (chars: string[]) => {
    for (const time of [load.fcp, load.rows])
      if (time !== null && chars[column(time)] === ' ') chars[column(time)] = '¦';
    return chars.join('');
  };
  const lines = [
    title,
    `${'request'.padEnd(nameWidth)}  start    end  |${'-'.repeat(width)}| (¦ = first paint, rows on screen)`,
  ];
  for (const row of rows)
    lines.push(
      `${`${row.what}: ${row.name}`.padEnd(nameWidth)}  ${ms(row.start)}  ${ms(row.end)}  |${withMarks(bar(row.start, row.end, row.what === 'gateway call' ? '#' : '='))}|`,
    );
  if (load.fcp !== null)
    lines.push(
      `${'first contentful paint'.padEnd(nameWidth)}  ${ms(load.fcp)}         |${withMarks(bar(load.fcp, load.fcp, '*'))}|`,
    );
  lines.push(
    `${'rows in the DOM'.padEnd(nameWidth)}  ${ms(load.rowsInDom)}         |${withMarks(bar(load.rowsInDom, load.rowsInDom, '*'))}|`,
  );
  lines.push(
    `${'rows on screen (painted)'.padEnd(nameWidth)}  ${ms(load.rows)}         |${withMarks(bar(load.rows, load.rows, '*'))}|`,
  );
  const verdict = gatewayVersusPage(rows);
  if (verdict) lines.push(verdict);
  return lines.join('\n');
}

/** "the gateway call starts at … ms, before/after the page chunk finishes (… ms)". */
export function gatewayVersusPage(rows: WaterfallRow[]): string | null {
  const gateway = rows.find((row) => row.what === 'gateway call');
  const page = rows.find((row) => row.what === 'page chunk');
  if (!gateway) return null;
  if (!page) return `the gateway call starts at ${Math.round(gateway.start)} ms (no page chunk: a single bundle)`;
  const relation = gateway.start < page.end ? 'BEFORE' : 'AFTER';
  return `the gateway call starts at ${Math.round(gateway.start)} ms, ${relation} the page chunk finishes (${Math.round(page.end)} ms)`;
}
