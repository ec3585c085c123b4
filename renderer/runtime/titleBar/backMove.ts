/**
 * What Back does (CONTRACT §6): back one entry when this visit has moved on inside the app; on the
 * first screen of a visit, close the WebView when a native host is there, else go to the
 * deployment's home. One decision for every screen; no page schema repeats it.
 */
export type BackMove = { kind: 'history' } | { kind: 'closeWebview' } | { kind: 'home' };

export interface BackSituation {
  /** This visit's history index (react-router numbers each entry of the visit: 0 is where it started). */
  historyIndex: number;
  /** A native host can receive bridge messages. */
  hasHost: boolean;
}

export function backMove({ historyIndex, hasHost }: BackSituation): BackMove {
  if (historyIndex > 0) return { kind: 'history' };
  return hasHost ? { kind: 'closeWebview' } : { kind: 'home' };
}

/** The visit's history index as the router keeps it in history.state (0 when there is none: a direct load). */
export function historyIndexOf(state: unknown): number {
  const index = (state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' && Number.isInteger(index) && index > 0 ? index : 0;
}
