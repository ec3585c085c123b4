/**
 * The build as shipped: every route's chunks (from .vite/manifest.json), the build's total JavaScript, and a scan of
 * it for code that compiles schemas or parses templates in the browser (the build does both ahead of time).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTERACTIVE_MARK } from './browser.ts';
import { allRoutes, kb, readManifest, shippedJs, sizeOf, total } from './firstVisit.ts';
import { table } from './report.ts';

/** Markers of code that compiles schemas or parses templates in the browser. */
const FORBIDDEN: [string, RegExp][] = [
  ['ajv (schema compiler)', /\bajv\b|strict mode: unknown keyword|schema with key or id|addKeyword\(/i],
  ['new Function / Function()', /(?<![\w$.])new\s+Function\s*\(|(?<![\w$.])Function\s*\(\s*["'`]/],
  ['eval(', /(?<![\w$.])eval\s*\(/],
  ["mustache's parser", /Unclosed tag at|Unopened section|Unclosed section|mustache\.js/],
];

export function buildReport(dist: string, deployment: string): string[] {
  const files = shippedJs(dist);
  const sources = files.map((file) => readFileSync(join(dist, file), 'utf8'));
  const scan = FORBIDDEN.map(([name, pattern]) => {
    const hits = files.filter((_, i) => pattern.test(sources[i]!));
    return [name, hits.length ? `found in ${hits.join(', ')}` : 'none', hits.length ? 'FAIL' : 'PASS'];
  });
  const manifest = readManifest(dist);
  const raw = files.reduce((sum, file) => sum + sizeOf(dist, file).raw, 0);
  return [
    table(
      `Build dist/${deployment}: every route's chunks (from .vite/manifest.json; English)`,
      ['route', 'page + block chunks', 'raw KB', 'gzip KB', 'first visit gzip KB'],
      allRoutes(manifest, dist, deployment, 'en'),
    ),
    `total JS of the build: ${files.length} files, ${kb(raw)} KB raw, ${kb(total(files.map((file) => sizeOf(dist, file))))} KB gzip`,
    table('Runtime schema compiler / template parser in shipped JS', ['looked for', 'result', 'verdict'], scan),
  ];
}

/** Whether the build sets the mark a page sets when taps work; says so when it does not. */
export function buildMarksInteractive(dist: string): boolean {
  const marksInteractive = shippedJs(dist).some((file) =>
    readFileSync(join(dist, file), 'utf8').includes(INTERACTIVE_MARK),
  );
  if (!marksInteractive)
    console.log(
      `the build sets no ${INTERACTIVE_MARK} mark yet: "taps work" is shown as — for ours (the reference marks it)`,
    );
  return marksInteractive;
}
