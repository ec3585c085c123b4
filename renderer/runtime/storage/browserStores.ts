/** The browser's local or session storage, or undefined where the browser refuses it (a sandboxed frame, storage disabled). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
