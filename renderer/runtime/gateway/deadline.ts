/**
 * A request's deadline on the client's own clock: one abort signal that fires when the caller
 * gives up or its time has passed (./client.ts: TIMEOUT_MS, or SCREEN_LOAD_TIMEOUT_MS for a
 * screen's load), and tells which. Not the XHR's native timeout: axios keeps
 * that only on a path that first awaits the browser's cookie store (which would put a boot request
 * behind the page's code), and a clock of our own is one rule everywhere, fake clocks included.
 */
export interface Deadline {
  signal: AbortSignal;
  /** The time ran out (not the caller's abort). */
  passed(): boolean;
  /** The request has settled: the clock stops. */
  clear(): void;
}

export function startDeadline(ms: number, caller?: AbortSignal): Deadline {
  const controller = new AbortController();
  let passed = false;
  const timer = setTimeout(() => {
    passed = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort();
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    passed: () => passed,
    clear() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', forward);
    },
  };
}
