/**
 * Every call of schemas/calls.json under every fault of the fault matrix (tests/fixtures/gatewayFaults.ts), as the
 * gateway client reads it: the failure kind whose message the screen shows. The browser's matrix
 * (tests/e2e/fault-matrix.spec.ts) plays two faults on each screen; what kind each call's fault is, is asserted here
 * for all of them, the reply schema's own refusal of the wrong shape among them.
 */
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TIMEOUT_MS, createGateway } from '../../renderer/runtime/gateway/client.ts';
import { GatewayError } from '../../renderer/runtime/gateway/errors.ts';
import { CALLS, FAULTS, KINDS, wrongShape, type Fault } from '../fixtures/gatewayFaults.ts';
import { compiled } from './compiledCall.ts';
import { options, setUpRecordingServer } from './recordingGateway.ts';

const { server } = setUpRecordingServer();

/** Each fault as the gateway (or the network) gives it; `timeout` is a reply that never comes. */
const ANSWERS: Record<Fault, (id: string) => Response | Promise<Response>> = {
  abort: () => HttpResponse.error(),
  notJson: () => HttpResponse.text('<html>oops', { headers: { 'content-type': 'application/json' } }),
  timeout: async () => {
    await delay('infinite');
    return HttpResponse.error();
  },
  status: () => HttpResponse.html('<h1>Internal Server Error</h1>', { status: 500 }),
  wrongShape: (id) => HttpResponse.json(wrongShape(id) as object),
};

describe.each(Object.keys(CALLS))('%s', (id) => {
  it.each(FAULTS)('%s: a failure of the kind the matrix expects', async (fault) => {
    const call = compiled(id);
    let asked = 0;
    server.use(
      http.all(`*${call.path}`, () => {
        asked += 1;
        return ANSWERS[fault](id);
      }),
    );
    if (fault === 'timeout') vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const sent = createGateway(options())
        .send(call, {})
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      if (fault === 'timeout') await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
      const error = await sent;
      expect(error, `${id} under ${fault}: a GatewayError`).toBeInstanceOf(GatewayError);
      expect(KINDS[fault]).toContain((error as GatewayError).kind);
      expect(asked, 'sent once').toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
