/**
 * The content store on the app's own origin (issue 43): nginx serves the folder publishing writes
 * (renderer/toolchain/content/contentStore.ts) at CONTENT_PATH, as any static origin, bucket or CDN would under
 * CONTENT_URL. A pack by version never changes: cached for a year. The pointer and the log move: cached briefly, then
 * served stale while revalidated, and stale when the origin errs (a CDN in front keeps answering); nginx's ETag lets
 * the renderer's poll cost a 304. JSON with the document's security headers, never sniffed as anything else.
 */
import { CONTENT_PATH } from '../../contract/content.ts';
import type { Headers, ProductionPolicy } from './productionPolicy.ts';

export const PACK_CACHE = 'public, max-age=31536000, immutable';
export const POINTER_CACHE = 'public, max-age=5, stale-while-revalidate=30, stale-if-error=86400';

function headerLines(headers: Headers, cache: string, indent: string): string[] {
  const { 'Cache-Control': _cache, ...rest } = headers;
  return [...Object.entries({ ...rest, 'Cache-Control': cache })].map(
    ([name, value]) => `${indent}add_header ${name} "${value.replace(/["$\\]/g, '')}" always;`,
  );
}

export function contentStoreLocation(policy: ProductionPolicy, folder: string): string {
  if (/[\s;'"{}$]/.test(folder))
    throw new Error(`the content store's folder: expected a path with no spaces, quotes, braces, $ or ; (${folder})`);
  return [
    '',
    `# The content store (npm run content -- publish): packs immutable, the pointer short-lived.`,
    `location ^~ ${CONTENT_PATH} {`,
    `    alias ${folder.replace(/\/?$/, '/')};`,
    '    default_type application/json;',
    '    etag on;',
    // Nothing published yet is the usual state, not an error worth a line per poll.
    '    log_not_found off;',
    `    location ~ ^${CONTENT_PATH}[A-Za-z0-9_-]+/packs/[0-9]+\\.json$ {`,
    ...headerLines(policy.document, PACK_CACHE, '        '),
    '    }',
    `    location ~ ^${CONTENT_PATH}[A-Za-z0-9_-]+/(pointer|pointers/[0-9]+)\\.json$ {`,
    ...headerLines(policy.document, POINTER_CACHE, '        '),
    '    }',
    '    return 404;',
    '}',
    '',
  ].join('\n');
}
