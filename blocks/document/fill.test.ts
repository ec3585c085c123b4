import { describe, expect, it } from 'vitest';
import { fillAll, fillText, prepareSections } from './fill.ts';

const VALUES = {
  company: 'PT Kilat Dana',
  email: 'care@kilat.example',
  phone: '+62 21 5093',
  empty: '',
  blank: '  ',
  count: 3,
};

describe('filling placeholders', () => {
  it('fills every placeholder, repeated ones too, and numbers', () => {
    expect(fillText('{company} ({company}) answers {email} within {count} days', VALUES)).toBe(
      'PT Kilat Dana (PT Kilat Dana) answers care@kilat.example within 3 days',
    );
  });

  it('a text with a placeholder that has no value is left out whole, never half-filled', () => {
    expect(fillText('E-mail: {email}', {})).toBeNull();
    expect(fillText('E-mail: {empty}', VALUES)).toBeNull();
    expect(fillText('E-mail: {blank}', VALUES)).toBeNull();
    expect(fillText('{company} at {unknown}', VALUES)).toBeNull();
  });

  it('only own values count: inherited names are no values', () => {
    expect(fillText('{constructor}', VALUES)).toBeNull();
    expect(fillText('{toString}', {})).toBeNull();
  });

  it('a value that is not text or a number is no value', () => {
    expect(fillText('{x}', { x: { $read: 'deployment.email' } })).toBeNull();
    expect(fillText('{x}', { x: null })).toBeNull();
  });

  it('other braces are ordinary text; a value is inserted as text, not read again', () => {
    expect(fillText('{ not a name } and {a-b}', VALUES)).toBe('{ not a name } and {a-b}');
    expect(fillText('{company}', { company: '{email}' })).toBe('{email}');
  });

  it('blank or non-text input is nothing', () => {
    expect(fillText('   ', VALUES)).toBeNull();
    expect(fillText(42, VALUES)).toBeNull();
    expect(fillAll(['a', '', '{email}', 'b {phone}'], { phone: '1' })).toEqual(['a', 'b 1']);
    expect(fillAll('a', VALUES)).toEqual([]);
  });
});

describe('preparing sections', () => {
  it('keeps order, fills titles, paragraphs and items', () => {
    expect(
      prepareSections(
        [
          {
            id: 'contacts',
            title: 'Contact {company}',
            paragraphs: ['Write to us.'],
            items: ['E-mail: {email}', 'Fax: {fax}'],
          },
        ],
        VALUES,
      ),
    ).toEqual([
      {
        id: 'contacts',
        title: 'Contact PT Kilat Dana',
        paragraphs: ['Write to us.'],
        items: ['E-mail: care@kilat.example'],
      },
    ]);
  });

  it('leaves out a section with no title or nothing left to say', () => {
    const sections = [
      { id: 'a', title: 'Fax', paragraphs: [], items: ['{fax}'] },
      { id: 'b', title: '{fax}', paragraphs: ['text'] },
      { id: 'c', title: 'Kept', paragraphs: ['text'] },
      null,
      'text',
    ];
    expect(prepareSections(sections, VALUES).map((section) => section.id)).toEqual(['c']);
  });

  it('gives every section one address: unsafe or missing ids get their place, repeated ones a suffix', () => {
    const section = (id: unknown) => ({ id, title: 'T', paragraphs: ['p'] });
    const ids = prepareSections(
      [section('cookies'), section('Bad Id'), section(undefined), section('cookies'), section('section-2')],
      {},
    ).map((s) => s.id);
    expect(ids).toEqual(['cookies', 'section-2', 'section-3', 'cookies-2', 'section-2-2']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('no list is no sections', () => {
    expect(prepareSections(undefined, VALUES)).toEqual([]);
    expect(prepareSections({ id: 'a' }, VALUES)).toEqual([]);
  });
});
