/**
 * A page's own state and open dialogs, outside React so an action chain reads what the previous
 * step wrote at once (React state would only show it on the next render).
 */
import type { PageState } from '../../contract/page/types.ts';
import { setPaths } from './pageState.ts';

export interface PageSnapshot {
  state: PageState;
  dialogs: readonly string[];
  /**
   * onLoad has run: the state is the store's own from here, no prelude applied over it
   * (renderer/runtime/page/onLoadPrelude.ts).
   */
  loaded: boolean;
}

export interface PageStore {
  get(): PageSnapshot;
  subscribe(listener: () => void): () => void;
  setState(values: Record<string, unknown>): void;
  /** The first data is in and onLoad starts: the state it begins from (its prelude applied), in one update. */
  markLoaded(state: PageState): void;
  openDialog(id: string): void;
  closeDialog(id: string): void;
}

export function createPageStore(initial: PageState): PageStore {
  let snapshot: PageSnapshot = { state: initial, dialogs: [], loaded: false };
  const listeners = new Set<() => void>();
  const update = (next: PageSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState: (values) => update({ ...snapshot, state: setPaths(snapshot.state, values) }),
    markLoaded: (state) => update({ ...snapshot, state, loaded: true }),
    openDialog: (id) => {
      if (!snapshot.dialogs.includes(id)) update({ ...snapshot, dialogs: [...snapshot.dialogs, id] });
    },
    closeDialog: (id) => {
      if (snapshot.dialogs.includes(id))
        update({ ...snapshot, dialogs: snapshot.dialogs.filter((open) => open !== id) });
    },
  };
}
