/**
 * Taps made on a server-rendered page before its script has hydrated it: the server's inline loader
 * (renderer/server/pageLoader.ts) keeps the last one under EARLY_TAPS, the browser's boot takes and
 * replays it (renderer/browser/earlyTaps.ts). The handshake's names, declared once for both.
 */

/** The window property the server's inline loader writes and the client reads. */
export const EARLY_TAPS = '__loanPagesEarlyTaps';

/** What the loader keeps: whether it still records, and the last control tapped. */
export interface EarlyTaps {
  on: boolean;
  last: Element | null;
}

/** The controls a tap on which does nothing before hydration (a link with an href still navigates by itself). */
export const TAPPABLE = 'button,[role="button"],[role="link"],[role="tab"],[role="radio"],[role="checkbox"]';
