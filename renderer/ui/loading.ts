/** The one loading indicator: counted, so overlapping calls keep it up until the last ends. */
import { createStore } from './store.ts';

export const loadingStore = createStore(0);

export function startLoading(): () => void {
  loadingStore.set(loadingStore.get() + 1);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    loadingStore.set(Math.max(0, loadingStore.get() - 1));
  };
}
