/**
 * The page modules of this visit: each loaded once, with its own messages beside it (never one
 * after the other); boot starts the current route's before the app's code has loaded.
 */
import type { MessagesLoader, PageLoader, PageModule } from '../../contract/page/pageModule.ts';

/**
 * By loader and messages, not route key: a catalogue of several brands has one loader per brand and
 * route, and the server renders one page in several languages (each language its own loader).
 */
const modules = new WeakMap<PageLoader, Map<MessagesLoader | undefined, Promise<PageModule>>>();
/** The modules that have arrived: a page whose code is there renders at once, never behind a loading screen. */
const ready = new WeakMap<PageLoader, Map<MessagesLoader | undefined, PageModule>>();

function slot<T>(
  map: WeakMap<PageLoader, Map<MessagesLoader | undefined, T>>,
  load: PageLoader,
): Map<MessagesLoader | undefined, T> {
  let inner = map.get(load);
  if (!inner) map.set(load, (inner = new Map()));
  return inner;
}

/** The page and its own messages, fetched side by side (never one after the other). */
export function preloadPage(load: PageLoader, messages?: MessagesLoader): Promise<PageModule> {
  const pendings = slot(modules, load);
  let pending = pendings.get(messages);
  if (!pending) {
    pending = Promise.all([load(), messages?.()]).then(([module, own]) => {
      const page = own ? { ...module, messages: own.default } : module;
      slot(ready, load).set(messages, page);
      return page;
    });
    pendings.set(messages, pending);
    pending.catch(() => pendings.delete(messages));
  }
  return pending;
}

/** A page module (with these messages) that has arrived, for rendering it at once. */
export function readyPage(load: PageLoader, messages?: MessagesLoader): PageModule | undefined {
  return ready.get(load)?.get(messages);
}
