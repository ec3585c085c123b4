import { describe, expect, it } from 'vitest';
import { hrefFor, scrollBehavior, sectionFromHash } from './anchors.ts';

const IDS = ['use', 'cookies', 'non-discrimination'];

describe('section addresses', () => {
  it('a section is linked as #id', () => {
    expect(hrefFor('cookies')).toBe('#cookies');
    expect(hrefFor('non-discrimination')).toBe('#non-discrimination');
  });

  it('the hash names a section of the document, percent-encoded or not', () => {
    expect(sectionFromHash('#cookies', IDS)).toBe('cookies');
    expect(sectionFromHash('#%63ookies', IDS)).toBe('cookies');
    expect(sectionFromHash('#non-discrimination', IDS)).toBe('non-discrimination');
  });

  it('no hash, an unknown section or a broken encoding names none', () => {
    expect(sectionFromHash('', IDS)).toBeNull();
    expect(sectionFromHash('#', IDS)).toBeNull();
    expect(sectionFromHash('#missing', IDS)).toBeNull();
    expect(sectionFromHash('#%E0%A4%A', IDS)).toBeNull();
    expect(sectionFromHash('cookies', IDS)).toBeNull();
  });

  it('scrolls smoothly unless the visitor asked for less motion', () => {
    expect(scrollBehavior(false)).toBe('smooth');
    expect(scrollBehavior(true)).toBe('auto');
  });
});
