/**
 * The one toast (SPEC §9): the shared helper shows a message for 2 s; the component's own default
 * is 3 s and it never shows one for less than 300 ms. A new toast replaces the current one.
 */
import { createStore } from './store.ts';

export const HELPER_DURATION_MS = 2000;
export const COMPONENT_DEFAULT_MS = 3000;
export const MINIMUM_MS = 300;

export interface ToastMessage {
  id: number;
  text: string;
  duration?: number;
}

export const toastStore = createStore<ToastMessage | null>(null);
let nextId = 1;

export function showToast(text: string, duration: number = HELPER_DURATION_MS): void {
  if (!text) return;
  toastStore.set({ id: nextId++, text, duration });
}

export function hideToast(id: number): void {
  if (toastStore.get()?.id === id) toastStore.set(null);
}

export function toastDuration(duration: number | undefined): number {
  return Math.max(MINIMUM_MS, duration ?? COMPONENT_DEFAULT_MS);
}
