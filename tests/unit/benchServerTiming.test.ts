// @vitest-environment node
/**
 * The bench's reading of the server renderer under load (scripts/bench/serverTiming.ts): the render
 * time comes from each answer's Server-Timing header (read as renderer/server/protocol.ts reads it), the answers are
 * requested `concurrency` at a time (the stand-in answers only when they all wait at once), and an answer without a
 * render time (the static shell) is counted apart, never as 0 ms.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { percentile, renderUnderLoad } from '../../scripts/bench/serverTiming.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([3, 1, 2], 95)).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('renderUnderLoad', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /**
   * A stand-in renderer that answers only once `concurrency` requests are waiting at the same time
   * (the warm-up request alone), so the test fails, rather than waits, if they are not concurrent.
   * Answer n is rendered in render(n) ms (null: the static shell, no render time).
   */
  async function renderer(concurrency: number, render: (n: number) => number | null) {
    const waiting: { n: number; answer: (body: string) => void; setHeader: (value: string) => void }[] = [];
    let count = 0;
    server = createServer((_, response) => {
      count += 1;
      waiting.push({
        n: count,
        answer: (body) => response.end(body),
        setHeader: (value) => response.setHeader('Server-Timing', value),
      });
      if (count > 1 && waiting.length < concurrency) return;
      for (const request of waiting.splice(0)) {
        const duration = render(request.n);
        if (duration !== null) request.setHeader(`render;dur=${duration}, gateway;dur=5`);
        request.answer('<!doctype html><p>Order number</p>');
      }
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/loanDetails`;
  }

  it('sends the requests concurrency at a time and reads the render times of every answer', async () => {
    const load = await renderUnderLoad(await renderer(10, (n) => n), 10, 2);
    expect(load.requests).toBe(20);
    expect(load.rendered).toBe(20);
    // The warm-up (answer 1) is not counted: answers 2…21.
    expect(load.renderP50).toBe(11);
    expect(load.renderP95).toBe(20);
    expect(load.gatewayP50).toBe(5);
  });

  it('counts an answer without a render time (the static shell) apart', async () => {
    const load = await renderUnderLoad(await renderer(4, (n) => (n % 2 ? null : 8)), 4, 1);
    expect(load.requests).toBe(4);
    expect(load.rendered).toBe(2);
    expect(load.renderP95).toBe(8);
  });
});
