/**
 * The one loading indicator: counted, so overlapping calls keep it up until the last ends. One per
 * app instance (createServices), never per module.
 */
import { createStore, type Store } from './store.ts';

/** How many calls with `loading: true` are running (a store the overlay reads), and how to start one. */
export interface Loading extends Store<number> {
  /** Counts one more; gives back its stop (a second stop does nothing). */
  start(): () => void;
}

export function createLoading(): Loading {
  const store = createStore(0);
  return {
    ...store,
    start() {
      store.set(store.get() + 1);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        store.set(Math.max(0, store.get() - 1));
      };
    },
  };
}
