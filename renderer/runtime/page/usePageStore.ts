/**
 * A page's state and dialogs: the initial state (the models' own for the keys they keep, with the
 * shared storage keys it starts from and its draft restored), kept outside React so a chain reads
 * what its previous step wrote, and the draft saved on every change until the page clears it.
 *
 * What the browser keeps (the draft, the shared choices) the server cannot know: hydrating the server's page, the
 * store starts as the server's did and takes the kept values at once after (before the next paint), so the first
 * render matches the server's markup (no hydration mismatch, which threw the server's page away and lost an early tap).
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { resolveValue } from '../binding/resolve.ts';
import type { Services } from '../../contract/services.ts';
import { startingState, type ModelDefinition } from '../../contract/block/defineModel.ts';
import { createPageStore, type PageStore } from './pageStore.ts';
import type { PageModel } from '../../contract/page/types.ts';

export interface PageStoreHandle {
  store: PageStore;
  /** Forget the page's draft and stop saving it (after it was sent). */
  clearDraft(): void;
}

export function usePageStore(
  page: PageModel,
  services: Services,
  query: Record<string, string>,
  models: Readonly<Record<string, ModelDefinition>>,
): PageStoreHandle {
  // The draft's place (its borrower and scope) is fixed when the page opens (the address is part of the page's
  // identity).
  const [draft] = useState(() =>
    page.draft
      ? services.persistence.draft(
          page.draft,
          String(resolveValue(page.draft.scope ?? '', { query, deployment: services.deployment }) ?? ''),
        )
      : undefined,
  );
  const hydrating = useSyncExternalStore(noChanges, notHydrating, hydratingOrOnServer);
  const [start] = useState(() => {
    // A key a model keeps ({"$model": name}) starts from that model's own initial state.
    const starting = startingState(page.state, models);
    const initial = services.persistence.withShared(page.fromStorage, starting);
    return { rendered: hydrating ? starting : undefined, kept: draft ? draft.restore(initial) : initial };
  });
  const [store] = useState(() => createPageStore(start.rendered ?? start.kept));
  useLayoutEffect(() => {
    if (!start.rendered) return;
    const kept = Object.fromEntries(
      Object.entries(start.kept).filter(([key, value]) => !Object.is(value, start.rendered![key])),
    );
    if (Object.keys(kept).length > 0) store.setState(kept);
  }, [start, store]);
  const draftKept = useRef(true);
  useEffect(() => {
    if (!draft) return;
    return store.subscribe(() => {
      if (draftKept.current) draft.save(store.get().state);
    });
  }, [draft, store]);
  const [handle] = useState<PageStoreHandle>(() => ({
    store,
    clearDraft: () => {
      draftKept.current = false;
      draft?.clear();
    },
  }));
  return handle;
}

const noChanges = () => () => undefined;
const notHydrating = () => false;
/** React reads the server snapshot while rendering on the server and while hydrating the server's markup. */
const hydratingOrOnServer = () => true;
