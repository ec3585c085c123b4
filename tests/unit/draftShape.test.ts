// @vitest-environment node
/**
 * A draft is restored only when every value it keeps has the type of the state's starting value
 * (renderer/runtime/storage/storedValue.ts); otherwise it is dropped whole, so nothing is shown broken.
 */
import { describe, expect, it } from 'vitest';
import { draftPlace, restoreDraft, saveDraft } from '../../renderer/runtime/storage/drafts.ts';
import { fitsStartingValue } from '../../renderer/runtime/storage/storedValue.ts';
import { memoryStorage } from './render.tsx';

describe('fitsStartingValue', () => {
  it.each([
    ['text for text', 'calls at night', ''],
    ['a number for a number', 3, 0],
    ['yes/no for yes/no', true, false],
    ['an object for an object', { token: 't' }, {}],
    ['a list of text for an empty list', ['/u/1', '/u/2'], []],
    ['an empty list for an empty list', [], []],
    ['a list of numbers for a list of numbers', [1, 2], [0]],
    ['a number for nothing chosen yet', 2, null],
    ['text for nothing chosen yet', '2', null],
    ['still nothing chosen', null, null],
  ])('takes %s', (_what, value, initial) => {
    expect(fitsStartingValue(value, initial)).toBe(true);
  });

  it.each([
    ['a number for text', 12345, ''],
    ['text for a list', 'abc', []],
    ['an object for a list', { 0: '/u/1', length: 1 }, []],
    ['a list with a number among text', ['/u/1', 5], []],
    ['a list of objects for a list of text', [{ url: '/u/1' }], []],
    ['text in a list of numbers', ['1'], [0]],
    ['a list for an object', ['a'], {}],
    ['null for text', null, ''],
    ['text for a number', '3', 0],
    ['text for yes/no', 'true', false],
    ['an object for nothing chosen yet', { value: 1 }, null],
    ['a list for nothing chosen yet', [1], null],
    ['anything for a key with no starting value', 'x', undefined],
  ])('refuses %s', (_what, value, initial) => {
    expect(fitsStartingValue(value, initial)).toBe(false);
  });
});

describe('restoreDraft with values of the wrong type', () => {
  const spec = { key: 'complaintDraft', state: ['text', 'images', 'type'] };
  const place = draftPlace({ token: 'tok', userId: 'u-1' }, '2||10174');
  const initial = { text: '', images: [], type: null, other: 'fresh' };

  it('restores a draft whose values all have their types', () => {
    const storage = memoryStorage();
    saveDraft(storage, spec, place, { text: 'calls at night', images: ['/u/1'], type: 2 });
    expect(restoreDraft(storage, spec, place, initial)).toEqual({
      text: 'calls at night',
      images: ['/u/1'],
      type: 2,
      other: 'fresh',
    });
  });

  it.each([
    ['text a number, pictures text', { text: 12345, images: 'abc' }],
    ['only the pictures wrong', { text: 'kept words', images: 'abc' }],
    ['a picture that is not an address', { text: 'kept words', images: ['/u/1', { src: '/u/2' }] }],
    ['a type that is an object', { text: 'kept words', type: { value: 2 } }],
  ])('drops the whole draft (%s) and starts clean', (_what, values) => {
    const storage = memoryStorage({
      complaintDraft: JSON.stringify({ owner: place.owner, scope: place.scope, values }),
    });
    expect(restoreDraft(storage, spec, place, initial)).toEqual(initial);
    expect(storage.getItem('complaintDraft')).toBeNull();
  });

  it('a key the draft does not hold keeps its starting value', () => {
    const storage = memoryStorage({
      complaintDraft: JSON.stringify({ owner: place.owner, scope: place.scope, values: { text: 'only text' } }),
    });
    expect(restoreDraft(storage, spec, place, initial)).toEqual({ ...initial, text: 'only text' });
  });
});
