/**
 * The one toast (SPEC §9): the shared helper shows a message for 2 s; the component's own default
 * is 3 s and it never shows one for less than 300 ms. A new toast replaces the current one. One per
 * app instance (createServices), never per module: two apps in one realm never share a toast.
 */
import type { ToastMessage, Toasts } from '../../contract/ui.ts';
import { createStore } from './store.ts';

export const HELPER_DURATION_MS = 2000;
export const COMPONENT_DEFAULT_MS = 3000;
export const MINIMUM_MS = 300;

export function createToasts(): Toasts {
  const store = createStore<ToastMessage | null>(null);
  let nextId = 1;
  return {
    ...store,
    show(text, duration = HELPER_DURATION_MS) {
      if (!text) return;
      store.set({ id: nextId++, text, duration });
    },
    hide(id) {
      if (store.get()?.id === id) store.set(null);
    },
  };
}

export function toastDuration(duration: number | undefined): number {
  return Math.max(MINIMUM_MS, duration ?? COMPONENT_DEFAULT_MS);
}
