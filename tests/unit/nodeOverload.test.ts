// @vitest-environment node
/**
 * When the Node adapter sheds a page request (issue 41, renderer/server/node/overload.ts): the event loop's delay as
 * sampled, window by window, on a fake clock and a histogram the test fills; a request's wait since nginx sent it; and
 * the decision they feed. The server
 * turning requests away is in nodeRenderServer.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_LOOP_SAMPLE_MS } from '../../renderer/server/node/limits.ts';
import { queuedMs, sampleEventLoopDelay, shedReason } from '../../renderer/server/node/overload.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A histogram whose window the test fills: its 99th percentile (ms, the 10 ms tick included) and its count. */
function histogram() {
  const window = { p99Ms: 0, count: 0 };
  const calls = { enabled: 0, disabled: 0, resets: 0 };
  return {
    window,
    calls,
    histogram: {
      get count() {
        return window.count;
      },
      percentile: () => window.p99Ms * 1e6,
      reset() {
        calls.resets += 1;
        window.count = 0;
      },
      enable: () => Boolean((calls.enabled += 1)),
      disable: () => Boolean((calls.disabled += 1)),
    },
  };
}

describe('the event loop delay, sampled', () => {
  it("is each window's worst tick past the histogram's 10 ms, held until the next window; a stall the histogram has not seen yet is the sampler's own lateness", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = 0;
    let stalled = 0;
    const { window, calls, histogram: fake } = histogram();
    const delay = sampleEventLoopDelay({ histogram: fake, now: () => clock + stalled });
    expect(calls.enabled).toBe(1);
    expect(delay.ms(), 'before the first window').toBe(0);

    const windowOf = (p99Ms: number, count = 40) => {
      Object.assign(window, { p99Ms, count });
      clock += EVENT_LOOP_SAMPLE_MS;
      vi.advanceTimersByTime(EVENT_LOOP_SAMPLE_MS);
    };
    windowOf(55);
    expect(delay.ms()).toBe(45);
    expect(calls.resets, 'each window starts afresh').toBe(1);
    clock += 100;
    expect(delay.ms(), 'held between samples').toBe(45);
    clock -= 100;

    // The loop blocked for 1.2 s: the sampler's tick comes that late, before the histogram has recorded anything.
    stalled = 1_200;
    windowOf(0, 0);
    expect(delay.ms()).toBe(1_200);
    windowOf(10);
    expect(delay.ms(), 'calm again: a tick is the 10 ms it waits').toBe(0);

    delay.stop();
    expect(calls.disabled).toBe(1);
    windowOf(500);
    expect(delay.ms(), 'stopped: no more samples').toBe(0);
  });
});

describe('how long a request waited unread, from when nginx sent it (X-Request-Start: t=$msec)', () => {
  const now = 1_796_000_000_000;

  it("is our clock against nginx's, to the millisecond", () => {
    expect(queuedMs('t=1796000000.000', now)).toBe(0);
    expect(queuedMs('t=1795999999.250', now)).toBe(750);
    expect(queuedMs(['t=1795999999.9'], now)).toBeCloseTo(100, 6);
  });

  it("is 0 without a well-formed one, or for one from the future (a clock behind nginx's)", () => {
    for (const header of [undefined, '', 't=', '1795999999.250', 't=abc', 't=1795999999.250; x', 't=-5'])
      expect(queuedMs(header, now), String(header)).toBe(0);
    expect(queuedMs('t=1796000001.000', now)).toBe(0);
  });
});

describe('the decision', () => {
  const calm = { inFlight: 0, maxInFlight: 4, loopDelayMs: 0, maxLoopDelayMs: 300, waitedMs: 0, maxWaitMs: 500 };

  it('takes a request on below every limit and at the delay limit itself', () => {
    expect(shedReason(calm)).toBeUndefined();
    expect(shedReason({ ...calm, inFlight: 3, loopDelayMs: 300, waitedMs: 500 })).toBeUndefined();
  });

  it('turns it away with the requests in flight at their limit, the loop later than its limit, or the request itself waiting longer', () => {
    expect(shedReason({ ...calm, inFlight: 4 })).toBe('in-flight');
    expect(shedReason({ ...calm, loopDelayMs: 301 })).toBe('event-loop');
    expect(shedReason({ ...calm, waitedMs: 501 })).toBe('queue');
    expect(shedReason({ ...calm, inFlight: 4, loopDelayMs: 301, waitedMs: 501 })).toBe('in-flight');
    expect(shedReason({ ...calm, loopDelayMs: 301, waitedMs: 501 }), 'its own wait first').toBe('queue');
  });
});
