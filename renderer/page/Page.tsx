/**
 * The page runtime: loads the page's data sources through react-query, holds its state and open
 * dialogs, runs its onLoad actions once the data is there, and renders its node tree. A source that
 * fails shows the reason and a retry instead of the page; the rest of the runtime never sees raw
 * replies.
 */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { runActions, type ActionHost } from '../actions/runActions.ts';
import { setPaths, type PageState } from '../actions/state.ts';
import { resolveRecord, resolveValue, type Scope } from '../binding/resolve.ts';
import { useServices } from '../app/services.tsx';
import type { CompiledCall } from '../gateway/client.ts';
import { GatewayError, failureMessageKey } from '../gateway/errors.ts';
import { translate } from '../i18n/messages.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { LoadingIndicator } from '../ui/Loading.tsx';
import { NodeView } from './NodeView.tsx';
import { PageRuntimeContext, type PageRuntime } from './PageContext.tsx';
import type { PageModel } from './types.ts';

/** What the build makes of one page schema (virtual:page/… in renderer/compile/vitePlugin.ts). */
export interface PageModule {
  page: PageModel;
  calls: Record<string, CompiledCall>;
  blocks: Record<string, ComponentType<Record<string, unknown>>>;
}

function errorText(error: unknown, messages: unknown): string {
  const kind = error instanceof GatewayError ? error.kind : 'network';
  if (error instanceof GatewayError && error.serverMessage) return error.serverMessage;
  return translate(messages, failureMessageKey(kind));
}

export function Page({ module }: { module: PageModule }) {
  const { page, calls, blocks } = module;
  const services = useServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(searchParams), [searchParams]);
  const [state, setState] = useState<PageState>(() => page.state ?? {});
  const [dialogs, setDialogs] = useState<readonly string[]>([]);
  const stateRef = useRef(state);
  const dataRef = useRef<Record<string, unknown>>({});
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const base: Scope = {
    query,
    launch: services.launch(),
    state,
    brand: services.deployment,
    market: services.market,
    t: services.messages,
    lang: services.language,
  };
  const sources = Object.entries(page.data ?? {});
  const results = useQueries({
    queries: sources.map(([id, source]) => {
      const params = resolveRecord(source.params, base);
      const call = calls[source.call]!;
      return {
        queryKey: ['source', page.route, id, source.call, params],
        queryFn: async ({ signal }: { signal: AbortSignal }) => (await services.gateway.fetch(call, params, signal)).data ?? null,
      };
    }),
  });

  const loaded = results.every((result) => result.isSuccess);
  const failed = results.find((result) => result.isError);
  const data: Record<string, unknown> = {};
  sources.forEach(([id], index) => {
    data[id] = results[index]?.data;
  });
  dataRef.current = data;
  const scope: Scope = { ...base, data };

  const refetch = useCallback(
    async (ids?: string[]) => {
      await Promise.all(
        results.filter((_, index) => !ids || ids.includes(sources[index]![0])).map((result) => result.refetch()),
      );
    },
    [results, sources],
  );

  const host = useMemo<ActionHost>(
    () => ({
      services,
      calls,
      scope: (locals) => ({ ...base, state: stateRef.current, data: dataRef.current, ...locals }),
      setState: (values) => {
        stateRef.current = setPaths(stateRef.current, values);
        setState(stateRef.current);
      },
      openDialog: (id) => setDialogs((open) => (open.includes(id) ? open : [...open, id])),
      closeDialog: (id) => setDialogs((open) => open.filter((item) => item !== id)),
      refetch,
      navigate: (to, replace) => void navigate(to, { replace }),
      alive: () => alive.current,
    }),
    // base is rebuilt each render; the scope function reads state and data through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [services, calls, refetch, navigate, query],
  );

  const runtime = useMemo<PageRuntime>(
    () => ({
      blocks,
      run: (actions, locals) => runActions(actions, host, locals),
      closeDialog: host.closeDialog,
      blockFallback: translate(services.messages, 'errors.block'),
    }),
    [blocks, host, services.messages],
  );

  const title = loaded && page.title !== undefined ? String(resolveValue(page.title, scope) ?? '') : '';
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  const onLoadDone = useRef(false);
  useEffect(() => {
    if (!loaded || onLoadDone.current || !page.onLoad) return;
    onLoadDone.current = true;
    void runActions(page.onLoad, host, {}).catch((error: unknown) => console.error('onLoad failed', error));
  }, [loaded, page.onLoad, host]);

  if (failed && !failed.isFetching) {
    return (
      <LoadError
        title={translate(services.messages, 'errors.loadTitle')}
        message={errorText(failed.error, services.messages)}
        retryLabel={translate(services.messages, 'common.retry')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!loaded) return <LoadingIndicator />;

  return (
    <PageRuntimeContext.Provider value={runtime}>
      <main>
        {page.body.map((node, index) => (
          <NodeView key={index} node={node} scope={scope} />
        ))}
      </main>
      {dialogs.map((id) => {
        const node = page.dialogs?.[id];
        return node ? <NodeView key={id} node={node} scope={scope} dialogId={id} /> : null;
      })}
    </PageRuntimeContext.Provider>
  );
}
