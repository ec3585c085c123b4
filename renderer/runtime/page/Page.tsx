/**
 * The page runtime: the page-wide scope, its data (usePageData), its state and draft
 * (usePageStore) and the host its chains run against (useActionHost); onLoad once the data is
 * there, then its node tree and open dialogs. A required source that fails shows the reason and a
 * retry instead of the page; the rest of the runtime never sees raw replies.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { failureText } from '../actions/failureText.ts';
import { runActions } from '../actions/runActions.ts';
import { useServices } from '../app/services.tsx';
import { resolveValue, type Scope } from '../binding/resolve.ts';
import type { PageState, Node } from '../../contract/page/types.ts';
import type { ModelDefinition } from '../../contract/block/defineModel.ts';
import { GatewayError } from '../gateway/errors.ts';
import { MessagesProvider, translate } from '../i18n/messages.tsx';
import { withBrandMessages } from '../i18n/brandMessages.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { LoadingIndicator } from '../ui/Loading.tsx';
import { TitleBar } from '../titleBar/TitleBar.tsx';
import { NodeView } from './NodeView.tsx';
import { PageRuntimeContext, type PageRuntime } from './PageContext.tsx';
import type { PageModule } from '../../contract/page/pageModule.ts';
import { pageScope } from './pageScope.ts';
import { splitOnLoad, withPrelude } from './onLoadPrelude.ts';
import type { PageScope } from '../../contract/page/scopeNames.ts';
import { useActionHost } from './useActionHost.ts';
import { VARIANT_PARAM } from '../../contract/experiment.ts';
import { assignVariant, useExposure } from './experiment.ts';
import { usePageData } from './usePageData.ts';
import { usePageStore } from './usePageStore.ts';

const NO_MODELS: Record<string, ModelDefinition> = {};

export function Page({ module }: { module: PageModule }) {
  const { calls, blocks, models = NO_MODELS, messages: ownMessages, experiment } = module;
  const services = useServices();
  // The shared words already carry the brand's (boot); a page's own groups get them here.
  const messages = useMemo(
    () =>
      ownMessages
        ? { ...services.messages, ...withBrandMessages(ownMessages, services.market, services.language) }
        : services.messages,
    [services.messages, ownMessages, services.market, services.language],
  );
  const [searchParams] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(searchParams), [searchParams]);
  // The borrower's variant of the page's experiment (./experiment.ts); a demo build lets the address force one.
  const forced = import.meta.env.LOAN_PAGES_DEMO_BUILD ? query[VARIANT_PARAM] : undefined;
  const variant = useMemo(
    () => experiment && assignVariant(experiment, services.launch(), services.marketKey, forced),
    [experiment, services, forced],
  );
  const page = variant?.page ?? module.page;
  const expose = useExposure(experiment, variant, page.route, services);
  const handle = usePageStore(page, services, query, models);
  const {
    state: stored,
    dialogs,
    loaded,
  } = useSyncExternalStore(handle.store.subscribe, handle.store.get, handle.store.get);

  const data = usePageData(page, calls, services, pageScope(services, query, stored, messages));
  // Until onLoad runs, its leading setState steps show already (./onLoadPrelude.ts): the server's HTML has them too.
  const onLoad = useMemo(() => splitOnLoad(page.onLoad), [page.onLoad]);
  const withData = (state: PageState): Scope => ({
    ...pageScope(services, query, state, messages),
    data: data.data,
    loading: data.loading,
  });
  const state = data.loaded && !loaded ? withPrelude(onLoad.prelude, stored, withData) : stored;
  const base = pageScope(services, query, state, messages);
  const scope: PageScope = { ...base, data: data.data, loading: data.loading };
  const host = useActionHost({ page, calls, models, services, handle, base, data });

  const runtime = useMemo<PageRuntime>(
    () => ({
      blocks,
      run: (actions, locals) => runActions(actions, host, locals),
      setState: (values) => host.setState(values),
      blockFallback: translate(services.messages, 'errors.block'),
      expose,
    }),
    [blocks, host, services.messages, expose],
  );

  // The heading needs no data (the build checks it); the document title may wait for the data.
  const heading = page.title === undefined ? '' : String(resolveValue(page.title, base) ?? '');
  // A title that comes out empty (loan details' reply without a productName) is the brand's product name (SPEC §2).
  const documentTitle =
    data.loaded && (page.documentTitle ?? page.title) !== undefined
      ? String(resolveValue(page.documentTitle ?? page.title, scope) ?? '').trim() || services.deployment.productName
      : '';
  // The server has no document: its HTML's <title> takes the page's (renderer/server/handler.ts).
  if (documentTitle) services.documentTitle?.(documentTitle);
  useEffect(() => {
    if (documentTitle) document.title = documentTitle;
  }, [documentTitle]);

  // A variant whose page holds none of the nodes the variants differ in is exposed when its page shows.
  useEffect(() => {
    if (data.loaded && variant?.onView) expose();
  }, [data.loaded, variant, expose]);

  const onLoadDone = useRef(false);
  useEffect(() => {
    if (!data.loaded || onLoadDone.current) return;
    onLoadDone.current = true;
    // The prelude as rendered (the same state and data), kept in one update; then the rest as a chain.
    const { store } = handle;
    if (onLoad.prelude.length)
      store.markLoaded(withPrelude(onLoad.prelude, store.get().state, (state) => host.scope({ state })));
    if (onLoad.rest.length)
      void runActions(onLoad.rest, host, {}).catch((error: unknown) => console.error('onLoad failed', error));
  }, [data.loaded, onLoad, host, handle]);

  const nodes = (list: readonly Node[] | undefined) =>
    list?.map((node, index) => <NodeView key={index} node={node} scope={scope} />);
  let content: ReactNode;
  if (data.failure) {
    const { error, source } = data.failure;
    const kind = error instanceof GatewayError ? error.kind : 'network';
    const serverMessage = error instanceof GatewayError ? error.serverMessage : '';
    content = (
      <LoadError
        message={failureText({ kind, serverMessage, own: source.messages, scope: base, messages: services.messages })}
        onRetry={() => void data.refetch()}
      />
    );
  } else if (!data.loaded) content = <LoadingIndicator />;
  else content = nodes(page.body);

  // Blocks' own words (useT) travel with the pages that have them: the page's provider adds them to the shared ones.
  return (
    <MessagesProvider messages={messages}>
      <PageRuntimeContext.Provider value={runtime}>
        {page.titleBar !== false && <TitleBar title={heading} />}
        {data.loaded && nodes(page.header)}
        <main>{content}</main>
        {data.loaded && nodes(page.footer)}
        {data.loaded &&
          dialogs.map((id) => {
            const node = page.dialogs?.[id];
            return node ? <NodeView key={id} node={node} scope={scope} dialogId={id} /> : null;
          })}
      </PageRuntimeContext.Provider>
    </MessagesProvider>
  );
}
