/**
 * The route's early data on the server (the build's plan, renderer/toolchain/compile/earlyPlan.ts): the same
 * queries as boot's (renderer/browser/earlyFetch.ts earlyQueries) into this request's own cache, each reply checked
 * by the page's validator, within the budget. Whatever is not all there in time, or failed (the
 * gateway down, a refusal, a bad reply), is the client's to fetch and show: the caller sends the
 * client-rendered shell then.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { Services } from '../contract/services.ts';
import type { EarlyPlan } from '../contract/earlyPlan.ts';
import { earlyQueries } from '../runtime/page/earlyQueries.ts';
import { assertPayload } from '../runtime/gateway/client.ts';
import type { PageModule } from '../contract/page/pageModule.ts';
import type { BootScope } from '../contract/page/scopeNames.ts';

export type Prefetched = 'ready' | 'late' | 'failed';

export interface PrefetchInput {
  plan: EarlyPlan;
  scope: BootScope;
  services: Services;
  queryClient: QueryClient;
  page: PageModule;
  budgetMs: number;
}

export async function prefetchEarly({
  plan,
  scope,
  services,
  queryClient,
  page,
  budgetMs,
}: PrefetchInput): Promise<Prefetched> {
  const fetches = earlyQueries(plan, scope, services, (call, reply) =>
    assertPayload(page.calls[call] ?? {}, reply),
  ).map((query) => queryClient.fetchQuery(query));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Prefetched>((resolve) => (timer = setTimeout(() => resolve('late'), budgetMs)));
  const all = Promise.all(fetches).then(
    (): Prefetched => 'ready',
    (): Prefetched => 'failed',
  );
  const outcome = await Promise.race([all, late]);
  clearTimeout(timer);
  // What is still on its way is not waited for (nor is its answer kept anywhere).
  if (outcome === 'late') await queryClient.cancelQueries();
  return outcome;
}
