/**
 * `npm run bench` (not part of `npm test`): the performance figures of one deployment's production
 * build, as a table with the budgets. Builds it when dist/<id> is missing (or with --build),
 * serves it with `vite preview` (demo gateway mounted) on a free port, measures the JavaScript a
 * first visit to /loanDetails downloads in Debian's Chromium, sizes the build from its manifest,
 * looks for a runtime schema compiler or template parser in the shipped code, and runs Lighthouse
 * (mobile, default throttling). Exit code 1 when a budget fails.
 *
 *   npm run bench [-- --build] [-- --runs=3]      DEPLOYMENT=<id> picks the brand (default kilat)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { DEFAULT_DEPLOYMENT, ROOT } from '../renderer/compile/sources.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGE = '/loanDetails?productId=3&orderId=10174';
const BUDGET = { firstVisitKb: 170, lighthouse: 90 };

const args = process.argv.slice(2);
const deployment = process.env.DEPLOYMENT ?? DEFAULT_DEPLOYMENT;
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1));
const dist = join(ROOT, 'dist', deployment);

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function table(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

function build(): void {
  console.log(`building ${deployment} → dist/${deployment}/ ...`);
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DEPLOYMENT: deployment } });
  if (result.status !== 0) throw new Error('build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startPreview(port: number): Promise<ChildProcess> {
  // Its own process group, so stopping it also stops the node process npx starts.
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    env: { ...process.env, DEPLOYMENT: deployment },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/loanDetails`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopPreview(child);
  throw new Error(`vite preview did not answer on port ${port}`);
}

function stopPreview(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

interface FirstVisit {
  scripts: { path: string; gzip: number }[];
  requests: number;
}

async function firstVisit(origin: string): Promise<FirstVisit> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const scripts = new Set<string>();
    let requests = 0;
    page.on('request', () => (requests += 1));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(origin + PAGE, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return { scripts: [...scripts].map((path) => ({ path, gzip: gzipOf(join(dist, path)) })), requests };
  } finally {
    await browser.close();
  }
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

function routeChunks(): string[][] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const entryGzip = entry ? gzipOf(join(dist, entry.file)) : 0;
  const rows: string[][] = [];
  if (entry) rows.push(['(entry, every route)', entry.file, kb(readFileSync(join(dist, entry.file)).length), kb(entryGzip), kb(entryGzip)]);
  for (const [key, chunk] of Object.entries(manifest)) {
    const route = /^virtual:page\/[^/]+\/(.+)$/.exec(key)?.[1];
    if (!route) continue;
    // The route's own chunk plus what it statically imports besides the entry.
    const own = [chunk.file, ...(chunk.imports ?? []).map((id) => manifest[id]).filter((c) => c && !c.isEntry).map((c) => c!.file)];
    const gzip = own.reduce((sum, file) => sum + gzipOf(join(dist, file)), 0);
    const raw = own.reduce((sum, file) => sum + readFileSync(join(dist, file)).length, 0);
    rows.push([route, own.join(' + '), kb(raw), kb(gzip), kb(gzip + entryGzip)]);
  }
  return rows;
}

function shippedJs(): string[] {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(assets, f));
}

/** Markers of code that compiles schemas or parses templates in the browser. */
const FORBIDDEN: [string, RegExp][] = [
  ['ajv (schema compiler)', /\bajv\b|strict mode: unknown keyword|schema with key or id|addKeyword\(/i],
  ['new Function / Function()', /(?<![\w$.])new\s+Function\s*\(|(?<![\w$.])Function\s*\(\s*["'`]/],
  ['eval(', /(?<![\w$.])eval\s*\(/],
  ["mustache's parser", /Unclosed tag at|Unopened section|Unclosed section|mustache\.js/],
];

interface LighthouseResult {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

function lighthouse(url: string): LighthouseResult {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const out = join(dir, 'report.json');
  try {
    const run = spawnSync(
      'npx',
      ['lighthouse', url, '--quiet', '--only-categories=performance', '--form-factor=mobile', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', timeout: 180_000 },
    );
    if (!existsSync(out)) throw new Error(`lighthouse failed: ${run.stderr || run.error?.message || `exit ${run.status}`}`);
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
      runtimeError?: { message: string };
    };
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
    const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<number> {
  if (args.includes('--build') || !existsSync(join(dist, '.vite', 'manifest.json'))) build();
  const port = await freePort();
  const server = await startPreview(port);
  const origin = `http://127.0.0.1:${port}`;
  const verdicts: string[][] = [];
  try {
    console.log(`deployment ${deployment}, served at ${origin} (vite preview, demo gateway)`);

    const visit = await firstVisit(origin);
    const visitGzip = visit.scripts.reduce((sum, s) => sum + s.gzip, 0);
    table(
      `First visit to ${PAGE}: JavaScript downloaded (gzip of the dist file)`,
      ['chunk', 'gzip KB'],
      [...visit.scripts.map((s) => [s.path, kb(s.gzip)]), [`total: ${visit.scripts.length} script requests (${visit.requests} requests in all)`, kb(visitGzip)]],
    );
    verdicts.push(['first-visit JS (gzip)', `${kb(visitGzip)} KB`, `≤ ${BUDGET.firstVisitKb} KB`, visitGzip / 1000 <= BUDGET.firstVisitKb ? 'PASS' : 'FAIL']);

    const files = shippedJs();
    const raw = files.reduce((sum, f) => sum + readFileSync(f).length, 0);
    const gzip = files.reduce((sum, f) => sum + gzipOf(f), 0);
    table(`Build dist/${deployment}: per-route chunks (from .vite/manifest.json)`, ['route', 'files', 'raw KB', 'gzip KB', 'with entry gzip KB'], routeChunks());
    console.log(`total JS of the build: ${files.length} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip`);

    const sources = files.map((f) => readFileSync(f, 'utf8'));
    const scan = FORBIDDEN.map(([name, pattern]) => {
      const hits = files.filter((_, i) => pattern.test(sources[i]!)).map((f) => f.slice(dist.length + 1));
      return [name, hits.length ? `found in ${hits.join(', ')}` : 'none', hits.length ? 'FAIL' : 'PASS'];
    });
    table('Runtime schema compiler / template parser in shipped JS', ['looked for', 'result', 'verdict'], scan);
    for (const [name, result, verdict] of scan) verdicts.push([`no ${name}`, result!, 'none', verdict!]);

    console.log(`\nrunning Lighthouse (mobile, default throttling) ${runs} time(s) on ${origin + PAGE} ...`);
    const results = Array.from({ length: runs }, () => lighthouse(origin + PAGE));
    const lh: LighthouseResult = {
      score: median(results.map((r) => r.score)),
      fcp: median(results.map((r) => r.fcp)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
    };
    table(`Lighthouse mobile, ${PAGE}${runs > 1 ? ` (median of ${runs})` : ''}`, ['performance', 'FCP', 'LCP', 'TBT', 'CLS'], [
      [String(lh.score), `${(lh.fcp / 1000).toFixed(2)} s`, `${(lh.lcp / 1000).toFixed(2)} s`, `${Math.round(lh.tbt)} ms`, lh.cls.toFixed(3)],
    ]);
    verdicts.push(['Lighthouse performance (mobile)', String(lh.score), `≥ ${BUDGET.lighthouse}`, lh.score >= BUDGET.lighthouse ? 'PASS' : 'FAIL']);
  } finally {
    stopPreview(server);
  }
  table('Budgets', ['check', 'measured', 'budget', 'verdict'], verdicts);
  return verdicts.some((v) => v[3] === 'FAIL') ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
