/**
 * A page's state and dialogs: the initial state (the models' own for the keys they keep, with the
 * shared storage keys it starts from and its draft restored), kept outside React so a chain reads
 * what its previous step wrote, and the draft saved on every change until the page clears it.
 */
import { useEffect, useRef, useState } from 'react';
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

export function usePageStore(page: PageModel, services: Services, query: Record<string, string>, models: Readonly<Record<string, ModelDefinition>>): PageStoreHandle {
  // The draft's place (its borrower and scope) is fixed when the page opens (the address is part of the page's identity).
  const [draft] = useState(() =>
    page.draft ? services.persistence.draft(page.draft, String(resolveValue(page.draft.scope ?? '', { query, deployment: services.deployment }) ?? '')) : undefined,
  );
  const [store] = useState(() => {
    // A key a model keeps ({"$model": name}) starts from that model's own initial state.
    const initial = services.persistence.withShared(page.fromStorage, startingState(page.state, models));
    return createPageStore(draft ? draft.restore(initial) : initial);
  });
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
