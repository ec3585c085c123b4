// @vitest-environment node
/** Conditions and computed values are JSON Logic, interpreted; `method` (arbitrary calls) is gone. */
import { describe, expect, it } from 'vitest';
import { evaluate, isTruthy } from '../../renderer/runtime/binding/logic.ts';
import { holds } from '../../renderer/runtime/binding/resolve.ts';

const scope = {
  data: { loan: { orderStatus: 174, isDelay: '1', isScore: '0', h5Url: '', list: [1, 2, 3] } },
  state: { stars: 3 },
  deployment: { links: { repayPage: '/repayChoose' }, banners: { default: '/b/default.svg', '174': '/b/174.svg' } },
};

describe('holds', () => {
  it('is true for an absent condition', () => {
    expect(holds(undefined, scope)).toBe(true);
  });

  it('follows literal booleans', () => {
    expect(holds(false, scope)).toBe(false);
    expect(holds(true, scope)).toBe(true);
  });

  it('evaluates comparisons against the scope', () => {
    expect(holds({ $logic: { '==': [{ var: 'data.loan.orderStatus' }, 174] } }, scope)).toBe(true);
    expect(holds({ $logic: { '==': [{ var: 'data.loan.orderStatus' }, 200] } }, scope)).toBe(false);
    expect(holds({ $logic: { '<': [{ var: 'state.stars' }, 4] } }, scope)).toBe(true);
    expect(holds({ $logic: { '<': [{ var: 'state.stars' }, 1] } }, scope)).toBe(false);
  });

  it('combines with and/or/!', () => {
    const delayShown = {
      and: [
        { '==': [{ var: 'data.loan.isDelay' }, '1'] },
        { or: [{ '==': [{ var: 'data.loan.orderStatus' }, 174] }, { '==': [{ var: 'data.loan.orderStatus' }, 180] }] },
      ],
    };
    expect(holds({ $logic: delayShown }, scope)).toBe(true);
    expect(holds({ $logic: delayShown }, { ...scope, data: { loan: { ...scope.data.loan, isDelay: '0' } } })).toBe(
      false,
    );
    expect(holds({ $logic: { '!': { var: 'data.loan.h5Url' } } }, scope)).toBe(true);
  });

  it('uses JSON Logic truthiness (an empty array is false, "0" is true)', () => {
    expect(holds({ $logic: { var: 'data.loan.list' } }, scope)).toBe(true);
    expect(holds([], scope)).toBe(false);
    expect(isTruthy([])).toBe(false);
    expect(isTruthy('0')).toBe(true);
    expect(isTruthy(0)).toBe(false);
  });
});

describe('evaluate', () => {
  it('computes values (the banner by status, with a default)', () => {
    const banner = {
      var: [{ cat: ['deployment.banners.', { var: 'data.loan.orderStatus' }] }, { var: 'deployment.banners.default' }],
    };
    expect(evaluate(banner, scope)).toBe('/b/174.svg');
    expect(evaluate(banner, { ...scope, data: { loan: { orderStatus: 21 } } })).toBe('/b/default.svg');
    expect(evaluate({ or: [{ var: 'data.loan.h5Url' }, { var: 'deployment.links.repayPage' }] }, scope)).toBe(
      '/repayChoose',
    );
  });

  it('has no `method` operator', () => {
    expect(() => evaluate({ method: ['abc', 'toUpperCase'] }, {})).toThrow(/method/);
    expect(() => holds({ $logic: { method: [{ var: 'data.loan.h5Url' }, 'constructor'] } }, scope)).toThrow(/method/);
  });
});

describe('var reads own properties only (issue 12)', () => {
  it('never reaches a prototype: {"var": "data.constructor.constructor"} is not Function', () => {
    expect(evaluate({ var: 'data.constructor.constructor' }, scope)).toBeNull();
    expect(evaluate({ var: 'data.loan.__proto__' }, scope)).toBeNull();
    expect(evaluate({ var: ['state.toString', 'fallback'] }, scope)).toBe('fallback');
    expect(evaluate({ var: 'data.loan.list.hasOwnProperty' }, scope)).toBeNull();
  });

  it("still reads what the scope holds: fields, list items, a text's length, the whole item", () => {
    expect(evaluate({ var: 'data.loan.orderStatus' }, scope)).toBe(174);
    expect(evaluate({ var: 'data.loan.list.1' }, scope)).toBe(2);
    expect(evaluate({ var: 'data.loan.isDelay.length' }, scope)).toBe(1);
    expect(evaluate({ var: ['data.loan.missing', 'x'] }, scope)).toBe('x');
    expect(evaluate({ map: [{ var: 'data.loan.list' }, { '*': [{ var: '' }, 2] }] }, scope)).toEqual([2, 4, 6]);
  });
});

describe('the interpreter: JSON Logic as json-logic-js 2.0.5 computes it, with nothing shared', () => {
  // Every standard operator the grammar allows, against the reference implementation (a fresh copy
  // of its table: our runtime never touches it).
  const data = { a: 1, b: '2', s: 'hello', list: [3, 1, 2], empty: [], nested: { x: null, y: '' } };
  const cases: unknown[] = [
    { '==': [1, '1'] },
    { '===': [1, '1'] },
    { '!=': [null, undefined] },
    { '!==': [1, 1] },
    { '>': [{ var: 'b' }, { var: 'a' }] },
    { '>=': [2, 2] },
    { '<': [1, 2, 3] },
    { '<': [1, 3, 2] },
    { '<=': [1, 1, 1] },
    { '!!': [[]] },
    { '!': ['0'] },
    { '%': [7, 3] },
    { in: ['ell', { var: 's' }] },
    { in: [2, { var: 'list' }] },
    { in: [2, 5] },
    { cat: ['a', 1, null, true] },
    { substr: ['jsonlogic', 4] },
    { substr: ['jsonlogic', -5] },
    { substr: ['jsonlogic', 1, 3] },
    { substr: ['jsonlogic', 4, -2] },
    { '+': ['1', 2, '3.5'] },
    { '+': [] },
    { '*': ['2', 3] },
    { '-': [5] },
    { '-': ['7', 2] },
    { '/': [1, 4] },
    { min: [3, 1, 2] },
    { max: [] },
    { merge: [1, [2, [3]], { var: 'list' }] },
    { var: 'nested.x' },
    { var: ['nested.nope', 'fallback'] },
    { var: '' },
    { var: 'list.0' },
    { missing: ['a', 'nested.x', 'nested.y', 'zz'] },
    { missing: { merge: [['a'], ['q']] } },
    { missing_some: [1, ['a', 'zz']] },
    { missing_some: [2, ['a', 'zz']] },
    { if: [] },
    { if: ['x'] },
    { if: [false, 1, 0, 2, 3] },
    { '?:': [true, 'y', 'n'] },
    { and: [] },
    { and: [1, 0, 2] },
    { or: [0, '', 'z'] },
    { filter: [{ var: 'list' }, { '>': [{ var: '' }, 1] }] },
    { filter: ['no list', true] },
    { map: [{ var: 'list' }, { '+': [{ var: '' }, 1] }] },
    { reduce: [{ var: 'list' }, { '+': [{ var: 'current' }, { var: 'accumulator' }] }, 10] },
    { reduce: [null, 1, 5] },
    { all: [{ var: 'list' }, { '>': [{ var: '' }, 0] }] },
    { all: [{ var: 'empty' }, true] },
    { none: [{ var: 'list' }, { '>': [{ var: '' }, 2] }] },
    { none: [{ var: 'empty' }, true] },
    { some: [{ var: 'list' }, { '>': [{ var: '' }, 2] }] },
    { some: [{ var: 'empty' }, true] },
    { a: 1, b: 2 },
    [1, { var: 'a' }],
    'text',
    0,
  ];

  it.each(cases.map((logic) => [JSON.stringify(logic), logic]))('%s', async (_, logic) => {
    const { default: reference } = await import('json-logic-js');
    expect(evaluate(logic, data)).toEqual(reference.apply(logic as never, data));
  });

  it("leaves the library's own table alone: importing the runtime adds none of our operators to it", async () => {
    const { default: reference } = await import('json-logic-js');
    expect(() => reference.apply({ trim: '  x ' } as never, {})).toThrow(/Unrecognized operation trim/);
    expect(evaluate({ trim: '  x ' }, {})).toBe('x');
  });
});
