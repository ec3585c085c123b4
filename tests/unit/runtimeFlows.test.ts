// @vitest-environment happy-dom
/**
 * The runtime's flow features: guard (validation that stops a chain), named chains with args,
 * dispatch to a block model, drafts kept in local storage, and the join operator.
 */
import { describe, expect, it, vi } from 'vitest';
import chatLogModel from '../../blocks/chatLog/model.ts';
import type { ModelDefinition } from '../../renderer/contract/block/defineModel.ts';
import { evaluate } from '../../renderer/runtime/binding/logic.ts';
import {
  clearDraft,
  draftPlace,
  dropOtherBorrowersDrafts,
  restoreDraft,
  saveDraft,
} from '../../renderer/runtime/storage/drafts.ts';
import type { LaunchParams } from '../../renderer/contract/launch.ts';
import type { Action } from '../../renderer/contract/page/types.ts';
import { reply, setup, tpl } from './actionHost.ts';
import { memoryStorage } from './render.tsx';

describe('guard', () => {
  const rules: Action = {
    do: 'guard',
    rules: [
      { fails: { $logic: { '<': [{ var: 'state.stars' }, 1] } }, message: tpl('{{t.rating.choose}}') },
      { fails: { $logic: { '>': [{ var: 'state.stars' }, 5] } }, message: 'too many' },
    ],
  };

  it('the first failing rule shows its message and nothing after it runs', async () => {
    const send = vi.fn(async () => reply(true, true));
    const { run, store, toast } = setup(send);
    const completed = await run([
      rules,
      { do: 'call', call: 'googleScore', params: { score: 5 } },
      { do: 'setState', set: { saved: 'yes' } },
    ]);
    expect(completed).toBe(false);
    expect(toast.get()?.text).toBe('Silakan pilih');
    expect(send).not.toHaveBeenCalled();
    expect(store.get().state.saved).toBeNull();
  });

  it('stops the chain that contains the branch it is in, not only the branch', async () => {
    const { run, store } = setup();
    await run([
      { do: 'if', cond: true, then: [rules] },
      { do: 'setState', set: { saved: 'yes' } },
    ]);
    expect(store.get().state.saved).toBeNull();
  });

  it('lets the chain go on when every rule holds', async () => {
    const send = vi.fn(async () => reply(true, true));
    const { run, store, toast } = setup(send);
    store.setState({ stars: 3 });
    expect(await run([rules, { do: 'call', call: 'googleScore', params: { score: 5 } }])).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(toast.get()).toBeNull();
  });
});

describe('run: named chains', () => {
  it("runs the chain with its args in scope, and not the caller's event", async () => {
    const chains: Record<string, Action[]> = {
      remember: [
        { do: 'setState', set: { saved: { $logic: { cat: [{ var: 'args.what' }, '/', { var: 'event.value' }] } } } },
      ],
    };
    const { run, store } = setup(undefined, { chains });
    await run([{ do: 'run', chain: 'remember', args: { what: tpl('{{event.value}}!') } }], { event: { value: 'tap' } });
    expect(store.get().state.saved).toBe('tap!/');
  });

  it('an unknown chain fails loudly rather than doing nothing', async () => {
    const { run } = setup();
    await expect(run([{ do: 'run', chain: 'missing' }])).rejects.toThrow('unknown chain "missing"');
  });
});

describe('dispatch to a block model', () => {
  const models = { chatLog: chatLogModel as ModelDefinition };

  it('reduces one state key with the resolved event', async () => {
    const { run, store } = setup(undefined, { models });
    store.setState({ turns: [] });
    await run(
      [
        {
          do: 'dispatch',
          model: 'chatLog',
          state: 'turns',
          event: { type: 'ask', pid: { $read: 'event.id' }, title: tpl('{{event.title}}') },
        },
      ],
      { event: { id: 7, title: 'Repayment' } },
    );
    expect(store.get().state.turns).toEqual([
      { kind: 'user', text: 'Repayment' },
      { kind: 'bot', status: 'pending', request: { kind: 'ask', pid: 7, title: 'Repayment' } },
    ]);
  });

  it('the result of a call reaches the model in the same chain', async () => {
    const answer = {
      question: { id: 7, title_local: 'Repayment' },
      answerList: [
        { id: 71, title_local: 'Pay later?' },
        { id: 72, title_local: 'Paid' },
      ],
    };
    const { run, store } = setup(async () => reply(true, '00', '', answer), { models });
    store.setState({ turns: [] });
    const chain: Action[] = [
      { do: 'dispatch', model: 'chatLog', state: 'turns', event: { type: 'ask', pid: 7, title: 'Repayment' } },
      {
        do: 'call',
        call: 'googleScore',
        onSuccess: [
          {
            do: 'dispatch',
            model: 'chatLog',
            state: 'turns',
            event: {
              type: 'answered',
              question: { $read: 'result.data.question' },
              answers: { $read: 'result.data.answerList' },
            },
          },
        ],
      },
    ];
    await run(chain);
    const bot = (store.get().state.turns as unknown[])[1];
    expect(bot).toMatchObject({ status: 'done', answers: answer.answerList });
  });

  it('an unknown model fails loudly', async () => {
    const { run } = setup();
    await expect(run([{ do: 'dispatch', model: 'nope', state: 'turns', event: { type: 'x' } }])).rejects.toThrow(
      'unknown model "nope"',
    );
  });
});

describe('drafts', () => {
  const spec = { key: 'complaintDraft', state: ['text', 'images'] };
  const A = { token: 'secret-token-a', userId: 'u-a' };
  const B = { token: 'secret-token-b', userId: 'u-b' };
  const at = (scope: string, launch: LaunchParams = A) => draftPlace(launch, scope);

  it('restores the kept keys only into the same scope', () => {
    const storage = memoryStorage();
    saveDraft(storage, spec, at('2||10180'), { text: 'calls at night', images: ['/u/1'], other: 'not kept' });
    expect(restoreDraft(storage, spec, at('2||10180'), { text: '', images: [], other: 'fresh' })).toEqual({
      text: 'calls at night',
      images: ['/u/1'],
      other: 'fresh',
    });
    expect(restoreDraft(storage, spec, at('3||10180'), { text: '', images: [] })).toEqual({ text: '', images: [] });
  });

  it("restores only its borrower's draft: another borrower's is not restored", () => {
    const storage = memoryStorage();
    saveDraft(storage, spec, at('2||10180', A), { text: "A's words", images: [] });
    expect(restoreDraft(storage, spec, at('2||10180', B), { text: '', images: [] })).toEqual({ text: '', images: [] });
    // The same person with a fresh login token is the same borrower (userId decides)...
    expect(restoreDraft(storage, spec, at('2||10180', { ...A, token: 'renewed' }), { text: '', images: [] })).toEqual({
      text: "A's words",
      images: [],
    });
    // ...and without a userId the token does, hashed.
    saveDraft(storage, spec, at('s', { token: 'only-token' }), { text: 'x', images: [] });
    expect(restoreDraft(storage, spec, at('s', { token: 'other-token' }), { text: '', images: [] })).toEqual({
      text: '',
      images: [],
    });
    expect(restoreDraft(storage, spec, at('s', { token: 'only-token' }), { text: '', images: [] })).toEqual({
      text: 'x',
      images: [],
    });
    expect(storage.getItem('complaintDraft')).not.toContain('only-token');
  });

  it('keeps neither the token nor the user id in storage, only a hash', () => {
    const storage = memoryStorage();
    saveDraft(storage, spec, at('s'), { text: 'x', images: [] });
    const stored = storage.getItem('complaintDraft')!;
    expect(stored).not.toContain(A.token);
    expect(stored).not.toContain(A.userId);
    expect(JSON.parse(stored)).toEqual({
      owner: draftPlace(A, '').owner,
      scope: 's',
      values: { text: 'x', images: [] },
    });
    expect(draftPlace(A, '').owner).toMatch(/^[0-9a-f]{8,}$/);
  });

  it("a new launch drops other borrowers' drafts (and drafts of no one), keeping its own and everything else", () => {
    const storage = memoryStorage({ payType: '2', launchNote: '{"scope":1}' });
    saveDraft(storage, { key: 'complaintDraft', state: ['text'] }, at('s', A), { text: 'a' });
    saveDraft(storage, { key: 'otherDraft', state: ['text'] }, at('s', B), { text: 'b' });
    // A draft written before drafts had owners.
    storage.setItem('oldDraft', JSON.stringify({ scope: 's', values: { text: 'old' } }));
    dropOtherBorrowersDrafts(storage, B);
    expect(storage.getItem('complaintDraft')).toBeNull();
    expect(storage.getItem('oldDraft')).toBeNull();
    expect(JSON.parse(storage.getItem('otherDraft')!)).toMatchObject({ values: { text: 'b' } });
    expect(storage.getItem('payType')).toBe('2');
    expect(storage.getItem('launchNote')).toBe('{"scope":1}');
    expect(() => dropOtherBorrowersDrafts(undefined, B)).not.toThrow();
  });

  it('is gone once cleared, and a broken stored value is ignored', () => {
    const storage = memoryStorage();
    saveDraft(storage, spec, at('s'), { text: 'x', images: [] });
    clearDraft(storage, spec);
    expect(restoreDraft(storage, spec, at('s'), { text: '', images: [] })).toEqual({ text: '', images: [] });
    storage.setItem('complaintDraft', '{not json');
    expect(restoreDraft(storage, spec, at('s'), { text: '', images: [] })).toEqual({ text: '', images: [] });
  });

  it('clearDraft action reaches the host', async () => {
    const { run, host } = setup();
    await run([{ do: 'clearDraft' }]);
    expect(host.clearDraft).toHaveBeenCalledTimes(1);
  });
});

describe('join', () => {
  it('comma-joins a list (image URLs on the wire), empty for no list', () => {
    expect(evaluate({ join: [{ var: 'images' }, ','] }, { images: ['/a.png', '/b.png'] })).toBe('/a.png,/b.png');
    expect(evaluate({ join: [{ var: 'images' }, ','] }, { images: [] })).toBe('');
    expect(evaluate({ join: [{ var: 'missing' }] }, {})).toBe('');
  });
});

describe('which chains keep their block busy', () => {
  it('a chain that calls, waits or refetches (itself, in a branch or in a named chain) keeps it busy; one that only sets state does not', async () => {
    // Decided at build time from the action kinds (each kind says whether it waits).
    const { keepsBlockBusy: holdsTrigger } = await import('../../renderer/toolchain/compile/busy.ts');
    const chains: Record<string, Action[]> = {
      save: [{ do: 'call', call: 'problemSave' }],
      note: [{ do: 'toast', text: 'x' }],
      loop: [{ do: 'run', chain: 'loop' }],
    };
    expect(holdsTrigger([{ do: 'setState', set: { text: 'a' } }], chains)).toBe(false);
    expect(holdsTrigger([{ do: 'call', call: 'googleScore' }], chains)).toBe(true);
    expect(holdsTrigger([{ do: 'wait', ms: 1500 }], chains)).toBe(true);
    expect(holdsTrigger([{ do: 'if', cond: true, then: [], else: [{ do: 'refetch' }] }], chains)).toBe(true);
    expect(holdsTrigger([{ do: 'run', chain: 'save' }], chains)).toBe(true);
    expect(holdsTrigger([{ do: 'run', chain: 'note' }], chains)).toBe(false);
    expect(holdsTrigger([{ do: 'run', chain: 'loop' }], chains)).toBe(false);
  });
});

describe('trim', () => {
  it('a text of blanks is empty, so a guard on it holds', () => {
    expect(evaluate({ '!': { trim: { var: 'text' } } }, { text: '  \n ' })).toBe(true);
    expect(evaluate({ trim: { var: 'text' } }, { text: ' calls at night ' })).toBe('calls at night');
    expect(evaluate({ trim: { var: 'missing' } }, {})).toBe('');
  });
});

describe('money and amount', () => {
  it("shows whole units the market's way, and nothing for no amount", () => {
    expect(evaluate({ money: [{ var: 'fee' }, 'IDR'] }, { fee: 1250000 })).toBe('Rp 1.250.000');
    expect(evaluate({ money: [{ var: 'fee' }, 'INR'] }, { fee: '125000' })).toBe('₹ 1,25,000');
    expect(evaluate({ money: [{ var: 'missing' }, 'IDR'] }, {})).toBe('');
  });

  it('sends amounts as integers with the separators stripped', () => {
    expect(evaluate({ amount: { var: 'total' } }, { total: '1.250.000' })).toBe('1250000');
    expect(evaluate({ amount: { var: 'total' } }, { total: 3125 })).toBe('3125');
  });
});

describe('state from local storage', () => {
  it('takes the stored keys over the defaults, and keeps the defaults for missing or empty ones', async () => {
    const { withStored } = await import('../../renderer/runtime/storage/fromStorage.ts');
    const storage = memoryStorage();
    storage.setItem('payType', '1');
    storage.setItem('payCode', '');
    const keys = { payType: 'payType', payCode: 'payCode', specificNum: 'specificNum' };
    expect(withStored(storage, keys, { payType: '2', payCode: 'ALFAMART', specificNum: '' }, {})).toEqual({
      payType: '1',
      payCode: 'ALFAMART',
      specificNum: '',
    });
    expect(withStored(undefined, keys, { payType: '2' }, {})).toEqual({ payType: '2' });
  });
});

describe('openLink with a query', () => {
  it('adds the values encoded to the link before the link rule judges it', async () => {
    const { run, leave } = setup();
    await run([
      {
        do: 'openLink',
        url: 'https://pay.kilatdana.example/bind-card?x=1#top',
        query: { orderId: '10174', note: 'a&b=c', empty: '' },
        params: 'none',
      },
    ]);
    expect(leave).toHaveBeenCalledWith(
      'https://pay.kilatdana.example/bind-card?x=1&orderId=10174&note=a%26b%3Dc#top',
      false,
    );
  });
});

describe('corrupt stored values', () => {
  it('a value of another type than the default (JSON where text belongs) keeps the default', async () => {
    const { withStored } = await import('../../renderer/runtime/storage/fromStorage.ts');
    const storage = memoryStorage();
    storage.setItem('specificNum', '[1,2]');
    storage.setItem('payCode', '{"b":2}');
    expect(
      withStored(
        storage,
        { specificNum: 'specificNum', payCode: 'payCode' },
        { specificNum: '', payCode: 'ALFAMART' },
        {},
      ),
    ).toEqual({ specificNum: '', payCode: 'ALFAMART' });
  });

  it('one corrupt key drops the whole stored choice: a bank code is never kept with a default market type', async () => {
    const { withStored } = await import('../../renderer/runtime/storage/fromStorage.ts');
    const storage = memoryStorage();
    storage.setItem('payType', '{"payType":"1"}');
    storage.setItem('payCode', 'BCA');
    expect(
      withStored(storage, { payType: 'payType', payCode: 'payCode' }, { payType: '2', payCode: 'ALFAMART' }, {}),
    ).toEqual({ payType: '2', payCode: 'ALFAMART' });
  });
});

describe('forgetData', () => {
  it("reaches the host, which drops every page's cached data", async () => {
    const { run, host } = setup();
    await run([{ do: 'forgetData' }]);
    expect(host.forgetData).toHaveBeenCalledTimes(1);
  });
});
