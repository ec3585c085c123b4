// @vitest-environment node
/** Success rules and reply reading (SPEC §8, CONTRACT §7) with the real call definitions. */
import { describe, expect, it } from 'vitest';
import catalogue from '../../schemas/calls.json';
import type { CallDef } from '../../renderer/contract/callSchema.ts';
import { applyAliases, isSuccess, readReply } from '../../renderer/runtime/gateway/reply.ts';

const calls = catalogue.calls as unknown as Record<string, CallDef>;
const call = (id: string): CallDef => {
  const def = calls[id];
  if (!def) throw new Error(`no call ${id} in schemas/calls.json`);
  return def;
};

describe('isSuccess is strict', () => {
  it('integer 0 (the shared helper: saveEvent)', () => {
    const rule = call('saveEvent').success;
    expect(isSuccess({ code: 0 }, rule)).toBe(true);
    expect(isSuccess({ code: '0' }, rule)).toBe(false);
    expect(isSuccess({ code: '00' }, rule)).toBe(false);
    expect(isSuccess({ code: false }, rule)).toBe(false);
  });

  it("'00' (contact, complaint, repayment groups)", () => {
    const rule = call('contactInfo').success;
    expect(isSuccess({ code: '00' }, rule)).toBe(true);
    expect(isSuccess({ code: '0' }, rule)).toBe(false);
    expect(isSuccess({ code: 0 }, rule)).toBe(false);
    expect(isSuccess({ code: '000' }, rule)).toBe(false);
  });

  it("'0' (promotion group)", () => {
    const rule = call('getSms').success;
    expect(isSuccess({ code: '0' }, rule)).toBe(true);
    expect(isSuccess({ code: '00' }, rule)).toBe(false);
    expect(isSuccess({ code: 0 }, rule)).toBe(false);
  });

  it('the v3 success boolean (loanDetails)', () => {
    const rule = call('loanDetails').success;
    expect(isSuccess({ success: true, code: '500' }, rule)).toBe(true);
    expect(isSuccess({ success: 'true' }, rule)).toBe(false);
    expect(isSuccess({ success: 1 }, rule)).toBe(false);
    expect(isSuccess({ code: '00', message: 'ok' }, rule)).toBe(false);
    expect(isSuccess({ success: false, code: '00' }, rule)).toBe(false);
  });

  it('is false for anything that is not an object', () => {
    const rule = call('saveEvent').success;
    expect(isSuccess(null, rule)).toBe(false);
    expect(isSuccess([{ code: 0 }], rule)).toBe(false);
    expect(isSuccess('{"code":0}', rule)).toBe(false);
  });
});

describe('readReply', () => {
  it('reads the usual envelope (loanDetails)', () => {
    const raw = { success: true, code: '00', message: 'success', data: { orderStatus: 174 } };
    expect(readReply(raw, call('loanDetails'))).toEqual({
      ok: true,
      code: '00',
      message: 'success',
      data: { orderStatus: 174 },
      raw,
    });
  });

  it('keeps the message of a refused reply and a non-string message reads as empty', () => {
    expect(
      readReply({ success: false, code: '404', message: 'Order not found', data: null }, call('loanDetails')),
    ).toMatchObject({ ok: false, code: '404', message: 'Order not found', data: null });
    expect(readReply({ success: false, message: 42 }, call('loanDetails')).message).toBe('');
  });

  it("login failure (standTargeted): interconnected '0', message citizenship, payload competence, names unscrambled", () => {
    const raw = {
      code: '00',
      message: 'envelope message (ignored)',
      data: 'envelope data (ignored)',
      interconnected: '0',
      citizenship: 'ok',
      competence: {
        transferring: 'Bottom text',
        methods: 'Choose a product',
        field: [{ id: 1, name: 'Cepat', enabled: '1' }],
      },
    };
    expect(readReply(raw, call('standTargeted'))).toMatchObject({
      ok: true,
      code: '0',
      message: 'ok',
      data: {
        noticeBottomText: 'Bottom text',
        noticeTitle: 'Choose a product',
        products: [{ id: 1, name: 'Cepat', enabled: '1' }],
      },
    });
  });

  it('login failure refusal shows citizenship; an integer 0 is not success', () => {
    expect(
      readReply({ interconnected: '1', citizenship: 'Akun diblokir', competence: null }, call('standTargeted')),
    ).toMatchObject({ ok: false, code: '1', message: 'Akun diblokir' });
    expect(readReply({ interconnected: 0, citizenship: '', competence: {} }, call('standJoint')).ok).toBe(false);
  });

  it('standJoint: competence.continually is the link', () => {
    const reply = readReply(
      { interconnected: '0', citizenship: 'ok', competence: { continually: 'https://x.example/p' } },
      call('standJoint'),
    );
    expect(reply.ok).toBe(true);
    expect(reply.data).toEqual({ link: 'https://x.example/p' });
  });

  it("define: quietly '00', alteration the message, data.technique the link", () => {
    const ok = readReply(
      { quietly: '00', alteration: 'success', data: { technique: '/product?productId=2' } },
      call('define'),
    );
    expect(ok).toMatchObject({ ok: true, code: '00', message: 'success', data: { link: '/product?productId=2' } });
    const refused = readReply(
      { quietly: '0', alteration: 'Produk penuh', data: null, code: '00', message: 'ignored' },
      call('define'),
    );
    expect(refused).toMatchObject({ ok: false, code: '0', message: 'Produk penuh', data: null });
  });

  it('contactInfo: the "" alias renames at the payload root', () => {
    const reply = readReply(
      { code: '00', message: '', data: { email: 'a@b.example', smWa: '+62 812' } },
      call('contactInfo'),
    );
    expect(reply.data).toEqual({ email: 'a@b.example', phone: '+62 812' });
  });

  it('an alias never turns a "__proto__" key of the reply into the payload\'s prototype', () => {
    const raw = JSON.parse('{"code":"00","data":{"smWa":"1","__proto__":{"email":"injected@x.example"}}}') as unknown;
    const data = readReply(raw, call('contactInfo')).data as Record<string, unknown>;
    expect(data.phone).toBe('1');
    expect(data.email).toBeUndefined();
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });
});

describe('applyAliases', () => {
  const aliases = {
    '': { lst: 'list', m: 'meta' },
    '/list/*': { n: 'name', e: 'enabled' },
    '/meta/inner': { x: 'ex' },
  };

  it('renames the root, then items of a list named after renaming, then nested objects', () => {
    const payload = { lst: [{ n: 'A', e: '1', keep: 1 }, { n: 'B' }], m: { inner: { x: 5, y: 6 } }, other: true };
    expect(applyAliases(payload, aliases)).toEqual({
      list: [{ name: 'A', enabled: '1', keep: 1 }, { name: 'B' }],
      meta: { inner: { ex: 5, y: 6 } },
      other: true,
    });
  });

  it('leaves the input unchanged and tolerates missing locations', () => {
    const payload = { lst: [{ n: 'A' }] };
    const copy = structuredClone(payload);
    expect(applyAliases(payload, aliases)).toEqual({ list: [{ name: 'A' }] });
    expect(payload).toEqual(copy);
    expect(applyAliases(null, aliases)).toBeNull();
    expect(applyAliases({ list: 'not a list' }, { '/list/*': { n: 'name' } })).toEqual({ list: 'not a list' });
    expect(applyAliases({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});
