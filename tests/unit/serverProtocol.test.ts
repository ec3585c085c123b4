// @vitest-environment node
/**
 * What the server entry says in its Server-Timing (renderer/server/protocol.ts), written by the entry and read back by
 * the Node adapter: nothing but what it knows.
 */
import { describe, expect, it } from 'vitest';
import { readServerTiming, serverTimingHeader } from '../../renderer/server/protocol.ts';

describe("the entry's Server-Timing, read back (protocol.ts)", () => {
  it('reads what the entry writes', () => {
    const header = serverTimingHeader({
      render: 12.34,
      gateway: 0,
      route: 'loanDetails',
      fallback: 'no-borrower',
      request: '0123456789abcdef',
      release: 'v1.2.3',
    });
    expect(header).toBe(
      'render;dur=12.3, gateway;dur=0.0, route;desc="loanDetails", fallback;desc="no-borrower", request;desc="0123456789abcdef", release;desc="v1.2.3"',
    );
    expect(readServerTiming(header)).toEqual({
      render: 12.3,
      gateway: 0,
      route: 'loanDetails',
      fallback: 'no-borrower',
      request: '0123456789abcdef',
      release: 'v1.2.3',
    });
    expect(readServerTiming('gateway;desc=demo;dur=3, render;dur=7, route;desc=repay')).toEqual({
      gateway: 3,
      render: 7,
      route: 'repay',
    });
  });

  it('keeps nothing else: no free text into a label or a log line, no reason it does not know, no duration that is none', () => {
    expect(
      readServerTiming(
        'route;desc="a b", fallback;desc="tired", release;desc="x\\"y", request;desc="' +
          'a'.repeat(65) +
          '", render;dur=-1, gateway;dur=soon, db;dur=4',
      ),
    ).toEqual({});
    expect(readServerTiming(null)).toEqual({});
    expect(serverTimingHeader({ render: 1, gateway: 2, route: 'has space' })).toBe('render;dur=1.0, gateway;dur=2.0');
  });
});
