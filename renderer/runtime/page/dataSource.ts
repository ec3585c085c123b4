/**
 * A page's data source as one react-query query (TanStack's queryOptions practice): its key, its
 * query function and whether it is asked for at all, from one function that boot's early fetch
 * (renderer/browser/earlyFetch.ts), the page (usePageData.ts) and the action host (useActionHost.ts)
 * all use, so the key is never rebuilt by hand.
 */
import { queryOptions } from '@tanstack/react-query';
import { holds, resolveRecord, type Scope } from '../binding/resolve.ts';
import type { CompiledCall, Gateway, Reply } from '../../contract/gateway.ts';

/** Every page's data: what forgetData drops. */
export const ALL_SOURCES_KEY = ['source'] as const;

/** One page's data sources, or one of them: what refetch asks again (a prefix of sourceQuery's keys). */
export function pageSourcesKey(route: string, id?: string): readonly unknown[] {
  return id === undefined ? [...ALL_SOURCES_KEY, route] : [...ALL_SOURCES_KEY, route, id];
}

export interface SourceQueryInput {
  /** The page's route key (a second address of a screen keeps its page's). */
  route: string;
  id: string;
  source: { call: string; params?: Record<string, unknown>; when?: unknown };
  /** The scope its params and condition read: boot's or the page's (renderer/contract/page/scopeNames.ts). */
  scope: Scope;
  call: CompiledCall;
  gateway: Pick<Gateway, 'load'>;
  /**
   * A further check of a reply before it is data (boot's: the page's reply validator, once the page's module is there).
   */
  check?: (reply: Reply) => void | Promise<void>;
}

/**
 * The query of a data source under a scope: its key names the page, the source, the call and the
 * resolved params; `enabled` is its condition (a source whose condition fails is not asked for, and
 * its data is null). Both follow the scope, so a state change the params or the condition read asks again.
 */
export function sourceQuery({ route, id, source, scope, call, gateway, check }: SourceQueryInput) {
  const params = resolveRecord(source.params, scope);
  return queryOptions({
    queryKey: [...pageSourcesKey(route, id), source.call, params],
    queryFn: async ({ signal }): Promise<unknown> => {
      const reply = await gateway.load(call, params, signal);
      await check?.(reply);
      return reply.data ?? null;
    },
    enabled: holds(source.when, scope),
  });
}
