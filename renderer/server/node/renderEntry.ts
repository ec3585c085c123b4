/**
 * What the Node adapter serves: a brand's built server entry, `dist/<brand>/server/entry.js`, a module worker
 * (`export default { fetch(request, env) }`), so the same file runs on an edge runtime.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the server entry is given besides the request (CONTRACT: issue 24's agreed interface). */
export interface RenderEnv {
  /** Where the server reaches the deployment's gateway base (what nginx proxies gateway.base to). */
  GATEWAY_URL?: string;
  /** How long the entry waits for the gateway before it sends the client-rendered shell (default 800). */
  RENDER_BUDGET_MS?: string | number;
}

/** A built server entry: the module-worker convention, so the same file runs on an edge runtime. */
export interface RenderEntry {
  fetch(request: Request, env?: RenderEnv): Promise<Response> | Response;
}

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
