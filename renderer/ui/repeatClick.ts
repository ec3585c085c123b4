/**
 * Whether the click being dispatched right now is the second (or later) click of a multi-click: the
 * second tap of a double tap. The browser counts clicks itself (MouseEvent.detail), so this needs
 * no clock, and a test clock that is paused or jumps cannot change the answer. A keyboard click
 * has detail 0 and never counts as a repeat.
 */
let detail = 0;

if (typeof window !== 'undefined') {
  // Capture on window runs before React's listener at the root; the bubble listener on window runs
  // after it, so a press emitted later (not from a click) never sees a stale count.
  window.addEventListener('click', (event) => void (detail = event.detail), true);
  window.addEventListener('click', () => void (detail = 0));
}

export function isRepeatClick(): boolean {
  return detail > 1;
}
