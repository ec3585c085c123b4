/**
 * A page's data sources through react-query: each asked once its condition holds (else its data is
 * null), an optional one never holding the page back. Says whether the page can show, which
 * required source failed, and refetches by source id.
 */
import { hashKey, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchedEarly, forgetEarly } from '../app/earlyFetch.ts';
import { sourceKey } from './sourceKey.ts';
import type { Services } from '../app/services.tsx';
import { holds } from '../binding/logic.ts';
import { resolveRecord, type Scope } from '../binding/resolve.ts';
import type { CompiledCall } from '../gateway/client.ts';
import type { DataSource, PageModel } from './types.ts';

export interface PageData {
  /** Every required source is there: the page shows and onLoad runs. */
  loaded: boolean;
  /** The first required source that failed, with its error (once it is not being fetched again). */
  failure?: { source: DataSource; error: unknown };
  data: Record<string, unknown>;
  loading: Record<string, boolean>;
  refetch(ids?: readonly string[]): Promise<void>;
}

export function usePageData(page: PageModel, calls: Record<string, CompiledCall>, services: Services, base: Scope): PageData {
  const queryClient = useQueryClient();
  const sources = Object.entries(page.data ?? {});
  // A source whose condition fails is not asked for (the promotion page with no template id): its data is null.
  const [skipped] = useState(() => new Set(sources.filter(([, source]) => !holds(source.when, base)).map(([id]) => id)));
  const queries = sources.map(([id, source]) => {
    const params = resolveRecord(source.params, base);
    const call = calls[source.call]!;
    const skip = skipped.has(id);
    const queryKey = sourceKey(page.route, id, source.call, params);
    // What boot already asked for (renderer/app/earlyFetch.ts) is not asked again on this first mount,
    // whether it arrived or failed (its failure is this page's to show, with Retry).
    const early = fetchedEarly(services, hashKey(queryKey));
    return {
      queryKey,
      refetchOnMount: !early,
      retryOnMount: !early,
      queryFn: async ({ signal }: { signal: AbortSignal }) => (skip ? null : ((await services.gateway.fetch(call, params, signal)).data ?? null)),
    };
  });
  const results = useQueries({ queries });
  // Once mounted, a later visit asks afresh, as every visit does.
  useEffect(() => forgetEarly(services, queries.map((query) => hashKey(query.queryKey))));
  const required = (index: number) => sources[index]![1].optional !== true;
  const failedIndex = results.findIndex((result, index) => result.isError && required(index));
  const failed = results[failedIndex];
  return {
    // An optional source never holds the page back: its failure leaves its data undefined.
    loaded: results.every((result, index) => result.isSuccess || !required(index)),
    failure: failed && !failed.isFetching ? { source: sources[failedIndex]![1], error: failed.error } : undefined,
    data: Object.fromEntries(sources.map(([id], index) => [id, results[index]?.data])),
    loading: Object.fromEntries(sources.map(([id], index) => [id, results[index]?.isPending === true])),
    refetch: async (ids) => {
      const keys = ids ? ids.map((id) => ['source', page.route, id]) : [['source', page.route]];
      await Promise.all(keys.map((queryKey) => queryClient.refetchQueries({ queryKey })));
    },
  };
}
