/**
 * The gateway client against MSW in happy-dom: how each kind of failure comes back, the HTTP client's own (its chunk
 * not coming, an axios failure) among them.
 */
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SCREEN_LOAD_TIMEOUT_MS, TIMEOUT_MS, createGateway } from '../../renderer/runtime/gateway/client.ts';
import type { CompiledCall } from '../../renderer/contract/gateway.ts';
import { GatewayError } from '../../renderer/runtime/gateway/errors.ts';
import { compiled } from './compiledCall.ts';
import { ok, options, setUpRecordingServer } from './recordingGateway.ts';

const { server, seen } = setUpRecordingServer();

describe('failures', () => {
  const loanDetails = compiled('loanDetails');
  const params = { productId: '1', orderId: '1' };
  const failure = async (promise: Promise<unknown>): Promise<GatewayError> => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GatewayError);
    return error as GatewayError;
  };

  /** A gateway that never answers, on a fake clock (the test puts real timers back). */
  const neverAnswering = () => {
    server.use(
      http.post('*/v3/loan-details/loan-details', async () => {
        await delay('infinite');
        return HttpResponse.json(ok({}));
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  };

  it("a slow server is a 'timeout' at 60 s, not before, on the client's own clock", async () => {
    neverAnswering();
    try {
      let settled = false;
      const error = failure(
        createGateway(options())
          .send(loanDetails, params)
          .finally(() => (settled = true)),
      );
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await error).kind).toBe('timeout');
      expect(TIMEOUT_MS).toBe(60_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a screen's load (a data source) is a 'timeout' at SCREEN_LOAD_TIMEOUT_MS, not before, and told as one", async () => {
    neverAnswering();
    try {
      const onFailure = vi.fn();
      let settled = false;
      const error = failure(
        createGateway(options({ onFailure }))
          .load(loanDetails, params)
          .finally(() => (settled = true)),
      );
      await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await error).kind).toBe('timeout');
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ id: 'loanDetails' }), 'timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the caller giving up (a page that moved on) is no timeout', async () => {
    neverAnswering();
    try {
      const caller = new AbortController();
      const error = failure(createGateway(options()).send(loanDetails, params, caller.signal));
      caller.abort();
      expect((await error).kind).toBe('network');
    } finally {
      vi.useRealTimers();
    }
  });

  it("a 500 is a 'status' failure carrying the status", async () => {
    server.use(
      http.post('*/v3/loan-details/loan-details', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const error = await failure(createGateway(options()).send(loanDetails, params));
    expect(error.kind).toBe('status');
    expect(error.status).toBe(500);
  });

  it("a body that is not JSON is a 'shape' failure", async () => {
    server.use(
      http.post('*/v3/loan-details/loan-details', () =>
        HttpResponse.text('<html>Bad gateway</html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    expect((await failure(createGateway(options()).send(loanDetails, params))).kind).toBe('shape');
  });

  it("a JSON array or string body is a 'shape' failure", async () => {
    server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.json([1, 2])));
    expect((await failure(createGateway(options()).send(loanDetails, params))).kind).toBe('shape');
  });

  it("a successful reply whose payload fails the call's validator is a 'shape' failure", async () => {
    // loanDetails requires orderStatus.
    server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.json(ok({ productName: 'x' }))));
    const error = await failure(createGateway(options()).send(loanDetails, params));
    expect(error.kind).toBe('shape');
  });

  it("a network error is a 'network' failure", async () => {
    server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error()));
    expect((await failure(createGateway(options()).send(loanDetails, params))).kind).toBe('network');
  });

  it("send() resolves a refused reply; fetch() rejects it as 'refused' with the server's message", async () => {
    server.use(
      http.post('*/v3/loan-details/loan-details', () =>
        HttpResponse.json({ success: false, code: '404', message: 'Pesanan tidak ditemukan', data: null }),
      ),
    );
    const gateway = createGateway(options());
    expect(await gateway.send(loanDetails, params)).toMatchObject({
      ok: false,
      code: '404',
      message: 'Pesanan tidak ditemukan',
    });
    const error = await failure(gateway.load(loanDetails, params));
    expect(error.kind).toBe('refused');
    expect(error.serverMessage).toBe('Pesanan tidak ditemukan');
    expect(error.code).toBe('404');
  });

  it("tells each failure by the call's id and kind (the monitor's), a refused data source too, and neither a refusal send() resolves nor the page's own abort", async () => {
    const onFailure = vi.fn();
    const gateway = createGateway(options({ onFailure }));
    server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error()));
    await failure(gateway.send(loanDetails, params));
    server.use(
      http.post('*/v3/loan-details/loan-details', () =>
        HttpResponse.json({ success: false, code: '404', message: 'Pesanan tidak ditemukan', data: null }),
      ),
    );
    await gateway.send(loanDetails, params);
    await failure(gateway.load(loanDetails, params));
    server.use(
      http.post('*/v3/loan-details/loan-details', async () => {
        await delay('infinite');
        return HttpResponse.json(ok({}));
      }),
    );
    const aborted = new AbortController();
    const left = failure(gateway.send(loanDetails, params, aborted.signal));
    aborted.abort();
    await left;
    expect(onFailure.mock.calls.map(([call, kind]) => [(call as CompiledCall).id, kind])).toEqual([
      ['loanDetails', 'network'],
      ['loanDetails', 'refused'],
    ]);
  });

  it('fetch() resolves a success', async () => {
    const reply = await createGateway(options()).load(loanDetails, params);
    expect(reply).toMatchObject({ ok: true, code: '00', data: { orderStatus: 174 } });
  });
});

describe('the HTTP client, loaded with the first call (renderer/runtime/gateway/httpClient.ts)', () => {
  const params = { productId: '1', orderId: '1' };

  it('a client whose chunk did not come is a network failure; the next call loads it again and goes', async () => {
    const axios = (await import('axios')).default;
    let loads = 0;
    const loader = () => (
      (loads += 1),
      loads === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(axios.create())
    );
    const gateway = createGateway(options(), loader);
    await expect(gateway.send(compiled('loanDetails'), params)).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(0);
    await expect(gateway.send(compiled('loanDetails'), params)).resolves.toMatchObject({ ok: true });
    expect(seen).toHaveLength(1);
  });

  it('a client that never comes holds no call past its time: a timeout at TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    const onFailure = vi.fn();
    const pending = createGateway(options({ onFailure }), () => new Promise<never>(() => undefined)).send(
      compiled('loanDetails'),
      params,
    );
    const settled = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await settled;
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ id: 'loanDetails' }), 'timeout');
    vi.useRealTimers();
  });

  it('reads an axios failure by its shape (the gateway module imports no axios): a 502 is a status failure', async () => {
    server.use(http.all('*/v3/loan-details/loan-details', () => new HttpResponse(null, { status: 502 })));
    await expect(createGateway(options()).send(compiled('loanDetails'), params)).rejects.toMatchObject({
      kind: 'status',
      status: 502,
    });
  });
});
