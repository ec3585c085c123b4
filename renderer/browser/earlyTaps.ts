/**
 * Taps made on a server-rendered page before its script has hydrated it: the page shows its buttons
 * from the first paint, seconds before they work on a slow cell. The server's page loader
 * (renderer/server/pageLoader.ts) records the last such tap under EARLY_TAPS; the client takes it
 * just before hydrating (from then on React itself queues taps) and replays it once the page works.
 */

import { EARLY_TAP_MARK, EARLY_TAPS, type EarlyTaps } from '../contract/earlyTaps.ts';

/** Stops the loader recording and returns the last control tapped before hydration, if any. */
export function takeEarlyTap(win: Window): HTMLElement | null {
  const taps = (win as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS];
  if (!taps) return null;
  taps.on = false;
  const last = taps.last;
  taps.last = null;
  return last instanceof HTMLElement ? last : null;
}

/**
 * Replays a tap taken before hydration, if its control is still on the page (a mismatch redraws it: the tap is
 * dropped), once: the loader's mark (pressed and busy) comes off first, and from there the page says what is busy.
 */
export function replayEarlyTap(control: HTMLElement | null): void {
  if (!control?.hasAttribute(EARLY_TAP_MARK)) return;
  control.removeAttribute(EARLY_TAP_MARK);
  control.removeAttribute('aria-busy');
  if (control.isConnected && !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true')
    control.click();
}

/**
 * Until the returned function is called, a plain tap on a link (`a[href]`: a control that only goes somewhere, which
 * the server renders as a real link) is kept from React, so the browser follows it at once, as before the script came.
 * React would take it first: hydrate the rest of the screen in that event, then run the app's handler, which goes in
 * place (its next screen's code and data still to load). A tap with a modifier, or one the page already handled, is
 * left alone.
 */
export function passLinksWhileHydrating(doc: Document): () => void {
  const pass = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.stopPropagation();
  };
  // Capture on the document: before React's own listeners on the root, below it.
  doc.addEventListener('click', pass, true);
  return () => doc.removeEventListener('click', pass, true);
}
