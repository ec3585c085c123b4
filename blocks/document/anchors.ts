/**
 * Section addresses: a contents link is `#<id>`, and the address's hash names the section a
 * visitor asked for (`/privacy-policy#cookies`). Pure: the block's hook does the scrolling.
 */

/** The link to a section. */
export function hrefFor(id: string): string {
  return `#${encodeURIComponent(id)}`;
}

/** The section a hash names (`#cookies`, `#%63ookies`), or null when it names none of them. */
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

/** Smooth scrolling unless the visitor asked for less motion. */
export function scrollBehavior(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? 'auto' : 'smooth';
}
