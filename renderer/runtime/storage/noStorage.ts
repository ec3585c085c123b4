import type { VisitStores } from '../../contract/visit.ts';

/** A Storage that keeps nothing: the server holds no visit's state (drafts, choices and launch parameters live in the browser). */
export function noStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}

/** The server's stores: nothing kept between requests, so its visit is read from the address alone. */
export function noStores(): VisitStores {
  return { local: noStorage(), session: noStorage() };
}
