/**
 * A Storage that keeps nothing: the server keeps no borrower's drafts, choices or attempts (they live in the browser).
 */
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
