/**
 * Taps made on a server-rendered page before its script has hydrated it: the page shows its buttons
 * from the first paint, seconds before they work on a slow cell. The server's page loader
 * (renderer/server/pageLoader.ts) records the last such tap under EARLY_TAPS; the client takes it
 * just before hydrating (from then on React itself queues taps) and replays it once the page works.
 */

/** The window property the server's inline loader writes and the client reads: declared once, here. */
export const EARLY_TAPS = '__loanPagesEarlyTaps';

/** What the loader keeps: whether it still records, and the last control tapped. */
export interface EarlyTaps {
  on: boolean;
  last: Element | null;
}

/** The controls a tap on which does nothing before hydration (a link with an href still navigates by itself). */
export const TAPPABLE = 'button,[role="button"],[role="link"],[role="tab"],[role="radio"],[role="checkbox"]';

/** Stops the loader recording and returns the last control tapped before hydration, if any. */
export function takeEarlyTap(win: Window): HTMLElement | null {
  const taps = (win as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS];
  if (!taps) return null;
  taps.on = false;
  const last = taps.last;
  taps.last = null;
  return last instanceof HTMLElement ? last : null;
}

/** Replays a tap taken before hydration, if its control is still on the page (a mismatch redraws it: the tap is dropped). */
export function replayEarlyTap(control: HTMLElement | null): void {
  if (control?.isConnected && !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true') control.click();
}
