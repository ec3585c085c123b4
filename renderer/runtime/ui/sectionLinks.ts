/**
 * In-page section links (the public site's navigation, a document's contents), as pure functions:
 * the link of a section, which section an address's hash names, where to scroll so the section
 * shows below a sticky bar, and how (smooth unless the visitor asked for less motion). The blocks'
 * hooks (siteNav/useSectionScroll.ts, document/useSectionLinks.ts) do the DOM part.
 */

/** The link to a section: `#<id>`. */
export function sectionHref(id: string): string {
  return `#${encodeURIComponent(id)}`;
}

/** The section a hash names (`#contact`, `#%63ontact`), or null when it names none of them. */
export function sectionFromHash(hash: string, ids: readonly string[]): string | null {
  if (!hash.startsWith('#') || hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}

/** The address with the section's hash in place of any other (path and query kept). */
export function withSectionHash(href: string, id: string): string {
  const url = new URL(href);
  url.hash = sectionHref(id);
  return url.href;
}

/**
 * The window scroll position that puts an element whose top is `elementTop` (from the viewport's
 * top, as getBoundingClientRect gives it) just below a sticky bar `offset` pixels tall.
 */
export function scrollTopFor(elementTop: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/** Smooth scrolling, except when the visitor asked for less motion (prefers-reduced-motion). */
export function scrollBehavior(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? 'auto' : 'smooth';
}

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A plain primary click: the page handles it. A new tab or window (modifier keys, middle click) is the browser's
 * business.
 */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
