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

/**
 * The mark the loader puts on the control it keeps a tap for, beside `aria-busy="true"`: the borrower sees within a
 * frame that the tap was taken (pressed, a spinner) while the script is still on its way; the client clears both
 * when it makes the tap. The template's own inline CSS styles it (EARLY_TAP_STYLE, written into every brand's
 * index.html at build: its hash is in the policy's style-src like the rest of that CSS).
 */
export const EARLY_TAP_MARK = 'data-tap-taken';

/** How a kept tap shows: pressed and busy (a spinner after its text; still, for those who asked for less motion). */
export const EARLY_TAP_STYLE = [
  `[${EARLY_TAP_MARK}]{cursor:progress;filter:brightness(.9);transform:scale(.98)}`,
  `[${EARLY_TAP_MARK}]::after{content:"";display:inline-block;flex:none;width:.9em;height:.9em;margin-inline-start:.5em;vertical-align:-.1em;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:loan-pages-tap-taken .7s linear infinite}`,
  '@keyframes loan-pages-tap-taken{to{transform:rotate(1turn)}}',
  `@media (prefers-reduced-motion:reduce){[${EARLY_TAP_MARK}]::after{animation:none}}`,
].join('');
