/**
 * Whether the click being dispatched right now is the second (or later) click of a multi-click: the
 * second tap of a double tap. The browser counts clicks itself (MouseEvent.detail), so this needs
 * no clock, and a test clock that is paused or jumps cannot change the answer. A keyboard click
 * has detail 0 and never counts as a repeat. One per app instance (createServices), listening only
 * while the app is mounted (AppProviders) and counting only clicks inside that app: nothing is added
 * to the window at import, and a tap in one app is never a pending tap of another in the same page.
 */
export interface RepeatTaps {
  /** Starts following the clicks dispatched in this window on what `inApp` accepts; gives back how to stop. */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, inApp?: (target: EventTarget | null) => boolean): () => void;
  isRepeat(): boolean;
}

export function createRepeatTaps(): RepeatTaps {
  let detail = 0;
  const reset = () => void (detail = 0);
  return {
    listen(target, inApp = () => true) {
      const record = (event: Event) => void (detail = inApp(event.target) ? ((event as MouseEvent).detail ?? 0) : 0);
      // Capture on window runs before React's listener at the root; the bubble listener on window
      // runs after it, so a press emitted later (not from a click) never sees a stale count.
      target.addEventListener('click', record, true);
      target.addEventListener('click', reset);
      return () => {
        target.removeEventListener('click', record, true);
        target.removeEventListener('click', reset);
        detail = 0;
      };
    },
    isRepeat: () => detail > 1,
  };
}
