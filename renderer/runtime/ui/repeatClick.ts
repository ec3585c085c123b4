/**
 * Whether the click being dispatched right now is the second (or later) click of a multi-click: the
 * second tap of a double tap. The browser counts clicks itself (MouseEvent.detail), so this needs
 * no clock, and a test clock that is paused or jumps cannot change the answer. A keyboard click
 * has detail 0 and never counts as a repeat. One per app instance (createServices), listening only
 * while the app is mounted (AppProviders) and counting only clicks inside that app: nothing is added
 * to the window at import, and a tap in one app is never a pending tap of another in the same page.
 */
import type { RepeatTaps } from '../../contract/ui.ts';

export function createRepeatTaps(): RepeatTaps {
  let detail = 0;
  // What the first click of the current multi-click landed on, and whether the click being dispatched landed elsewhere.
  let first: EventTarget | null = null;
  let elsewhere = false;
  const reset = () => void ((detail = 0), (elsewhere = false));
  return {
    listen(target, inApp = () => true) {
      const record = (event: Event) => {
        detail = inApp(event.target) ? ((event as MouseEvent).detail ?? 0) : 0;
        if (detail <= 1) first = detail === 1 ? event.target : null;
        elsewhere = detail > 1 && first !== null && event.target !== first;
      };
      // Capture on window runs before React's listener at the root; the bubble listener on window
      // runs after it, so a press emitted later (not from a click) never sees a stale count.
      target.addEventListener('click', record, true);
      target.addEventListener('click', reset);
      return () => {
        target.removeEventListener('click', record, true);
        target.removeEventListener('click', reset);
        reset();
        first = null;
      };
    },
    isRepeat: () => detail > 1,
    landedElsewhere: () => elsewhere,
  };
}
