/**
 * `npm run stack`: a stack the borrowers' beacons reported (renderer/browser/monitoring/: frames as
 * `/assets/index-abc.js:1:2345`) turned back into source lines, with the hidden source maps the
 * production build keeps in dist/maps/<id>/ (renderer/toolchain/vite/sourceMaps.ts). Give the frames as
 * arguments, or pipe a beacon's JSON, an error entry or plain text in:
 *
 *   npm run stack -- /assets/index-abc.js:1:2345 /assets/page-def.js:3:10
 *   curl -s localhost:4180/gateway/beacons | npm run stack
 *   DEPLOYMENT=lumen npm run stack -- …      (default: the default brand)
 *
 * A frame whose file has no map here (another build, another release) is said so, not guessed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { DEFAULT_DEPLOYMENT, ROOT } from '../renderer/toolchain/project/project.ts';
import { mapsFolder } from '../renderer/toolchain/vite/sourceMaps.ts';

const FRAME = /\/assets\/([\w.-]+\.js):(\d+):(\d+)/g;

export interface MappedFrame {
  frame: string;
  /** `renderer/runtime/page/Page.tsx:12:4 (name)`, or why not. */
  source: string;
}

export function mapFrames(text: string, folder: string): MappedFrame[] {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const path = join(folder, 'assets', `${file}.map`);
      maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    return maps.get(file)!;
  };
  return [...text.matchAll(FRAME)].map(([frame, file, line, column]) => {
    const map = mapOf(file!);
    if (!map) return { frame, source: `no map of ${file} in ${relative(ROOT, folder)}/ (another build or release?)` };
    const found = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
    if (!found.source) return { frame, source: 'not in the map' };
    const source = found.source.replace(/^(\.\.\/)+/, '').replace(/\0/g, '');
    return {
      frame,
      source: `${source}:${found.line}:${(found.column ?? 0) + 1}${found.name ? ` (${found.name})` : ''}`,
    };
  });
}

async function main(): Promise<void> {
  const deployment = process.env.DEPLOYMENT || DEFAULT_DEPLOYMENT;
  const folder = mapsFolder(deployment);
  if (!existsSync(folder)) {
    console.error(
      `stack: no source maps in dist/maps/${deployment}/: npm run build (a production build) keeps them there`,
    );
    process.exit(1);
  }
  let text = process.argv.slice(2).join('\n');
  if (!text && !process.stdin.isTTY) for await (const chunk of process.stdin) text += String(chunk);
  const frames = mapFrames(text, folder);
  if (!frames.length) {
    console.error('stack: no frame like /assets/index-abc.js:1:2345 given (as arguments or on standard input)');
    process.exit(1);
  }
  const release = existsSync(join(folder, 'RELEASE'))
    ? readFileSync(join(folder, 'RELEASE'), 'utf8').trim()
    : 'unknown';
  console.log(`${deployment}, release ${release}:`);
  for (const { frame, source } of frames) console.log(`  ${frame}  →  ${source}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) void main();
