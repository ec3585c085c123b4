/**
 * The countdown's arithmetic, from the wall clock rather than by counting ticks: a phone that
 * throttles or pauses timers in the background still shows the right number when it wakes.
 */

export const TICK_MS = 1000;

/** Whole seconds left of `seconds` started at `startedAt`: never below 0, never above seconds. */
export function remainingSeconds(startedAt: number, now: number, seconds: number): number {
  const elapsed = Math.floor(Math.max(0, now - startedAt) / TICK_MS);
  return Math.max(0, seconds - elapsed);
}

/** Milliseconds until the shown number next changes, so ticks stay on the second boundaries. */
export function msUntilNextTick(startedAt: number, now: number): number {
  const into = Math.max(0, now - startedAt) % TICK_MS;
  return TICK_MS - into;
}
