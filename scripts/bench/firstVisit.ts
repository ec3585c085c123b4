/**
 * First-visit JavaScript: what a cold visit of a route downloads, from the build manifest (the
 * entry and what it imports, the route's page chunk and its block chunks, the shared and the
 * page's message chunks of the visit's language), and the same measured in the browser as a check
 * of that model. Sizes are the gzip (level 9) of the dist files, 1 KB = 1000 bytes, as the
 * first-visit budget test counts them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { PHONE } from './browser.ts';
import { firstVisitScriptPaths } from '../../tests/browser.ts';
import { BROWSER_RENDER_PRELOAD } from '../../renderer/contract/buildChunks.ts';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;
export type ChunkKind = 'entry' | 'page' | 'block/shared' | 'messages';

export interface ChunkCost {
  file: string;
  kind: ChunkKind;
  gzip: number;
  raw: number;
}

const sizes = new Map<string, { gzip: number; raw: number }>();

export function sizeOf(dist: string, file: string): { gzip: number; raw: number } {
  const path = join(dist, file);
  let size = sizes.get(path);
  if (!size) {
    const bytes = readFileSync(path);
    size = { gzip: gzipSync(bytes, { level: 9 }).length, raw: bytes.length };
    sizes.set(path, size);
  }
  return size;
}

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

export function kindOf(key: string, chunk: ManifestChunk): ChunkKind {
  if (chunk.isEntry) return 'entry';
  if (key.startsWith('virtual:page/')) return 'page';
  if (key.startsWith('virtual:messages/') || key.startsWith('virtual:page-messages/')) return 'messages';
  return 'block/shared';
}

/** dist file → its manifest key and kind. */
export function fileIndex(manifest: Manifest): Map<string, { key: string; kind: ChunkKind; name: string }> {
  const index = new Map<string, { key: string; kind: ChunkKind; name: string }>();
  for (const [key, chunk] of Object.entries(manifest))
    index.set(chunk.file, { key, kind: kindOf(key, chunk), name: chunk.name ?? key });
  return index;
}

/** The given chunks and everything they import statically, each once. */
function closure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The chunks the static index.html preloads for a page rendered in the browser alone (the HTTP client): not the
 * server's page's.
 */
export function browserRenderPreloads(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)]
    .filter(([tag]) => tag.includes(BROWSER_RENDER_PRELOAD))
    .map(([tag]) => /\shref="\/([^"]+)"/.exec(tag)?.[1] ?? '')
    .filter(Boolean);
}

/**
 * What a cold first visit of `routeKey` in `language` downloads, by the manifest: rendered on the server, or
 * (`browser`) in the browser alone, which also fetches what the static page preloads for its first call.
 */
export function routeFirstVisit(
  manifest: Manifest,
  dist: string,
  deployment: string,
  routeKey: string,
  language: string,
  render: 'server' | 'browser' = 'server',
): ChunkCost[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const page = `virtual:page/${deployment}/${routeKey}`;
  if (!entry || !manifest[page]) throw new Error(`the manifest of dist has no ${entry ? page : 'entry'}`);
  const keys = closure(manifest, [
    entry,
    page,
    `virtual:messages/${language}`,
    `virtual:page-messages/${deployment}/${routeKey}/${language}`,
  ]);
  const costs = keys.map((key): ChunkCost => {
    const chunk = manifest[key]!;
    return { file: chunk.file, kind: kindOf(key, chunk), ...sizeOf(dist, chunk.file) };
  });
  const preloads =
    render === 'browser' ? browserRenderPreloads(dist).filter((file) => !costs.some((cost) => cost.file === file)) : [];
  return [...costs, ...preloads.map((file): ChunkCost => ({ file, kind: 'block/shared', ...sizeOf(dist, file) }))];
}

export const total = (costs: { gzip: number }[]) => costs.reduce((sum, cost) => sum + cost.gzip, 0);

/** Every page chunk of the build: its own code (page + block chunks besides the entry) and the whole first visit. */
export function allRoutes(manifest: Manifest, dist: string, deployment: string, language: string): string[][] {
  const rows: string[][] = [];
  const prefix = `virtual:page/${deployment}/`;
  for (const key of Object.keys(manifest).sort()) {
    if (!key.startsWith(prefix)) continue;
    const route = key.slice(prefix.length);
    const visit = routeFirstVisit(manifest, dist, deployment, route, language);
    const own = visit.filter((cost) => cost.kind === 'page' || cost.kind === 'block/shared');
    rows.push([
      route,
      String(own.length),
      kb(own.reduce((sum, cost) => sum + cost.raw, 0)),
      kb(total(own)),
      kb(total(visit)),
    ]);
  }
  return rows;
}

export function shippedJs(dist: string): string[] {
  return readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => join('assets', file));
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The scripts a real cold visit fetched (unthrottled, until the network is idle), sized from dist. */
export async function browserFirstVisit(
  browser: Browser,
  url: string,
  dist: string,
): Promise<{ file: string; gzip: number }[]> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    return (await firstVisitScriptPaths(page, url)).map((path) => ({
      file: path.slice(1),
      gzip: sizeOf(dist, path.slice(1)).gzip,
    }));
  } finally {
    await context.close();
  }
}
