/**
 * The page modules of this visit: each loaded once, with its own messages beside it (never one
 * after the other); boot starts the current route's before the app's code has loaded.
 */
import type { PageModule } from '../page/pageModule.ts';

export type Loader = () => Promise<PageModule>;
/** The page's own messages in the visit's language (renderer/compile/messageSplit.ts). */
export type MessagesLoader = () => Promise<{ default: Record<string, unknown> }>;
/** By loader, not route key: a catalogue of several brands has one loader per brand and route. */
const modules = new WeakMap<Loader, Promise<PageModule>>();
/** The modules that have arrived: a page whose code is there renders at once, never behind a loading screen. */
const ready = new WeakMap<Loader, PageModule>();

/** The page and its own messages, fetched side by side (never one after the other). */
export function preloadPage(load: Loader, messages?: MessagesLoader): Promise<PageModule> {
  let pending = modules.get(load);
  if (!pending) {
    pending = Promise.all([load(), messages?.()]).then(([module, own]) => {
      const page = own ? { ...module, messages: own.default } : module;
      ready.set(load, page);
      return page;
    });
    modules.set(load, pending);
    pending.catch(() => modules.delete(load));
  }
  return pending;
}

/** A page module that has arrived, for rendering it at once. */
export function readyPage(load: Loader): PageModule | undefined {
  return ready.get(load);
}
