/**
 * Section links on the page: a section link scrolls to its section below the sticky navigation
 * (smoothly, unless the visitor asked for less motion), moves the focus there so a screen reader
 * reads on from it, and replaces the address's hash (#contact) so the section can be linked; a
 * direct load (or a later hash change) with a section's hash lands on that section. The router's
 * history state is kept on the entry.
 */
import { useCallback, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { barOffsetPx } from '../../renderer/runtime/ui/barOffset.ts';
import {
  isPlainClick,
  scrollBehavior,
  scrollTopFor,
  sectionFromHash,
  withSectionHash,
} from '../../renderer/runtime/ui/sectionLinks.ts';

/** Room left between the navigation and the section's top. */
const GAP = 8;

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The section's top lands below both sticky bars: the app's title bar and this navigation under it. */
function scrollToSection(target: HTMLElement, bar: HTMLElement | null, behavior: ScrollBehavior): void {
  const offset = barOffsetPx() + (bar?.offsetHeight ?? 0) + GAP;
  window.scrollTo({ top: scrollTopFor(target.getBoundingClientRect().top, window.scrollY, offset), behavior });
}

export function useSectionScroll(sectionIds: readonly string[], bar: RefObject<HTMLElement | null>) {
  const key = sectionIds.join(' ');
  // The hash a section link just put in the address: a hashchange for it (some engines raise one
  // on replaceState) must not cut the smooth scroll short with a jump.
  const placed = useRef('');
  useEffect(() => {
    const ids = key.split(' ');
    const land = () => {
      if (placed.current && window.location.hash === placed.current) return;
      placed.current = '';
      const id = sectionFromHash(window.location.hash, ids);
      const target = id ? document.getElementById(id) : null;
      // The browser looked for the section before the page had rendered it: go there now, at once.
      if (target) scrollToSection(target, bar.current, 'auto');
    };
    land();
    window.addEventListener('hashchange', land);
    return () => window.removeEventListener('hashchange', land);
  }, [key, bar]);

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, id: string) => {
      if (!isPlainClick(event)) return;
      const target = document.getElementById(id);
      if (!target) return;
      event.preventDefault();
      // replaceState raises no hashchange: the scroll below is the only one.
      const next = new URL(withSectionHash(window.location.href, id));
      placed.current = next.hash;
      window.history.replaceState(window.history.state, '', next.href);
      if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
      scrollToSection(target, bar.current, scrollBehavior(reducedMotion()));
    },
    [bar],
  );
}
