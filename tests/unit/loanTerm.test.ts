// @vitest-environment node
/** A loan's term (renderer/runtime/domain/loanTerm.ts): periods times one period's unit, never NaN (issue 20). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operatorOf } from '../../renderer/runtime/binding/operators.ts';
import { loanTerm, termText } from '../../renderer/runtime/domain/loanTerm.ts';
import en from '../../renderer/runtime/i18n/catalogues/en.json';
import id from '../../renderer/runtime/i18n/catalogues/id.json';
import zh from '../../renderer/runtime/i18n/catalogues/zh.json';

describe('loanTerm', () => {
  it('a number of days per period: periods times days', () => {
    expect(loanTerm(3, 31)).toEqual({ count: 93, unit: 'day' });
    expect(loanTerm('4', '30')).toEqual({ count: 120, unit: 'day' });
  });

  it('a word: that many days or months (issue 20: "day" gave "NaN days")', () => {
    expect(loanTerm(7, 'day')).toEqual({ count: 7, unit: 'day' });
    expect(loanTerm(3, 'Month')).toEqual({ count: 3, unit: 'month' });
    expect(loanTerm('6', ' months ')).toEqual({ count: 6, unit: 'month' });
  });

  it('anything else is unknown, never NaN', () => {
    for (const [periods, unit] of [
      [3, 'week'],
      [3, ''],
      [3, null],
      [0, 30],
      [-2, 30],
      [1.5, 30],
      ['3x', 30],
      [3, '1e3'],
      [undefined, 'day'],
      [3, Number.NaN],
      [Number.MAX_SAFE_INTEGER, 30],
    ] as const) {
      expect(loanTerm(periods, unit), `${String(periods)} × ${String(unit)}`).toBeNull();
    }
  });

  it('whatever the gateway sends, the text never says NaN', () => {
    const words = { day: '{n} day', days: '{n} days', month: '{n} month', months: '{n} months' };
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (periods, unit) => {
        const text = termText(loanTerm(periods, unit), words);
        expect(text).not.toMatch(/NaN|undefined|Infinity/);
        expect(text).toMatch(/^$|^[1-9]\d* (day|days|month|months)$/);
      }),
    );
  });
});

describe('termText in the three languages', () => {
  it('one and many, days and months', () => {
    expect(termText(loanTerm(3, 31), en.term)).toBe('93 days');
    expect(termText(loanTerm(1, 'day'), en.term)).toBe('1 day');
    expect(termText(loanTerm(3, 'month'), en.term)).toBe('3 months');
    expect(termText(loanTerm(3, 'month'), id.term)).toBe('3 bulan');
    expect(termText(loanTerm(7, 'day'), zh.term)).toBe('7天');
    expect(termText(null, en.term)).toBe('');
  });

  it('the page reads it through the loanTerm operator', () => {
    const run = operatorOf('loanTerm')!.run;
    expect(run(3, 'day', ...Object.values(en.term))).toBe('3 days');
    expect(run(3, 'fortnight', ...Object.values(en.term))).toBe('');
  });
});
