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
import { createAttemptKeys, newKey } from '../../renderer/gateway/attempts.ts';
import type { CallDef } from '../../renderer/gateway/callSchema.ts';
import { createGateway, type CompiledCall } from '../../renderer/gateway/client.ts';
import { GatewayError } from '../../renderer/gateway/errors.ts';
import { createGatewayState, createHandlers } from '../fake-gateway/index.ts';
import { memoryStorage } from './memoryStorage.ts';

const defs = catalogue.calls as unknown as Record<string, CallDef>;
const call = (id: string): CompiledCall => ({ ...defs[id]!, id });
const COMMIT = { amount: '627000', cardId: '1', orderId: '10174', repayToken: 'rt-1', sendMsg: 0 };

describe('attempt keys', () => {
  it('the same attempt keeps its key until the gateway answers; then a new tap is a new attempt', () => {
    const keys = createAttemptKeys(memoryStorage());
    const first = keys.keyFor('repaymentCommit', COMMIT);
    expect(keys.keyFor('repaymentCommit', { ...COMMIT })).toBe(first);
    keys.settle('repaymentCommit', COMMIT);
    expect(keys.keyFor('repaymentCommit', COMMIT)).not.toBe(first);
  });

  it('another card, code or amount is another attempt', () => {
    const keys = createAttemptKeys(memoryStorage());
    const first = keys.keyFor('repaymentCommit', COMMIT);
    expect(keys.keyFor('repaymentCommit', { ...COMMIT, cardId: '2' })).not.toBe(first);
    expect(keys.keyFor('repaymentCommit', { ...COMMIT, amount: '1' })).not.toBe(first);
    expect(keys.keyFor('repaymentCommit', { ...COMMIT, sendMsg: 1 })).not.toBe(first);
    expect(keys.keyFor('repaymentConfirm', COMMIT)).not.toBe(first);
  });

  it('an open attempt survives a reload (the session keeps it), and only a hash of it is stored', () => {
    const session = memoryStorage();
    const first = createAttemptKeys(session).keyFor('repaymentCommit', COMMIT);
    expect(createAttemptKeys(session).keyFor('repaymentCommit', COMMIT)).toBe(first);
    const stored = JSON.stringify(Object.fromEntries(Object.keys(session).map((key) => [key, session.getItem(key)])));
    expect(stored).not.toContain('rt-1');
    expect(stored).not.toContain('627000');
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
      return HttpResponse.json(answer === 'ok' ? { code: '00', message: '', data: { needValid: 0, repayRecordId: 'rr-1' } } : { code: '01', message: 'no', data: null });
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
    createGateway({ base: '/gateway', headers: {}, trustedOrigins: [], pageOrigin: 'http://localhost:3000', launch: () => ({ token: 't' }), attempts: createAttemptKeys(session) }, axios.create());

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
    const listed = Object.entries(defs).filter(([, def]) => def.idempotent).map(([id]) => id).sort();
    expect(listed).toEqual(['loanDetailPush', 'problemSave', 'register', 'repaymentCommit', 'repaymentConfirm', 'repaymentHuichao']);
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
      const way = (await (await post('/api/v1/youmi/youmi-api/service/loan/repayment-way', { orderId: '10174' })).json()) as { data: { repayToken: string } };
      const commit = { amount: '100', cardId: '2', orderId: '10174', repayToken: way.data.repayToken, sendMsg: '0' };
      type Commit = { code: string; data: { repayRecordId: string } };
      const first = (await (await post('/api/v1/youmi/youmi-api/service/loan/repayment-commit', commit, 'key-1')).json()) as Commit;
      const againResponse = await post('/api/v1/youmi/youmi-api/service/loan/repayment-commit', commit, 'key-1');
      expect(againResponse.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await againResponse.json()).toEqual(first);
      const otherResponse = await post('/api/v1/youmi/youmi-api/service/loan/repayment-commit', commit, 'key-2');
      expect(otherResponse.headers.get('Idempotent-Replayed')).toBeNull();
      const other = (await otherResponse.json()) as Commit;
      expect(first.code).toBe('00');
      expect(other.data.repayRecordId).not.toBe(first.data.repayRecordId);
    } finally {
      server.close();
    }
  });
});
