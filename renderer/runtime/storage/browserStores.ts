import type { VisitStores } from '../../contract/visit.ts';

/**
 * The browser's local or session storage, or undefined where the browser refuses it (a sandboxed frame, storage
 * disabled).
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/** The browser's stores for a visit (renderer/runtime/app/visit.ts). */
export function browserStores(): VisitStores {
  return { local: browserStorage('localStorage'), session: browserStorage('sessionStorage') };
}
