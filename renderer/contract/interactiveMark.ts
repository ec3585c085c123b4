/**
 * The performance mark of the moment the first screen's taps work (../runtime/app/interactive.tsx sets it; the bench
 * reads it: scripts/bench/browser.ts).
 */
export const INTERACTIVE_MARK = 'loan-pages:interactive';
