/**
 * What one app instance shows besides its pages, made per visit by renderer/runtime/ui/ (never per
 * module: two apps in one realm share none of it): its toast, its loading indicator and its detector
 * of the second tap of a double tap.
 */
/** A tiny observable value for app-wide UI state (the toast, the loading indicator). */
export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export interface ToastMessage {
  id: number;
  text: string;
  duration?: number;
}

/** An app's toast: the message shown now (a store the toast region reads), and how to show or hide one. */
export interface Toasts extends Store<ToastMessage | null> {
  show(text: string, duration?: number): void;
  /** Hides the message with this id, when it is still the one shown. */
  hide(id: number): void;
}

/** How many calls with `loading: true` are running (a store the overlay reads), and how to start one. */
export interface Loading extends Store<number> {
  /** Counts one more; gives back its stop (a second stop does nothing). */
  start(): () => void;
}

export interface RepeatTaps {
  /** Starts following the clicks dispatched in this window on what `inApp` accepts; gives back how to stop. */
  listen(
    target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
    inApp?: (target: EventTarget | null) => boolean,
  ): () => void;
  isRepeat(): boolean;
  /**
   * Whether that later click landed on another element than the first click of its multi-click did: the screen
   * changed under the finger (the first tap opened a dialog whose button sits where Submit was).
   */
  landedElsewhere(): boolean;
}
