// @vitest-environment node
/** Deployment page overrides: JSON merge patch (RFC 7386) that refuses prototype-reaching keys. */
import { afterEach, describe, expect, it } from 'vitest';
import { UnsafeKeyError, mergePatch } from '../../renderer/toolchain/brand/mergePatch.ts';

const polluted = () => (({}) as Record<string, unknown>).polluted;

afterEach(() => {
  // Clean up in case a refusal ever fails, so one broken test does not poison the rest.
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('mergePatch (RFC 7386)', () => {
  it('merges nested objects and replaces scalars', () => {
    expect(mergePatch({ a: 1, b: { c: 2, d: 3 } }, { b: { c: 20, e: 5 }, f: 'x' })).toEqual({
      a: 1,
      b: { c: 20, d: 3, e: 5 },
      f: 'x',
    });
  });

  it('null deletes a member', () => {
    expect(mergePatch({ a: 1, b: { c: 2, d: 3 } }, { a: null, b: { d: null } })).toEqual({ b: { c: 2 } });
    expect(mergePatch({ a: 1 }, { missing: null })).toEqual({ a: 1 });
  });

  it('arrays are replaced, never merged', () => {
    expect(mergePatch({ list: [1, 2, 3], o: { list: [{ a: 1 }] } }, { list: [9], o: { list: [] } })).toEqual({
      list: [9],
      o: { list: [] },
    });
  });

  it('a non-object patch replaces the whole target; an object patch over a scalar starts fresh', () => {
    expect(mergePatch({ a: 1 }, 'text')).toBe('text');
    expect(mergePatch({ a: 1 }, [1])).toEqual([1]);
    expect(mergePatch({ a: 'scalar' }, { a: { b: 1, c: null } })).toEqual({ a: { b: 1 } });
  });

  it('RFC 7386 appendix A examples', () => {
    expect(mergePatch({ a: 'b' }, { a: 'c' })).toEqual({ a: 'c' });
    expect(mergePatch({ a: 'b' }, { b: 'c' })).toEqual({ a: 'b', b: 'c' });
    expect(mergePatch({ a: 'b', b: 'c' }, { a: null })).toEqual({ b: 'c' });
    expect(mergePatch({ a: [{ b: 'c' }] }, { a: [1] })).toEqual({ a: [1] });
    expect(mergePatch({ e: null }, { a: 1 })).toEqual({ e: null, a: 1 });
    expect(mergePatch([1, 2], { a: 'b', c: null })).toEqual({ a: 'b' });
    expect(mergePatch({}, { a: { bb: { ccc: null } } })).toEqual({ a: { bb: {} } });
  });

  it('changes neither input', () => {
    const target = { title: 'a', nested: { x: 1, list: [1] } };
    const patch = { title: 'b', nested: { x: null, y: 2 } };
    const targetCopy = structuredClone(target);
    const patchCopy = structuredClone(patch);
    const merged = mergePatch(target, patch);
    expect(merged).toEqual({ title: 'b', nested: { list: [1], y: 2 } });
    expect(target).toEqual(targetCopy);
    expect(patch).toEqual(patchCopy);
    expect(merged.nested).not.toBe(target.nested);
  });

  it('lumen-style title override', () => {
    const page = { route: 'loanDetails', title: '{{data.loan.productName}}', body: [{ type: 'text' }] };
    expect(mergePatch(page, { title: '{{data.loan.productName}} | {{deployment.appName}}' })).toEqual({
      ...page,
      title: '{{data.loan.productName}} | {{deployment.appName}}',
    });
  });
});

describe('mergePatch refuses keys that reach a prototype', () => {
  const cases: [string, string, string][] = [
    ['__proto__ at the top', '{"__proto__": {"polluted": "yes"}}', '/__proto__'],
    ['__proto__ nested', '{"title": "x", "body": {"__proto__": {"polluted": "yes"}}}', '/body/__proto__'],
    ['constructor.prototype', '{"constructor": {"prototype": {"polluted": "yes"}}}', '/constructor'],
    ['prototype nested', '{"a": {"b": {"prototype": {"polluted": "yes"}}}}', '/a/b/prototype'],
    ['inside an array', '{"body": [{"ok": 1}, {"__proto__": {"polluted": "yes"}}]}', '/body/1/__proto__'],
    ['escaped pointer parts', '{"a/b": {"c~d": {"__proto__": {"polluted": "yes"}}}}', '/a~1b/c~0d/__proto__'],
  ];

  it.each(cases)('%s', (_label, json, pointer) => {
    const patch = JSON.parse(json) as unknown;
    let caught: unknown;
    try {
      mergePatch({ title: 't' }, patch);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnsafeKeyError);
    expect((caught as UnsafeKeyError).pointer).toBe(pointer);
    expect((caught as UnsafeKeyError).message).toContain(pointer);
    expect(polluted()).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('allows ordinary keys that merely contain those words', () => {
    expect(mergePatch({}, { protoType: 1, constructorName: 'x', __proto: 2 })).toEqual({
      protoType: 1,
      constructorName: 'x',
      __proto: 2,
    });
    expect(polluted()).toBeUndefined();
  });
});
