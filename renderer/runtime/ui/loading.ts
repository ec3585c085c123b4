/**
 * The one loading indicator: counted, so overlapping calls keep it up until the last ends. One per
 * app instance (createServices), never per module.
 */
import type { Loading } from '../../contract/ui.ts';
import { createStore } from './store.ts';

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
