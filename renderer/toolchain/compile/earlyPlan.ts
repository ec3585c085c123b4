/**
 * Render-as-you-fetch, the build's half: which of a page's data sources can start before its code
 * has loaded. A source is early when every name its parameters and condition read is known at boot
 * (the address's query, the launch parameters, the deployment, the market, the language, the
 * platform): the boot step (renderer/browser/earlyFetch.ts) sends it at once, through the same gateway
 * client and react-query cache the page then reads.
 */
import type { CallDef } from '../../contract/callSchema.ts';
import { BOOT_ROOTS } from '../../contract/page/scopeNames.ts';
import type { PageModel } from '../../contract/page/types.ts';
import { compilePage } from './compilePage.ts';
import { visitPage } from './visitPage.ts';
import type { Json } from '../../contract/json.ts';
import type { EarlyPlan } from '../../contract/earlyPlan.ts';

/** The names a boot step knows before any page code runs. */
const EARLY_ROOTS: ReadonlySet<string> = new Set(BOOT_ROOTS);

export function earlyFetchPlan(page: Json, calls: Record<string, CallDef>): EarlyPlan | null {
  const late = new Set<string>();
  visitPage(page, {
    name(name, { pointer }) {
      // What a failed source says is read when it fails, by the page itself: only what it sends counts.
      const [, where, id, part] = pointer.split('/');
      if (where === 'data' && id && (part === 'params' || part === 'when') && !EARLY_ROOTS.has(name.split('.')[0]!))
        late.add(id);
      return undefined;
    },
  });
  const compiled: PageModel = compilePage(page);
  const sources = Object.entries(compiled.data ?? {})
    .filter(([id]) => !late.has(id))
    .map(([id, source]) => ({
      id,
      call: source.call,
      ...(source.params ? { params: source.params as Json } : {}),
      ...(source.when !== undefined ? { when: source.when } : {}),
    }));
  if (sources.length === 0) return null;
  const used: Record<string, Json> = {};
  for (const { call } of sources) {
    const { reply: _reply, description: _description, ...def } = calls[call]!;
    used[call] = { ...def, id: call };
  }
  return { route: compiled.route, sources, calls: used };
}
