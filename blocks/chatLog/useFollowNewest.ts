/**
 * Keeps the newest turn in view as the conversation grows or changes, without moving focus; and
 * when a control the borrower used (Retry, Resolved, a star) goes away with the turn it changed,
 * puts the keyboard on that turn instead of letting it fall back to the top of the page.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Roughly the page's fixed bars (styles.ts BOTTOM_CLEARANCE) plus a margin. */
const BARS_PX = 160;

function prefersLessMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * `signature` changes whenever the turns do (their content, not the array's identity: the page
 * hands a fresh array on every render, typing in the question box included). `count` is how many
 * turns there are: a log holding only the greeting does not scroll the page on arrival.
 */
export function useFollowNewest(
  log: RefObject<HTMLElement | null>,
  signature: string,
  count: number,
): (turn: number) => void {
  const keep = useRef<number | null>(null);
  useEffect(() => {
    const root = log.current;
    if (!root) return;
    const turn = keep.current;
    keep.current = null;
    const active = document.activeElement;
    if (turn !== null && (!active || active === document.body || !active.isConnected)) {
      root.querySelector<HTMLElement>(`[data-turn="${turn}"]`)?.focus({ preventScroll: true });
    }
    if (count === 0) return;
    const newest = root.lastElementChild;
    if (!(newest instanceof HTMLElement) || typeof newest.scrollIntoView !== 'function') return;
    // A turn taller than the room above the bars shows its beginning, else it sits just above them.
    const tall = newest.getBoundingClientRect().height > window.innerHeight - BARS_PX;
    newest.scrollIntoView({ behavior: prefersLessMotion() ? 'auto' : 'smooth', block: tall ? 'start' : 'end' });
  }, [log, signature, count]);
  return useCallback((turn: number) => {
    keep.current = turn;
  }, []);
}
