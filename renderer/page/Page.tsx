/**
 * The page runtime: loads the page's data sources through react-query, holds its state and open
 * dialogs, runs its onLoad actions once the data is there, and renders its node tree. A source that
 * fails shows the reason and a retry instead of the page; the rest of the runtime never sees raw
 * replies.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { holdsTrigger } from '../actions/holdsTrigger.ts';
import { holds } from '../binding/logic.ts';
import { platformOf } from '../launch/platform.ts';
import { runActions, type ActionHost } from '../actions/runActions.ts';
import { resolveRecord, resolveValue, type Scope } from '../binding/resolve.ts';
import { useServices } from '../app/services.tsx';
import type { CompiledCall } from '../gateway/client.ts';
import { GatewayError, failureMessageKey } from '../gateway/errors.ts';
import { translate } from '../i18n/messages.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { LoadingIndicator } from '../ui/Loading.tsx';
import { NodeView } from './NodeView.tsx';
import { PageRuntimeContext, type PageRuntime } from './PageContext.tsx';
import type { ModelDefinition } from '../block/defineModel.ts';
import { clearDraft, draftPlace, restoreDraft, saveDraft } from './draft.ts';
import { createPageStore } from './pageStore.ts';
import type { DataSource, PageModel } from './types.ts';
import { withStored } from './fromStorage.ts';

/** What the build makes of one page schema (virtual:page/… in renderer/compile/vitePlugin.ts). */
export interface PageModule {
  page: PageModel;
  calls: Record<string, CompiledCall>;
  blocks: Record<string, ComponentType<Record<string, unknown>>>;
  /** The block models its dispatch actions use (absent when none). */
  models?: Record<string, ModelDefinition>;
  /** The page's own message groups in the visit's language (added when the app loads it; absent where the whole catalogue is loaded). */
  messages?: Record<string, unknown>;
}

const NO_MODELS: Record<string, ModelDefinition> = {};

function errorText(error: unknown, messages: unknown, own: DataSource['messages'], scope: Scope): string {
  const kind = error instanceof GatewayError ? error.kind : 'network';
  if (error instanceof GatewayError && error.serverMessage) return error.serverMessage;
  const specific = kind === 'refused' ? own?.refused : own?.failed;
  if (specific !== undefined) return String(resolveValue(specific, scope) ?? '');
  return translate(messages, failureMessageKey(kind));
}

export function Page({ module }: { module: PageModule }) {
  const { page, calls, blocks, models = NO_MODELS, messages: ownMessages } = module;
  const services = useServices();
  const messages = useMemo(() => (ownMessages ? { ...services.messages, ...ownMessages } : services.messages), [services.messages, ownMessages]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(searchParams), [searchParams]);
  // The draft's place (borrower and scope) is fixed when the page opens (the address is part of the page's identity).
  const [draftScope] = useState(() =>
    draftPlace(services.launch(), page.draft ? String(resolveValue(page.draft.scope ?? '', { query, brand: services.deployment }) ?? '') : ''),
  );
  const [store] = useState(() => {
    const initial = withStored(services.storage, page.fromStorage, page.state ?? {});
    return createPageStore(page.draft ? restoreDraft(services.storage, page.draft, draftScope, initial) : initial);
  });
  const { state, dialogs } = useSyncExternalStore(store.subscribe, store.get, store.get);
  const draftKept = useRef(true);
  useEffect(() => {
    const draft = page.draft;
    if (!draft) return;
    return store.subscribe(() => {
      if (draftKept.current) saveDraft(services.storage, draft, draftScope, store.get().state);
    });
  }, [page.draft, store, services.storage, draftScope]);

  const base: Scope = {
    query,
    launch: services.launch(),
    state,
    brand: services.deployment,
    market: services.market,
    t: messages,
    lang: services.language,
    routes: services.routes,
    platform: platformOf(services.launch().platform, navigator.userAgent, navigator.maxTouchPoints),
  };
  const sources = Object.entries(page.data ?? {});
  // A source whose condition fails is not asked for (the promotion page with no template id): its data is null.
  const [skipped] = useState(() => new Set(sources.filter(([, source]) => !holds(source.when, base)).map(([id]) => id)));
  const results = useQueries({
    queries: sources.map(([id, source]) => {
      const params = resolveRecord(source.params, base);
      const call = calls[source.call]!;
      const skip = skipped.has(id);
      return {
        queryKey: ['source', page.route, id, source.call, params],
        queryFn: async ({ signal }: { signal: AbortSignal }) => (skip ? null : ((await services.gateway.fetch(call, params, signal)).data ?? null)),
      };
    }),
  });
  // An optional source never holds the page back: it shows (and onLoad runs) without it, and its
  // failure leaves its data undefined, for the page to fall back on its own words.
  const loaded = results.every((result, index) => result.isSuccess || sources[index]![1].optional === true);
  const failedIndex = results.findIndex((result, index) => result.isError && sources[index]![1].optional !== true);
  const failed = results[failedIndex];
  const data = Object.fromEntries(sources.map(([id], index) => [id, results[index]?.data]));
  const loading = Object.fromEntries(sources.map(([id], index) => [id, results[index]?.isPending === true]));
  const scope: Scope = { ...base, data, loading };

  // Action chains run after render; they read the latest scope from here.
  const latest = useRef({ base, data, loading });
  useEffect(() => {
    latest.current = { base, data, loading };
  });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const host = useMemo<ActionHost>(
    () => ({
      services,
      calls,
      scope: (locals) => ({ ...latest.current.base, state: store.get().state, data: latest.current.data, loading: latest.current.loading, ...locals }),
      setState: store.setState,
      openDialog: store.openDialog,
      closeDialog: store.closeDialog,
      refetch: async (ids) => {
        const keys = ids ? ids.map((id) => ['source', page.route, id]) : [['source', page.route]];
        await Promise.all(keys.map((queryKey) => queryClient.refetchQueries({ queryKey })));
      },
      navigate: (to, replace) => void navigate(to, { replace }),
      // The router numbers this visit's entries (history.state.idx): 0 is where the visit started.
      back: () => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index < 1) return false;
        void navigate(-1);
        return true;
      },
      alive: () => alive.current,
      models,
      chains: page.actions ?? {},
      // Other pages' data is dropped, so the next screen loads afresh rather than flashing what it
      // showed before; this page's own data stays on screen (a dialog may still be showing over it).
      forgetData: () => queryClient.removeQueries({ queryKey: ['source'], type: 'inactive' }),
      clearDraft: () => {
        draftKept.current = false;
        if (page.draft) clearDraft(services.storage, page.draft);
      },
    }),
    [services, calls, store, queryClient, navigate, page.route, page.draft, page.actions, models],
  );

  const runtime = useMemo<PageRuntime>(
    () => ({
      blocks,
      run: (actions, locals) => runActions(actions, host, locals),
      holdsTrigger: (actions) => holdsTrigger(actions, page.actions ?? {}),
      closeDialog: store.closeDialog,
      blockFallback: translate(services.messages, 'errors.block'),
    }),
    [blocks, host, store, services.messages, page.actions],
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
        message={errorText(failed.error, services.messages, sources[failedIndex]?.[1].messages, base)}
        retryLabel={translate(services.messages, 'common.retry')}
        onRetry={() => void host.refetch()}
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
