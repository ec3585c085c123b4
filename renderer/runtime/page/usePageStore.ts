/**
 * A page's state and dialogs: the initial state (the models' own for the keys they keep, with the
 * shared storage keys it starts from and its draft restored), kept outside React so a chain reads
 * what its previous step wrote, and the draft saved on every change until the page clears it.
 */
import { useEffect, useRef, useState } from 'react';
import { resolveValue } from '../binding/resolve.ts';
import type { Services } from '../app/services.tsx';
import { startingState, type ModelDefinition } from '../../contract/block/defineModel.ts';
import { clearDraft, draftPlace, restoreDraft, saveDraft } from '../storage/drafts.ts';
import { withStored } from '../storage/fromStorage.ts';
import { createPageStore, type PageStore } from './pageStore.ts';
import type { PageModel } from '../../contract/page/types.ts';

export interface PageStoreHandle {
  store: PageStore;
  /** Forget the page's draft and stop saving it (after it was sent). */
  clearDraft(): void;
}

export function usePageStore(page: PageModel, services: Services, query: Record<string, string>, models: Readonly<Record<string, ModelDefinition>>): PageStoreHandle {
  // The draft's place (its borrower and scope) is fixed when the page opens (the address is part of the page's identity).
  const [draftScope] = useState(() =>
    draftPlace(services.launch(), page.draft ? String(resolveValue(page.draft.scope ?? '', { query, deployment: services.deployment }) ?? '') : ''),
  );
  const [store] = useState(() => {
    // A key a model keeps ({"$model": name}) starts from that model's own initial state.
    const initial = withStored(services.storage, page.fromStorage, startingState(page.state, models), services.launch());
    return createPageStore(page.draft ? restoreDraft(services.storage, page.draft, draftScope, initial) : initial);
  });
  const draftKept = useRef(true);
  useEffect(() => {
    const draft = page.draft;
    if (!draft) return;
    return store.subscribe(() => {
      if (draftKept.current) saveDraft(services.storage, draft, draftScope, store.get().state);
    });
  }, [page.draft, store, services.storage, draftScope]);
  const [handle] = useState<PageStoreHandle>(() => ({
    store,
    clearDraft: () => {
      draftKept.current = false;
      if (page.draft) clearDraft(services.storage, page.draft);
    },
  }));
  return handle;
}
