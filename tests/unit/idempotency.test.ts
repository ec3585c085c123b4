// @vitest-environment happy-dom
/**
 * No payment twice (CONTRACT §4): the calls that move money or create a record carry an
 * Idempotency-Key, one per borrower attempt — the same when a lost reply is retried (also after a
 * reload), a new one once the gateway answered or when the attempt is another (card, code, amount);
 * and the demo gateway gives a key's first reply again instead of paying twice.
 */
import axios from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import catalogue from '../../schemas/calls.json';
import { attemptProblems } from '../../renderer/toolchain/project/callCatalogue.ts';
import { createAttemptKeys, newKey } from '../../renderer/runtime/storage/attempts.ts';
import type { CallDef } from '../../renderer/contract/callSchema.ts';
import type { CompiledCall } from '../../renderer/contract/gateway.ts';
import { createGateway } from '../../renderer/runtime/gateway/client.ts';
import { GatewayError } from '../../renderer/runtime/gateway/errors.ts';
import { createGatewayState, createHandlers } from '../../demo/gateway/index.ts';
import { memoryStorage } from '../../renderer/runtime/storage/memoryStorage.ts';

const defs = catalogue.calls as unknown as Record<string, CallDef>;
const call = (id: string): CompiledCall => ({ ...defs[id]!, id });
const COMMIT = { amount: '627000', cardId: '1', orderId: '10174', repayToken: 'rt-1', sendMsg: 0 };

const COMMIT_CALL = call('repaymentCommit');
const CONFIRM_CALL = call('repaymentConfirm');

describe('attempt keys', () => {
  it('the same attempt keeps its key until the gateway answers; then a new tap is a new attempt', () => {
    const keys = createAttemptKeys(memoryStorage());
    const first = keys.keyFor(COMMIT_CALL, COMMIT);
    expect(keys.keyFor(COMMIT_CALL, { ...COMMIT })).toBe(first);
    keys.settle(COMMIT_CALL, COMMIT);
    expect(keys.keyFor(COMMIT_CALL, COMMIT)).not.toBe(first);
  });

  it('another card, code, amount or order is another attempt', () => {
    const keys = createAttemptKeys(memoryStorage());
    const first = keys.keyFor(COMMIT_CALL, COMMIT);
    expect(keys.keyFor(COMMIT_CALL, { ...COMMIT, cardId: '2' })).not.toBe(first);
    expect(keys.keyFor(COMMIT_CALL, { ...COMMIT, amount: '1' })).not.toBe(first);
    expect(keys.keyFor(COMMIT_CALL, { ...COMMIT, orderId: '10180' })).not.toBe(first);
    expect(keys.keyFor(COMMIT_CALL, { ...COMMIT, sendMsg: 1 })).not.toBe(first);
    expect(keys.keyFor(CONFIRM_CALL, COMMIT)).not.toBe(first);
    const confirm = { orderId: '10174', repaymentRecordId: 'rr-1', verifyCode: '123456' };
    expect(keys.keyFor(CONFIRM_CALL, { ...confirm, verifyCode: '654321' })).not.toBe(
      keys.keyFor(CONFIRM_CALL, confirm),
    );
  });

  it("the borrower's attempt is the same whatever token the gateway handed out on this visit, or the names shown beside the card", () => {
    const keys = createAttemptKeys(memoryStorage());
    const first = keys.keyFor(COMMIT_CALL, { ...COMMIT, bankName: 'BCA', cardNo: '**** 1234' });
    expect(keys.keyFor(COMMIT_CALL, { ...COMMIT, repayToken: 'rt-2-new-visit' })).toBe(first);
    expect(keys.keyFor(COMMIT_CALL, { ...COMMIT, amount: 627000, cardId: 1, orderId: 10174 })).toBe(first);
  });

  it('every idempotent call of the catalogue says what its attempt is, and the per-visit tokens are not part of it', () => {
    for (const [id, def] of Object.entries(defs).filter(([, def]) => def.idempotent)) {
      expect(def.attempt, id).toBeDefined();
      const names = [def.attempt!.of, ...def.attempt!.by];
      expect(
        names.every((name) => Object.hasOwn(def.params ?? {}, name)),
        id,
      ).toBe(true);
      expect(names, id).not.toContain('repayToken');
      expect(names, id).not.toContain('sid');
      expect(names, id).not.toContain('capcode');
    }
  });

  it('validate refuses an idempotent call that does not say what its attempt is, or names parameters it does not have, and a call that binds the borrower without being idempotent', () => {
    const problems = attemptProblems({
      pay: {
        method: 'POST',
        effect: 'money',
        path: '/pay',
        idempotent: true,
        params: { orderId: {}, amount: {} },
        success: { field: 'code', equals: '00' },
      },
      push: {
        method: 'POST',
        effect: 'money',
        path: '/push',
        idempotent: true,
        attempt: { of: 'orderId', by: ['amout'] },
        params: { orderId: {}, amount: {} },
        success: { field: 'code', equals: '00' },
      },
      loan: {
        method: 'POST',
        effect: 'money',
        path: '/loan',
        params: { orderId: {} },
        success: { field: 'code', equals: '00' },
      },
      read: {
        method: 'POST',
        effect: 'read',
        path: '/read',
        attempt: { of: 'orderId', by: [] },
        params: { orderId: {} },
        success: { field: 'code', equals: '00' },
      },
    });
    expect(problems.map(({ pointer, message }) => `${pointer}: ${message}`)).toEqual([
      '/calls/pay: an idempotent call does not say what one attempt is',
      '/calls/push/attempt/by/0: "amout" is not a parameter of push',
      '/calls/loan/effect: a call that binds the borrower (a loan, a payment) is not idempotent',
      '/calls/read/attempt: a call that is not idempotent has attempts',
    ]);
    expect(attemptProblems(defs)).toEqual([]);
  });

  it('an open attempt is known by its order until the gateway answers; per borrower; forgotten after a day', () => {
    const storage = memoryStorage();
    let clock = 1_000_000;
    let owner = 'borrower-a';
    const keys = createAttemptKeys(storage, { owner: () => owner, now: () => clock });
    expect(keys.open(['repaymentCommit'], '10174')).toBe(false);
    const first = keys.keyFor(COMMIT_CALL, COMMIT);
    expect(keys.open(['repaymentCommit', 'repaymentConfirm'], '10174')).toBe(true);
    expect(keys.open(['repaymentCommit'], 10174)).toBe(true);
    expect(keys.open(['repaymentCommit'], '10180')).toBe(false);
    expect(keys.open(['repaymentHuichao'], '10174')).toBe(false);
    // Another borrower on the same phone has no open attempt, and gets keys of their own.
    owner = 'borrower-b';
    expect(keys.open(['repaymentCommit'], '10174')).toBe(false);
    expect(keys.keyFor(COMMIT_CALL, COMMIT)).not.toBe(first);
    owner = 'borrower-a';
    // Reopened the next morning (the app was closed): still open; a day later, forgotten.
    clock += 20 * 60 * 60 * 1000;
    expect(createAttemptKeys(storage, { owner: () => owner, now: () => clock }).keyFor(COMMIT_CALL, COMMIT)).toBe(
      first,
    );
    clock += 5 * 60 * 60 * 1000;
    const later = createAttemptKeys(storage, { owner: () => owner, now: () => clock });
    expect(later.open(['repaymentCommit'], '10174')).toBe(false);
    expect(later.keyFor(COMMIT_CALL, COMMIT)).not.toBe(first);
    later.settle(COMMIT_CALL, COMMIT);
    expect(later.open(['repaymentCommit'], '10174')).toBe(false);
  });

  it('another attempt of the same order is open (a card payment and a wallet one alike); the same attempt again is safe; forgetting it lets the next one go', () => {
    const keys = createAttemptKeys(memoryStorage());
    const wallet = call('repaymentHuichao');
    keys.keyFor(COMMIT_CALL, COMMIT);
    expect(keys.openOther(COMMIT_CALL, { ...COMMIT, repayToken: 'rt-2' })).toBe(false);
    expect(keys.openOther(COMMIT_CALL, { ...COMMIT, amount: '418000' })).toBe(true);
    expect(keys.openOther(wallet, { orderId: '10174', amount: '627000' })).toBe(true);
    expect(keys.openOther(wallet, { orderId: '10180', amount: '627000' })).toBe(false);
    // A loan confirmation is of a product, not of an order: another kind of thing.
    expect(keys.openOther(call('loanDetailPush'), { productId: '10174', amount: '1' })).toBe(false);
    keys.forget(['repaymentCommit', 'repaymentConfirm', 'repaymentHuichao'], '10174');
    expect(keys.openOther(COMMIT_CALL, { ...COMMIT, amount: '418000' })).toBe(false);
    expect(keys.open(['repaymentCommit'], '10174')).toBe(false);
  });

  it('an open attempt survives a reload and a closed app (local storage keeps it), and only hashes of it are stored', () => {
    const storage = memoryStorage();
    const first = createAttemptKeys(storage).keyFor(COMMIT_CALL, COMMIT);
    expect(createAttemptKeys(storage).keyFor(COMMIT_CALL, { ...COMMIT, repayToken: 'rt-after-reload' })).toBe(first);
    expect(createAttemptKeys(storage).open(['repaymentCommit'], '10174')).toBe(true);
    const stored = JSON.stringify(Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)])));
    expect(stored).not.toContain('rt-1');
    expect(stored).not.toContain('627000');
    expect(stored).not.toContain('10174');
  });

  it('keys are UUIDs, also where crypto.randomUUID is missing', () => {
    expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('the client', () => {
  const keysSeen: (string | null)[] = [];
  let answer: 'lose' | 'ok' | 'refuse' = 'ok';
  const server = setupServer(
    http.post('*/repayment-commit', ({ request }) => {
      keysSeen.push(request.headers.get('Idempotency-Key'));
      if (answer === 'lose') return HttpResponse.error();
      return HttpResponse.json(
        answer === 'ok'
          ? { code: '00', message: '', data: { needValid: 0, repayRecordId: 'rr-1' } }
          : { code: '01', message: 'no', data: null },
      );
    }),
    http.post('*/loan-details', ({ request }) => {
      keysSeen.push(request.headers.get('Idempotency-Key'));
      return HttpResponse.json({ success: true, code: '00', message: '', data: {} });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    keysSeen.length = 0;
  });
  afterAll(() => server.close());

  const gateway = (session = memoryStorage()) =>
    createGateway(
      {
        base: '/gateway',
        headers: {},
        trustedOrigins: [],
        pageOrigin: 'http://localhost:3000',
        launch: () => ({ token: 't' }),
        attempts: createAttemptKeys(session),
      },
      axios.create(),
    );

  it('a retry after a lost reply sends the same key; once answered, the next tap a new one', async () => {
    const client = gateway();
    answer = 'lose';
    await expect(client.send(call('repaymentCommit'), COMMIT)).rejects.toBeInstanceOf(GatewayError);
    answer = 'ok';
    await client.send(call('repaymentCommit'), COMMIT);
    await client.send(call('repaymentCommit'), COMMIT);
    expect(keysSeen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keysSeen[1]).toBe(keysSeen[0]);
    expect(keysSeen[2]).not.toBe(keysSeen[0]);
  });

  it('a refusal is an answer too: the next tap is a new attempt', async () => {
    const client = gateway();
    answer = 'refuse';
    await client.send(call('repaymentCommit'), COMMIT);
    await client.send(call('repaymentCommit'), COMMIT);
    expect(keysSeen[1]).not.toBe(keysSeen[0]);
  });

  it('calls that move no money and create no record carry no key', async () => {
    await gateway().send(call('loanDetails'), { productId: '3', orderId: '10174' });
    expect(keysSeen).toEqual([null]);
  });

  it('the calls that carry one are those CONTRACT §4 lists', () => {
    const listed = Object.entries(defs)
      .filter(([, def]) => def.idempotent)
      .map(([id]) => id)
      .sort();
    expect(listed).toEqual([
      'loanDetailPush',
      'problemSave',
      'register',
      'repaymentCommit',
      'repaymentConfirm',
      'repaymentHuichao',
    ]);
  });
});

describe('the demo gateway honours the key', () => {
  it('the same key gets the first reply again and pays once; a new key is a new payment', async () => {
    const server = setupServer(...createHandlers(createGatewayState(), { base: '/gateway' }));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
      const post = (path: string, body: Record<string, string>, key?: string) =>
        fetch(`http://localhost/gateway${path}?token=demo-idem`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(key ? { 'Idempotency-Key': key } : {}) },
          body: form(body),
        });
      const way = (await (
        await post('/api/v1/youmi/youmi-api/service/loan/repayment-way', { orderId: '10174' })
      ).json()) as { data: { repayToken: string } };
      const commit = { amount: '100', cardId: '2', orderId: '10174', repayToken: way.data.repayToken, sendMsg: '0' };
      type Commit = { code: string; data: { repayRecordId: string } };
      const first = (await (
        await post('/api/v1/youmi/youmi-api/service/loan/repayment-commit', commit, 'key-1')
      ).json()) as Commit;
      const againResponse = await post('/api/v1/youmi/youmi-api/service/loan/repayment-commit', commit, 'key-1');
      expect(againResponse.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await againResponse.json()).toEqual(first);
      const otherResponse = await post('/api/v1/youmi/youmi-api/service/loan/repayment-commit', commit, 'key-2');
      expect(otherResponse.headers.get('Idempotent-Replayed')).toBeNull();
      const other = (await otherResponse.json()) as Commit;
      expect(first.code).toBe('00');
      expect(other.data.repayRecordId).not.toBe(first.data.repayRecordId);

      // A reload: a new visit hands out a new repayToken, and the same attempt arrives twice at once
      // (the first still being done): one payment, the first reply for both.
      const again = (await (
        await post('/api/v1/youmi/youmi-api/service/loan/repayment-way', { orderId: '10174' })
      ).json()) as { data: { repayToken: string } };
      const paying = { ...commit, repayToken: again.data.repayToken };
      const [one, two] = await Promise.all([
        post('/api/v1/youmi/youmi-api/service/loan/repayment-commit', paying, 'key-3'),
        post(
          '/api/v1/youmi/youmi-api/service/loan/repayment-commit',
          { ...paying, repayToken: 'rt-later-visit' },
          'key-3',
        ),
      ]);
      const replies = [(await one.json()) as Commit, (await two.json()) as Commit];
      expect(replies[1]).toEqual(replies[0]);
      expect([one.headers.get('Idempotent-Replayed'), two.headers.get('Idempotent-Replayed')].sort()).toEqual(
        ['true', null].sort(),
      );
    } finally {
      server.close();
    }
  });
});
