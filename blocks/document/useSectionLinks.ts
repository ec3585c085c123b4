/**
 * Section links in the address bar: a direct load of `…#cookies` shows that section, and a
 * contents link scrolls smoothly to its section, moves focus there (a screen reader reads on from
 * it) and puts `#id` in the address as a new history entry, as an in-page link does, so Back
 * returns to the contents. The router's state is kept on that entry.
 */
import { useCallback, useEffect, type MouseEvent } from 'react';
import { sectionHref, scrollBehavior, sectionFromHash } from '../../renderer/runtime/ui/sectionLinks.ts';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useSectionLinks(ids: readonly string[]) {
  const key = ids.join(' ');
  useEffect(() => {
    // The browser looked for the section before it existed: scroll to it now that it does.
    const id = sectionFromHash(window.location.hash, key.split(' '));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [key]);

  return useCallback((event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // A new tab or window (modifier keys, middle click) is the browser's business.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const href = sectionHref(id);
    // Before scrolling: the entry left behind keeps the contents' scroll position for Back.
    if (window.location.hash !== href) window.history.pushState(window.history.state, '', href);
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    target.scrollIntoView({ behavior: scrollBehavior(reducedMotion()), block: 'start' });
  }, []);
}
