/**
 * What the Node adapter serves: a brand's built server entry, `dist/<brand>/server/entry.js`, a module worker
 * (`export default { fetch(request, env) }`), so the same file runs on an edge runtime.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderEntry } from '../protocol.ts';

/** The default export of a built entry, checked. */
export async function loadEntry(path: string): Promise<RenderEntry> {
  const module = (await import(pathToFileURL(resolve(path)).href)) as { default?: Partial<RenderEntry> };
  const entry = module.default;
  if (!entry || typeof entry.fetch !== 'function')
    throw new Error(
      `${path}: expected a server entry whose default export has fetch(request, env) (dist/<brand>/server/entry.js)`,
    );
  return entry as RenderEntry;
}
