import { describe, expect, it } from 'vitest';
import { numberedByText, readSteps } from './steps.ts';

describe('reading steps', () => {
  it('strings next to each other make one list; groups keep their place', () => {
    expect(readSteps(['a', 'b', { name: 'ATM', list: ['c'] }, 'd', 5], 'name', 'list')).toEqual([
      { kind: 'steps', steps: ['a', 'b'] },
      { kind: 'group', name: 'ATM', steps: ['c'] },
      { kind: 'steps', steps: ['d', '5'] },
    ]);
  });

  it('drops blank steps and groups with neither name nor steps; a missing list is no group steps', () => {
    expect(readSteps([' ', null, { name: '', list: [] }, { name: 'Bank', list: null }], 'name', 'list')).toEqual([
      { kind: 'group', name: 'Bank', steps: [] },
    ]);
    expect(readSteps(undefined, 'name', 'list')).toEqual([]);
  });

  it('knows steps that number themselves', () => {
    expect(numberedByText(['1. a', '2) b', '3、c', '10 . d'])).toBe(true);
    expect(numberedByText(['1. a', 'b'])).toBe(false);
    expect(numberedByText(['2020 was a year'])).toBe(false);
    expect(numberedByText([])).toBe(false);
  });
});
