// @vitest-environment node
/** Declared values become real ones: templates, $read paths, $logic, member by member; a bare string is a literal. */
import { describe, expect, it } from 'vitest';
import { readPath, resolveRecord, resolveValue } from '../../renderer/runtime/binding/resolve.ts';
import { compileValue } from '../../renderer/toolchain/compile/compilePage.ts';
import { compileTemplate } from '../../renderer/toolchain/compile/templates.ts';

const tpl = (text: string) => ({ $template: compileTemplate(text) });
const scope = {
  query: { productId: '3', orderId: '10174' },
  data: { loan: { productName: 'Pinjam Mudah', orderStatus: 174, rows: [{ text: 'a', value: 1 }] } },
  state: { stars: 4 },
  event: { value: 2 },
};

describe('resolveValue', () => {
  it('returns literals unchanged', () => {
    expect(resolveValue('plain', scope)).toBe('plain');
    expect(resolveValue(30, scope)).toBe(30);
    expect(resolveValue(null, scope)).toBeNull();
    expect(resolveValue(false, scope)).toBe(false);
  });

  it('renders compiled templates', () => {
    expect(resolveValue(tpl('{{data.loan.productName}} #{{query.orderId}}'), scope)).toBe('Pinjam Mudah #10174');
  });

  it('$read gives the value itself, not its text', () => {
    expect(resolveValue({ $read: 'data.loan.rows' }, scope)).toBe(scope.data.loan.rows);
    expect(resolveValue({ $read: 'state.stars' }, scope)).toBe(4);
    expect(resolveValue({ $read: 'data.loan.missing.deeper' }, scope)).toBeUndefined();
  });

  it('$logic evaluates JSON Logic', () => {
    expect(resolveValue({ $logic: { '>=': [{ var: 'state.stars' }, 4] } }, scope)).toBe(true);
    expect(resolveValue({ $logic: { '+': [{ var: 'event.value' }, 1] } }, scope)).toBe(3);
  });

  it('a bare string is a literal, tags and all: only $template fills them in', () => {
    expect(resolveValue('Order {{query.orderId}}', scope)).toBe('Order {{query.orderId}}');
    expect(resolveValue({ note: '{{state.stars}}' }, scope)).toEqual({ note: '{{state.stars}}' });
  });

  it('$read keeps a number a number (a template would make it text)', () => {
    expect(resolveValue({ $read: 'event.value' }, scope)).toBe(2);
    expect(resolveValue(tpl('{{event.value}}'), scope)).toBe('2');
  });

  it('$read of steps reads a path computed from data, also as an operand of $logic (as the build gives it to the browser)', () => {
    const list = { $read: ['data.loan.rows', { $read: 'index' }, 'text'] };
    const resolve = (value: unknown, index: unknown) => resolveValue(compileValue(value) ?? value, { ...scope, index });
    expect(resolve(list, 0)).toBe('a');
    expect(resolve(list, 5)).toBeNull();
    expect(resolve({ $logic: { '!': list } }, 5)).toBe(true);
    expect(resolve({ $logic: { '!': list } }, 0)).toBe(false);
    expect(resolve({ $read: ['data', { $read: 'nothing' }, 'constructor'] }, 0)).toBeNull();
  });

  it('resolves nested arrays and objects member by member', () => {
    const declared = {
      productId: tpl('{{query.productId}}'),
      moduleId: 30,
      meta: {
        stars: { $read: 'state.stars' },
        list: [tpl('{{query.orderId}}'), { $logic: { '==': [{ var: 'data.loan.orderStatus' }, 174] } }, 'x'],
      },
    };
    expect(resolveValue(declared, scope)).toEqual({
      productId: '3',
      moduleId: 30,
      meta: { stars: 4, list: ['10174', true, 'x'] },
    });
    expect(resolveRecord(declared, scope)).toEqual({
      productId: '3',
      moduleId: 30,
      meta: { stars: 4, list: ['10174', true, 'x'] },
    });
    expect(resolveRecord(undefined, scope)).toEqual({});
  });
});

describe('readPath', () => {
  it('reads own properties along a dotted path', () => {
    expect(readPath(scope, 'data.loan.orderStatus')).toBe(174);
    expect(readPath(scope, 'data.loan.rows.0.text')).toBe('a');
    expect(readPath(scope, 'data.nope.orderStatus')).toBeUndefined();
    expect(readPath(null, 'a')).toBeUndefined();
  });

  it('ignores prototype keys', () => {
    expect(readPath(scope, '__proto__')).toBeUndefined();
    expect(readPath(scope, 'constructor')).toBeUndefined();
    expect(readPath(scope, 'data.constructor.prototype')).toBeUndefined();
    expect(readPath(scope, 'data.loan.toString')).toBeUndefined();
    expect(resolveValue({ $read: 'state.__proto__' }, scope)).toBeUndefined();
  });
});
