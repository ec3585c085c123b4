/**
 * A page's data sources through react-query, each one query (renderer/runtime/page/dataSource.ts): asked
 * while its condition holds (else its data is null), with params and condition following the scope,
 * an optional one never holding the page back. When a state change asks a source again (new params,
 * or its condition now holds), the page keeps showing what it had until the answer arrives, instead
 * of a whole-body spinner. Says whether the page can show, which required source failed, and
 * refetches by source id.
 */
import { hashKey, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchedEarly, forgetEarly } from './earlyQueries.ts';
import type { Services } from '../../contract/services.ts';
import type { Scope } from '../binding/resolve.ts';
import type { CompiledCall } from '../../contract/gateway.ts';
import { pageSourcesKey, sourceQuery } from './dataSource.ts';
import type { DataSource, PageModel } from '../../contract/page/types.ts';

export interface PageData {
  /** Every required source is there: the page shows and onLoad runs. */
  loaded: boolean;
  /** The first required source that failed, with its error (once it is not being fetched again). */
  failure?: { source: DataSource; error: unknown };
  data: Record<string, unknown>;
  loading: Record<string, boolean>;
  refetch(ids?: readonly string[]): Promise<void>;
}

export function usePageData(
  page: PageModel,
  calls: Record<string, CompiledCall>,
  services: Services,
  base: Scope,
): PageData {
  const queryClient = useQueryClient();
  const sources = Object.entries(page.data ?? {});
  // What each source last gave on this page (a memory of this mount, written after each render):
  // shown while a new key of the same source is on its way (useQueries gives a new key a new
  // observer, so react-query's keepPreviousData has nothing to carry over).
  const [shown] = useState(() => new Map<string, unknown>());
  const queries = sources.map(([id, source]) => {
    const query = sourceQuery({
      route: page.route,
      id,
      source,
      scope: base,
      call: calls[source.call]!,
      gateway: services.gateway,
    });
    // What boot already asked for (renderer/browser/earlyFetch.ts) is not asked again on this first mount,
    // whether it arrived or failed (its failure is this page's to show, with Retry).
    const early = fetchedEarly(services, hashKey(query.queryKey));
    return { ...query, refetchOnMount: !early, retryOnMount: !early, placeholderData: () => shown.get(id) };
  });
  const results = useQueries({ queries });
  // Once mounted, a later visit asks afresh, as every visit does.
  useEffect(() =>
    forgetEarly(
      services,
      queries.map((query) => hashKey(query.queryKey)),
    ),
  );
  const skipped = (index: number) => queries[index]!.enabled === false;
  const data = sources.map(([,], index) => (skipped(index) ? null : results[index]?.data));
  useEffect(() => {
    sources.forEach(([id], index) => {
      if (data[index] !== undefined) shown.set(id, data[index]);
    });
  });
  const required = (index: number) => sources[index]![1].optional !== true;
  const failedIndex = results.findIndex((result, index) => !skipped(index) && result.isError && required(index));
  const failed = results[failedIndex];
  return {
    // A source not asked for has null; an optional source never holds the page back: its failure leaves its data
    // undefined.
    loaded: results.every((result, index) => skipped(index) || result.isSuccess || !required(index)),
    failure: failed && !failed.isFetching ? { source: sources[failedIndex]![1], error: failed.error } : undefined,
    data: Object.fromEntries(sources.map(([id], index) => [id, data[index]])),
    loading: Object.fromEntries(
      sources.map(([id], index) => [
        id,
        !skipped(index) && (results[index]?.isPending === true || results[index]?.isPlaceholderData === true),
      ]),
    ),
    refetch: async (ids) => {
      const keys = ids ? ids.map((id) => pageSourcesKey(page.route, id)) : [pageSourcesKey(page.route)];
      await Promise.all(keys.map((queryKey) => queryClient.refetchQueries({ queryKey })));
    },
  };
}
