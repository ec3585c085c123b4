// @vitest-environment happy-dom
/** Action chains with a fake host and a demo gateway: every action kind and every call branch. */
import deployment from 'virtual:deployment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../renderer/runtime/gateway/errors.ts';
import type { Reply } from '../../renderer/contract/gateway.ts';
import type { Action } from '../../renderer/contract/page/types.ts';
import { calls, reply, setup, tpl } from './actionHost.ts';
import { catalogues, memoryStorage } from './render.tsx';

const id = catalogues.id;

afterEach(() => {
  vi.useRealTimers();
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('simple actions', () => {
  it('toast: resolved text, helper duration unless given', async () => {
    const { run, toast } = setup();
    await run([{ do: 'toast', text: tpl('{{t.rating.choose}} #{{query.orderId}}') }]);
    expect(toast.get()).toMatchObject({ text: 'Silakan pilih #10174', duration: 2000 });
    await run([{ do: 'toast', text: 'Done', duration: 5000 }]);
    expect(toast.get()).toMatchObject({ text: 'Done', duration: 5000 });
  });

  it('openDialog / closeDialog', async () => {
    const { run, store } = setup();
    await run([
      { do: 'openDialog', dialog: 'rating' },
      { do: 'openDialog', dialog: 'thanks' },
      { do: 'openDialog', dialog: 'rating' },
    ]);
    expect(store.get().dialogs).toEqual(['rating', 'thanks']);
    await run([{ do: 'closeDialog', dialog: 'rating' }]);
    expect(store.get().dialogs).toEqual(['thanks']);
  });

  it('setState: dotted paths through immer, values resolved (event included)', async () => {
    const { run, store } = setup();
    const before = store.get().state;
    await run(
      [
        {
          do: 'setState',
          set: { stars: { $read: 'event.value' }, 'form.name': tpl('{{query.productId}}-x'), 'deep.new.key': 1 },
        },
      ],
      { event: { value: 4 } },
    );
    expect(store.get().state).toEqual({ stars: 4, form: { name: '3-x' }, saved: null, deep: { new: { key: 1 } } });
    expect(before).toEqual({ stars: 0, form: { name: '' }, saved: null });
    expect(Object.isFrozen(store.get().state)).toBe(true);
  });

  it('setState refuses paths through __proto__, constructor or prototype', async () => {
    const { run, store } = setup();
    for (const path of [
      '__proto__.polluted',
      'form.__proto__.polluted',
      'constructor.prototype.polluted',
      'form.prototype',
    ]) {
      await expect(run([{ do: 'setState', set: { [path]: 'yes' } }]), path).rejects.toThrow(/refused state path/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(store.get().state).toEqual({ stars: 0, form: { name: '' }, saved: null });
  });

  it('writeStorage / readStorage: strings stay strings, anything else is JSON', async () => {
    const storage = memoryStorage();
    const { run, store } = setup(undefined, { storage });
    await run([
      { do: 'writeStorage', key: 'payType', value: '1' },
      { do: 'writeStorage', key: 'choice', value: { $read: 'query' } },
      { do: 'writeStorage', key: 'count', value: 2 },
    ]);
    expect(storage.getItem('payType')).toBe('1');
    expect(storage.getItem('choice')).toBe('{"productId":"3","orderId":"10174"}');
    expect(storage.getItem('count')).toBe('2');
    await run([{ do: 'readStorage', key: 'choice', into: 'saved' }]);
    expect(store.get().state.saved).toEqual({ productId: '3', orderId: '10174' });
    await run([{ do: 'readStorage', key: 'payType', into: 'saved' }]);
    expect(store.get().state.saved).toBe('1');
    await run([
      { do: 'removeStorage', key: 'payType' },
      { do: 'readStorage', key: 'payType', into: 'saved' },
    ]);
    expect(storage.getItem('payType')).toBeNull();
    expect(store.get().state.saved).toBeUndefined();
    await run([{ do: 'writeStorage', key: 'count', value: null }]);
    expect(storage.getItem('count')).toBeNull();
  });

  it('navigate: path from the route table plus the non-empty query', async () => {
    const { run, host } = setup();
    await run([
      {
        do: 'navigate',
        route: 'repay',
        query: { productId: tpl('{{query.productId}}'), orderId: { $read: 'query.orderId' }, empty: '', none: null },
      },
    ]);
    expect(host.navigate).toHaveBeenLastCalledWith('/repay?productId=3&orderId=10174', false);
    await run([{ do: 'navigate', route: 'complaintForm', replace: true }]);
    expect(host.navigate).toHaveBeenLastCalledWith('/complainPageNext', true);
  });

  it("navigate follows a deployment's renamed route", async () => {
    const { run, host } = setup(undefined, { deployment: { ...deployment, routes: { repay: '/bayar' } } });
    await run([{ do: 'navigate', route: 'repay', query: { orderId: '1' } }]);
    expect(host.navigate).toHaveBeenCalledWith('/bayar?orderId=1', false);
  });

  it('bridge: the message goes to the host with resolved data', async () => {
    const { run, messages } = setup();
    await run([
      { do: 'bridge', action: 'goProduct', data: { productId: tpl('{{query.productId}}') } },
      { do: 'bridge', action: 'goRate' },
    ]);
    expect(messages()).toEqual([
      { action: 'goProduct', data: { productId: '3' } },
      { action: 'goRate', data: {} },
    ]);
  });

  it('if / else', async () => {
    const { run, toast } = setup();
    const choose: Action = {
      do: 'if',
      cond: { $logic: { '<': [{ var: 'state.stars' }, 1] } },
      then: [{ do: 'toast', text: 'none' }],
      else: [{ do: 'toast', text: 'some' }],
    };
    await run([choose]);
    expect(toast.get()?.text).toBe('none');
    await run([{ do: 'setState', set: { stars: 3 } }, choose]);
    expect(toast.get()?.text).toBe('some');
    toast.set(null);
    await run([{ do: 'if', cond: false, then: [{ do: 'toast', text: 'never' }] }]);
    expect(toast.get()?.text).toBeUndefined();
  });

  it('wait holds the chain for the given time', async () => {
    vi.useFakeTimers();
    const { run, toast } = setup();
    const done = run([
      { do: 'wait', ms: 1500 },
      { do: 'toast', text: 'after' },
    ]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(toast.get()?.text).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(toast.get()?.text).toBe('after');
  });

  it('refetch asks the host for the named sources', async () => {
    const { run, host } = setup();
    await run([{ do: 'refetch', sources: ['loan'] }, { do: 'refetch' }]);
    expect(host.refetch).toHaveBeenNthCalledWith(1, ['loan']);
    expect(host.refetch).toHaveBeenNthCalledWith(2, undefined);
  });

  it('back goes one screen back in the visit, or to the fallback route when the visit started here', async () => {
    const { run, host } = setup();
    vi.mocked(host.back).mockReturnValueOnce(true);
    await run([{ do: 'back', fallback: 'home' }]);
    expect(host.navigate).not.toHaveBeenCalled();
    await run([{ do: 'back', fallback: 'home' }]);
    expect(host.navigate).toHaveBeenCalledWith('/', true);
  });
});

describe('call', () => {
  const score: Action = {
    do: 'call',
    call: 'googleScore',
    params: { score: 5, orderId: tpl('{{query.orderId}}') },
    onSuccess: [{ do: 'setState', set: { saved: { $read: 'result' } } }],
    onFailure: [{ do: 'setState', set: { saved: { $read: 'result' } } }],
    onCode: { '800006': [{ do: 'toast', text: 'wrong code' }], '0': [{ do: 'toast', text: 'integer zero refused' }] },
  };

  it('sends the resolved parameters and runs onSuccess with result', async () => {
    const { run, send, store } = setup(async () => reply(true, '00', 'success', { link: '/x' }));
    await run([score]);
    expect(send).toHaveBeenCalledWith(calls.googleScore, { score: 5, orderId: '10174' });
    expect(store.get().state.saved).toEqual({ ok: true, code: '00', message: 'success', data: { link: '/x' } });
  });

  it('onCode picks a branch by code before onFailure', async () => {
    const { run, store, toast } = setup(async () => reply(false, '800006', 'Kode salah'));
    await run([score]);
    expect(toast.get()?.text).toBe('wrong code');
    expect(store.get().state.saved).toBeNull();
  });

  it('an integer code is matched by its text', async () => {
    const { run, toast } = setup(async () => reply(false, 0, ''));
    await run([score]);
    expect(toast.get()?.text).toBe('integer zero refused');
  });

  it('onFailure gets result with the server message, the kind of failure and what to show', async () => {
    const { run, store, toast } = setup(async () => reply(false, '500', 'Gagal', { why: 1 }));
    await run([score]);
    expect(store.get().state.saved).toEqual({
      ok: false,
      code: '500',
      message: 'Gagal',
      data: { why: 1 },
      kind: 'refused',
      error: 'Gagal',
    });
    expect(toast.get()?.text).toBeUndefined();
  });

  it('a refusal without a server message leaves result.message empty, so a page can say its own words', async () => {
    const { run, store } = setup(async () => reply(false, '01', ''));
    await run([score]);
    expect(store.get().state.saved).toMatchObject({
      ok: false,
      message: '',
      kind: 'refused',
      error: id.errors.refused,
    });
  });

  it('without a branch, a refused reply toasts the server message', async () => {
    const { run, toast } = setup(async () => reply(false, '500', 'Saldo tidak cukup'));
    await run([
      { do: 'call', call: 'googleScore', params: { score: 5 } },
      { do: 'toast', text: 'chain goes on' },
    ]);
    expect(toast.get()?.text).toBe('chain goes on');
    const again = setup(async () => reply(false, '500', 'Saldo tidak cukup'));
    await again.run([{ do: 'call', call: 'googleScore', params: { score: 5 } }]);
    expect(again.toast.get()?.text).toBe('Saldo tidak cukup');
  });

  it('without a branch, a refusal with no message toasts the localized fallback', async () => {
    const { run, toast } = setup(async () => reply(false, '500', ''));
    await run([{ do: 'call', call: 'googleScore', params: { score: 5 } }]);
    expect(toast.get()?.text).toBe(id.errors.refused);
  });

  it.each(['timeout', 'network', 'status', 'shape'] as const)(
    'a %s fault toasts the localized message',
    async (kind) => {
      const { run, toast } = setup(async () => {
        throw new GatewayError(kind);
      });
      await run([{ do: 'call', call: 'googleScore', params: { score: 5 } }]);
      expect(toast.get()?.text).toBe(id.errors[kind]);
    },
  );

  it('a transport fault runs onFailure (not onCode) with the localized reason as result.error', async () => {
    const { run, store } = setup(async () => {
      throw new GatewayError('timeout');
    });
    await run([score]);
    expect(store.get().state.saved).toMatchObject({
      ok: false,
      message: '',
      kind: 'timeout',
      error: id.errors.timeout,
    });
  });

  it('loading: true shows the indicator while the call runs', async () => {
    let release: (value: Reply) => void = () => undefined;
    const { run, loading } = setup(() => new Promise<Reply>((resolve) => (release = resolve)));
    const done = run([{ do: 'call', call: 'googleScore', params: { score: 5 }, loading: true }]);
    await vi.waitFor(() => expect(loading.get()).toBe(1));
    release(reply(true, '00'));
    await done;
    expect(loading.get()).toBe(0);
  });

  it('an unknown call id fails the chain', async () => {
    const { run } = setup();
    await expect(run([{ do: 'call', call: 'nope' }])).rejects.toThrow(/unknown call "nope"/);
  });
});

describe('a chain stops when the page is gone', () => {
  it('nothing after the call runs once alive() is false', async () => {
    let release: (value: Reply) => void = () => undefined;
    const { run, kill, store, host, send } = setup(() => new Promise<Reply>((resolve) => (release = resolve)));
    const done = run([
      { do: 'call', call: 'googleScore', params: { score: 5 }, onSuccess: [{ do: 'setState', set: { stars: 5 } }] },
      { do: 'navigate', route: 'home' },
    ]);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    kill();
    release(reply(true, '00'));
    await done;
    expect(store.get().state.stars).toBe(0);
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('a dead page runs nothing at all', async () => {
    const { run, kill, host, toast } = setup();
    kill();
    await run([
      { do: 'toast', text: 'x' },
      { do: 'navigate', route: 'home' },
    ]);
    expect(toast.get()?.text).toBeUndefined();
    expect(host.navigate).not.toHaveBeenCalled();
  });
});
