/**
 * Render-as-you-fetch, the boot's half: the current route's early data sources (the build's plan,
 * renderer/toolchain/compile/earlyPlan.ts) are sent at boot, while the page's code loads, into the same
 * react-query cache under the same queries the page reads (renderer/runtime/page/dataSource.ts), so the page
 * finds its data on its way or already there and does not ask again on its first mount. The reply is
 * checked with the page's own validator once its module has arrived; a failure lands on the page's
 * own error view, as if the page had asked. A gateway that does not answer fails on the screen load's
 * deadline (the gateway's `load`), counted from boot's request, which the page adopts as it is.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { EarlyPlan } from '../contract/earlyPlan.ts';
import type { PageModule } from '../contract/page/pageModule.ts';
import type { BootScope } from '../contract/page/scopeNames.ts';
import type { BootServices } from '../contract/services.ts';
import { assertPayload } from '../runtime/gateway/client.ts';
import { earlyQueries } from '../runtime/page/earlyQueries.ts';

export interface EarlyFetch {
  plan: EarlyPlan;
  /** The names known at boot (renderer/runtime/page/pageScope.ts bootScope). */
  scope: BootScope;
  /** What boot has before the words: the gateway, and the set the early queries are noted in. */
  services: BootServices;
  queryClient: QueryClient;
  /** The page's module (asked for once; boot asks for it right after): its reply validators check what arrives. */
  pageModule: () => Promise<PageModule>;
}

export function startEarlyFetch({ plan, scope, services, queryClient, pageModule }: EarlyFetch): void {
  for (const query of earlyQueries(plan, scope, services, async (call, reply) =>
    assertPayload((await pageModule()).calls[call] ?? {}, reply),
  )) {
    services.earlyQueries.add(hashKey(query.queryKey));
    void queryClient.prefetchQuery(query);
  }
}
