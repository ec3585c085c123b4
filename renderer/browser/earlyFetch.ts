/**
 * Render-as-you-fetch, the boot's half: the current route's early data sources (the build's plan,
 * renderer/build/compile/earlyPlan.ts) are sent at boot, while the page's code loads, into the same
 * react-query cache under the same queries the page reads (renderer/runtime/page/dataSource.ts), so the page
 * finds its data on its way or already there and does not ask again on its first mount. The reply is
 * checked with the page's own validator once its module has arrived; a failure lands on the page's
 * own error view, as if the page had asked.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { EarlyPlan } from '../build/compile/earlyPlan.ts';
import type { Reply } from '../runtime/gateway/reply.ts';
import { assertPayload, type CompiledCall } from '../runtime/gateway/client.ts';
import { sourceQuery } from '../runtime/page/dataSource.ts';
import type { PageModule } from '../contract/page/pageModule.ts';
import type { BootScope } from '../contract/page/scopeNames.ts';
import type { Services } from '../runtime/app/services.tsx';

/** Whether this app's boot asked for this query and the page has not mounted on it yet (then it must not ask again). */
export function fetchedEarly(services: Pick<Services, 'earlyQueries'>, queryHash: string): boolean {
  return services.earlyQueries.has(queryHash);
}

/** The page has read it: a later visit asks afresh, as every visit does. */
export function forgetEarly(services: Pick<Services, 'earlyQueries'>, queryHashes: readonly string[]): void {
  for (const hash of queryHashes) services.earlyQueries.delete(hash);
}

export interface EarlyFetch {
  plan: EarlyPlan;
  /** The names known at boot (renderer/contract/page/scopeNames.ts bootScope). */
  scope: BootScope;
  services: Services;
  queryClient: QueryClient;
  /** The page's module (asked for once; boot asks for it right after): its reply validators check what arrives. */
  pageModule: () => Promise<PageModule>;
}

/**
 * The plan's queries a visit asks for at once (boot's here, the server's in renderer/server/prefetch.ts): the
 * same query the page reads for each source, its reply checked by `check`; a source whose condition fails is
 * left out (the page gives it null itself).
 */
export function earlyQueries(plan: EarlyPlan, scope: BootScope, services: Pick<Services, 'gateway'>, check: (call: string, reply: Reply) => void | Promise<void>) {
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

export function startEarlyFetch({ plan, scope, services, queryClient, pageModule }: EarlyFetch): void {
  for (const query of earlyQueries(plan, scope, services, async (call, reply) => assertPayload((await pageModule()).calls[call] ?? {}, reply))) {
    services.earlyQueries.add(hashKey(query.queryKey));
    void queryClient.prefetchQuery(query);
  }
}
