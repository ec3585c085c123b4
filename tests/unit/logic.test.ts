// @vitest-environment node
/** Conditions and computed values are JSON Logic, interpreted; `method` (arbitrary calls) is gone. */
import { describe, expect, it } from 'vitest';
import { evaluate, holds, isTruthy } from '../../renderer/binding/logic.ts';

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
    expect(holds({ '==': [{ var: 'data.loan.orderStatus' }, 174] }, scope)).toBe(true);
    expect(holds({ '==': [{ var: 'data.loan.orderStatus' }, 200] }, scope)).toBe(false);
    expect(holds({ '<': [{ var: 'state.stars' }, 4] }, scope)).toBe(true);
    expect(holds({ '<': [{ var: 'state.stars' }, 1] }, scope)).toBe(false);
  });

  it('combines with and/or/!', () => {
    const delayShown = {
      and: [{ '==': [{ var: 'data.loan.isDelay' }, '1'] }, { or: [{ '==': [{ var: 'data.loan.orderStatus' }, 174] }, { '==': [{ var: 'data.loan.orderStatus' }, 180] }] }],
    };
    expect(holds(delayShown, scope)).toBe(true);
    expect(holds(delayShown, { ...scope, data: { loan: { ...scope.data.loan, isDelay: '0' } } })).toBe(false);
    expect(holds({ '!': { var: 'data.loan.h5Url' } }, scope)).toBe(true);
  });

  it('uses JSON Logic truthiness (an empty array is false, "0" is true)', () => {
    expect(holds({ var: 'data.loan.list' }, scope)).toBe(true);
    expect(holds([], scope)).toBe(false);
    expect(isTruthy([])).toBe(false);
    expect(isTruthy('0')).toBe(true);
    expect(isTruthy(0)).toBe(false);
  });
});

describe('evaluate', () => {
  it('computes values (the banner by status, with a default)', () => {
    const banner = { var: [{ cat: ['deployment.banners.', { var: 'data.loan.orderStatus' }] }, { var: 'deployment.banners.default' }] };
    expect(evaluate(banner, scope)).toBe('/b/174.svg');
    expect(evaluate(banner, { ...scope, data: { loan: { orderStatus: 21 } } })).toBe('/b/default.svg');
    expect(evaluate({ or: [{ var: 'data.loan.h5Url' }, { var: 'deployment.links.repayPage' }] }, scope)).toBe('/repayChoose');
  });

  it('has no `method` operator', () => {
    expect(() => evaluate({ method: ['abc', 'toUpperCase'] }, {})).toThrow(/method/);
    expect(() => holds({ method: [{ var: 'data.loan.h5Url' }, 'constructor'] }, scope)).toThrow(/method/);
  });
});

describe('var reads own properties only (issue 12)', () => {
  it('never reaches a prototype: {"var": "data.constructor.constructor"} is not Function', () => {
    expect(evaluate({ var: 'data.constructor.constructor' }, scope)).toBeNull();
    expect(evaluate({ var: 'data.loan.__proto__' }, scope)).toBeNull();
    expect(evaluate({ var: ['state.toString', 'fallback'] }, scope)).toBe('fallback');
    expect(evaluate({ var: 'data.loan.list.hasOwnProperty' }, scope)).toBeNull();
  });

  it('still reads what the scope holds: fields, list items, a text\'s length, the whole item', () => {
    expect(evaluate({ var: 'data.loan.orderStatus' }, scope)).toBe(174);
    expect(evaluate({ var: 'data.loan.list.1' }, scope)).toBe(2);
    expect(evaluate({ var: 'data.loan.isDelay.length' }, scope)).toBe(1);
    expect(evaluate({ var: ['data.loan.missing', 'x'] }, scope)).toBe('x');
    expect(evaluate({ map: [{ var: 'data.loan.list' }, { '*': [{ var: '' }, 2] }] }, scope)).toEqual([2, 4, 6]);
  });
});
