/**
 * Render-as-you-fetch's queries, shared by the browser's boot (renderer/browser/earlyFetch.ts) and
 * the server (renderer/server/prefetch.ts): the route's plan (renderer/contract/earlyPlan.ts) as the
 * very queries its page reads (./dataSource.ts), and which of them this app asked for early, so the
 * page does not ask again on its first mount.
 */
import type { EarlyPlan } from '../../contract/earlyPlan.ts';
import type { CompiledCall, Reply } from '../../contract/gateway.ts';
import type { BootScope } from '../../contract/page/scopeNames.ts';
import type { BootServices } from '../../contract/services.ts';
import { sourceQuery } from './dataSource.ts';

/** Whether this app's boot asked for this query and the page has not mounted on it yet (then it must not ask again). */
export function fetchedEarly(services: Pick<BootServices, 'earlyQueries'>, queryHash: string): boolean {
  return services.earlyQueries.has(queryHash);
}

/** The page has read it: a later visit asks afresh, as every visit does. */
export function forgetEarly(services: Pick<BootServices, 'earlyQueries'>, queryHashes: readonly string[]): void {
  for (const hash of queryHashes) services.earlyQueries.delete(hash);
}

/**
 * The plan's queries a visit asks for at once (boot's, renderer/browser/earlyFetch.ts, and the server's,
 * renderer/server/prefetch.ts): the same query the page reads for each source, its reply checked by `check`; a source
 * whose condition fails is left out (the page gives it null itself).
 */
export function earlyQueries(
  plan: EarlyPlan,
  scope: BootScope,
  services: Pick<BootServices, 'gateway'>,
  check: (call: string, reply: Reply) => void | Promise<void>,
) {
  return plan.sources
    .map((source) =>
      sourceQuery({
        route: plan.route,
        id: source.id,
        source,
        scope,
        call: plan.calls[source.call] as unknown as CompiledCall,
        gateway: services.gateway,
        check: (reply) => check(source.call, reply),
      }),
    )
    .filter((query) => query.enabled !== false);
}
