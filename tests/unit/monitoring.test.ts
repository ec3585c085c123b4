// @vitest-environment happy-dom
/**
 * The monitor (renderer/browser/monitoring/): what of a failure may leave (scrub.ts), the queue kept
 * from boot, and the monitor's sampling, deduplication and one send per flush.
 */
import { describe, expect, it, vi } from 'vitest';
import { INTERACTIVE_MARK } from '../../renderer/contract/interactiveMark.ts';
import { createReportQueue } from '../../renderer/browser/monitoring/reportQueue.ts';
import { ERRORS_MAX, startMonitor } from '../../renderer/browser/monitoring/monitor.ts';
import { errorName, scrubText, stackFrames } from '../../renderer/browser/monitoring/scrub.ts';
import { sendBeacon, type Beacon } from '../../renderer/browser/monitoring/beacon.ts';

describe('scrubText', () => {
  it('takes out the launch values, what was typed, e-mail addresses, digits and queries, and cuts it short', () => {
    const token = 'tok-8c1f0e9d2b';
    const text = `failed for ${token} (${encodeURIComponent('a b/c+d')}) typed "my rent is late" mail priya@example.in call +91 98765 43210 card 4111-1111-1111-1111 paid 12,345.67 at https://app.example/repay?token=${token}#x`;
    expect(scrubText(text, [token, 'a b/c+d', 'my rent is late', 'en'])).toBe(
      'failed for [redacted] ([redacted]) typed [text] mail [address] call # card # paid # at https://app.example/repay',
    );
    expect(scrubText('x'.repeat(500), [])).toHaveLength(200);
  });

  it('takes out a launch value form-encoded or in another case, a UPI ID, and what a built-in error quotes', () => {
    const name = 'Meera Nair';
    expect(scrubText(`for meera+nair and MEERA NAIR and Meera%20Nair`, [name])).toBe(
      'for [redacted] and [redacted] and [redacted]',
    );
    expect(scrubText('paid from meera.nair@okaxis, then 9876543210@ybl; done', [])).toBe(
      'paid from [address], then [address]; done',
    );
    let quoted = '';
    try {
      JSON.parse('Meera Nair owes');
    } catch (error) {
      quoted = (error as Error).message;
    }
    expect(quoted).toContain('Meera');
    expect(scrubText(quoted, [])).not.toMatch(/Meera|Nair|owes/);
    expect(scrubText(`Unexpected token 'M', "Meera Nair" is not valid JSON`, [])).toBe(
      'Unexpected token [text], [text] is not valid JSON',
    );
  });
});

describe('errorName', () => {
  it("sends the language's, the platform's and the app's own names, and any other as Error", () => {
    class RajeshKumar extends Error {}
    const named = (name: string) => Object.assign(new Error('x'), { name });
    expect(errorName(new TypeError('x'))).toBe('TypeError');
    expect(errorName(new DOMException('x', 'QuotaExceededError'))).toBe('QuotaExceededError');
    expect(errorName(named('GatewayError'))).toBe('GatewayError');
    expect(errorName(Object.assign(new RajeshKumar('x'), { name: 'RajeshKumar' }))).toBe('Error');
    expect(errorName(named('PriyaSharma'))).toBe('Error');
    expect(errorName('a string')).toBe('Error');
  });
});

describe('stackFrames', () => {
  it("keeps the app's own scripts' positions, from V8's and Safari's formats, and nothing of another origin", () => {
    const stack = [
      'TypeError: x is undefined',
      '    at r (http://app.example/assets/index-abc.js:1:2345)',
      '    at http://app.example/assets/page-def.js?v=1:12:7',
      '    at e (https://extension.example/inject.js:3:4)',
      'f@http://app.example/assets/index-abc.js:2:99',
      '    at <anonymous>:1:1',
    ].join('\n');
    expect(stackFrames(stack, 'http://app.example')).toEqual([
      '/assets/index-abc.js:1:2345',
      '/assets/page-def.js:12:7',
      '?',
      '/assets/index-abc.js:2:99',
    ]);
    expect(stackFrames(undefined, 'http://app.example')).toEqual([]);
  });
});

describe('the report queue', () => {
  it('keeps what comes before the monitor (at most 20), then passes each on at once', () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const queue = createReportQueue({
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    } as never);
    for (let i = 0; i < 25; i += 1) queue.failure({ kind: 'block', block: `b${i}` });
    listeners.get('unhandledrejection')!({ reason: new Error('late') });
    const got: string[] = [];
    queue.exposure({ experiment: 'repayFirst', variant: 'control' });
    queue.drain({
      failure: (report) => void got.push(report.block ?? report.kind),
      exposure: ({ variant }) => void got.push(variant),
    });
    expect(got).toEqual([...Array.from({ length: 20 }, (_, i) => `b${i}`), 'control']);
    listeners.get('error')!({ error: new Error('after') });
    expect(got.at(-1)).toBe('uncaught');
  });
});

function monitor(
  options: { sampleRate?: number; errorSampleRate?: number; send?: (endpoint: string, body: string) => void } = {},
) {
  const queue = createReportQueue(window);
  const sent: Beacon[] = [];
  const send = options.send ?? ((_endpoint: string, body: string) => void sent.push(JSON.parse(body) as Beacon));
  const started = startMonitor({
    config: {
      endpoint: '/gateway/beacons',
      enabled: true,
      hostEvents: false,
      sampleRate: options.sampleRate ?? 1,
      errorSampleRate: options.errorSampleRate ?? 1,
    },
    beacon: {
      release: 'r1',
      brand: 'kilat',
      market: 'in',
      language: 'en',
      mode: 'browser',
      route: 'loanDetails',
      content: null,
    },
    queue,
    routeNow: () => 'repay',
    secrets: () => ['tok-secret-123'],
    send,
  });
  return { queue, sent, flush: started.flush };
}

describe('the monitor', () => {
  it('sends each failure once per page view, at most ERRORS_MAX, in one beacon per flush, then nothing when there is nothing new', () => {
    const { queue, sent, flush } = monitor();
    for (let i = 0; i < 3; i += 1) queue.failure({ kind: 'uncaught', error: new Error('same tok-secret-123') });
    for (let i = 0; i < 30; i += 1) queue.failure({ kind: 'block', block: `b${i}`, error: new Error('broke') });
    queue.failure({
      kind: 'gateway',
      call: 'orderDetail',
      failure: 'timeout',
      error: new Error('the server said Priya'),
    });
    flush();
    flush();
    expect(sent).toHaveLength(1);
    const { errors } = sent[0]!;
    expect(errors).toHaveLength(ERRORS_MAX);
    expect(errors[0]).toMatchObject({ kind: 'uncaught', route: 'repay', name: 'Error', message: 'same [redacted]' });
    expect(JSON.stringify(sent)).not.toContain('tok-secret-123');
    expect(sent[0]).toMatchObject({ v: 1, release: 'r1', brand: 'kilat', mode: 'browser', route: 'loanDetails' });
  });

  it("sends a gateway call's failure by its call and kind, never its message (the server's text)", () => {
    const { queue, sent, flush } = monitor();
    queue.failure({ kind: 'gateway', call: 'orderDetail', failure: 'refused', error: new Error('Dear Priya Sharma') });
    flush();
    expect(sent[0]!.errors).toEqual([
      {
        kind: 'gateway',
        route: 'repay',
        name: 'GatewayError',
        message: '',
        stack: [],
        call: 'orderDetail',
        failure: 'refused',
      },
    ]);
  });

  it('sends our marks (rows on screen, taps working) and, inside a host that wants them, gives each vital to it as its analytics event', () => {
    performance.mark(INTERACTIVE_MARK);
    const sent: string[] = [];
    const bridge = { hasHost: () => true, send: vi.fn(() => true) };
    const started = startMonitor({
      config: { endpoint: '/gateway/beacons', enabled: true, hostEvents: true, sampleRate: 1, errorSampleRate: 1 },
      beacon: {
        release: 'r1',
        brand: 'kilat',
        market: 'in',
        language: 'en',
        mode: 'browser',
        route: 'loanDetails',
        content: null,
      },
      queue: createReportQueue(window),
      routeNow: () => 'loanDetails',
      secrets: () => [],
      bridge,
      send: (_endpoint, body) => void sent.push(body),
    });
    started.flush();
    const vitals = (JSON.parse(sent[0]!) as Beacon).vitals;
    expect(vitals.map((vital) => vital.name)).toEqual(['rows', 'taps']);
    expect(vitals[0]!.value).toBe(vitals[1]!.value);
    expect(bridge.send).toHaveBeenCalledWith('confirmEvent', {
      event: 'web_vitals',
      name: 'taps',
      value: expect.any(Number),
      route: 'loanDetails',
    });
  });

  it("carries the experiments' variants the page view was shown, each once and nothing else of them, beside its vitals and failures", () => {
    const { queue, sent, flush } = monitor();
    queue.exposure({ experiment: 'repayFirst', variant: 'repayFirst' });
    queue.exposure({ experiment: 'repayFirst', variant: 'repayFirst' });
    queue.failure({ kind: 'uncaught', error: new Error('x') });
    flush();
    expect(sent[0]!.experiments).toEqual([{ id: 'repayFirst', variant: 'repayFirst' }]);
  });

  it('sends nothing of a page view left out by the sample', () => {
    const unsampled = monitor({ sampleRate: 0, errorSampleRate: 0 });
    unsampled.queue.failure({ kind: 'uncaught', error: new Error('x') });
    unsampled.flush();
    expect(unsampled.sent).toEqual([]);
  });

  it('drops a beacon that cannot be sent: nothing thrown, nothing retried, no cookie, no referrer', async () => {
    const refused = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', refused);
    expect(() => sendBeacon('/gateway/beacons', '{}')).not.toThrow();
    await Promise.resolve();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    vi.stubGlobal('fetch', () => {
      throw new TypeError('body over 64 KB');
    });
    expect(() => sendBeacon('/gateway/beacons', '{}')).not.toThrow();
    vi.unstubAllGlobals();
  });
});
