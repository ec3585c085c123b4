import { describe, expect, it } from 'vitest';
import {
  isPlainClick,
  scrollBehavior,
  scrollTopFor,
  sectionFromHash,
  sectionHref,
  withSectionHash,
} from './sectionLinks.ts';

const IDS = ['home', 'about', 'contact'];
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('section links', () => {
  it('a section link is #<id>, encoded', () => {
    expect(sectionHref('contact')).toBe('#contact');
    expect(sectionHref('a b')).toBe('#a%20b');
  });

  it('a hash names a section only when it is one of the page', () => {
    expect(sectionFromHash('#contact', IDS)).toBe('contact');
    expect(sectionFromHash('#%63ontact', IDS)).toBe('contact');
    expect(sectionFromHash('#Contact', IDS)).toBeNull();
    expect(sectionFromHash('#pricing', IDS)).toBeNull();
    expect(sectionFromHash('#', IDS)).toBeNull();
    expect(sectionFromHash('', IDS)).toBeNull();
    expect(sectionFromHash('contact', IDS)).toBeNull();
    // A broken escape is no section (and does not throw).
    expect(sectionFromHash('#%E0%A4%A', IDS)).toBeNull();
  });

  it('the address keeps its path and query, and its hash becomes the section', () => {
    expect(withSectionHash('https://kilat.example/?languageType=1', 'about')).toBe(
      'https://kilat.example/?languageType=1#about',
    );
    expect(withSectionHash('https://kilat.example/#home', 'contact')).toBe('https://kilat.example/#contact');
  });

  it('scrolls so the section starts below the sticky navigation, never above the top', () => {
    // Section 600 px below the viewport top, page scrolled 100 px, navigation 60 px tall.
    expect(scrollTopFor(600, 100, 60)).toBe(640);
    // Already scrolled past it: back up.
    expect(scrollTopFor(-200, 900, 60)).toBe(640);
    expect(scrollTopFor(10, 0, 60)).toBe(0);
    expect(scrollTopFor(100.6, 0, 0)).toBe(101);
  });

  it('smooth unless the visitor asked for less motion', () => {
    expect(scrollBehavior(false)).toBe('smooth');
    expect(scrollBehavior(true)).toBe('auto');
  });

  it('only a plain primary click is the page’s to handle', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const change of [
      { button: 1 },
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { defaultPrevented: true },
    ]) {
      expect(isPlainClick({ ...click, ...change })).toBe(false);
    }
  });
});

const DOCUMENT_IDS = ['use', 'cookies', 'non-discrimination'];

describe('section addresses of a document', () => {
  it('a section is linked as #id', () => {
    expect(sectionHref('cookies')).toBe('#cookies');
    expect(sectionHref('non-discrimination')).toBe('#non-discrimination');
  });

  it('the hash names a section of the document, percent-encoded or not', () => {
    expect(sectionFromHash('#cookies', DOCUMENT_IDS)).toBe('cookies');
    expect(sectionFromHash('#%63ookies', DOCUMENT_IDS)).toBe('cookies');
    expect(sectionFromHash('#non-discrimination', DOCUMENT_IDS)).toBe('non-discrimination');
  });

  it('no hash, an unknown section or a broken encoding names none', () => {
    expect(sectionFromHash('', DOCUMENT_IDS)).toBeNull();
    expect(sectionFromHash('#', DOCUMENT_IDS)).toBeNull();
    expect(sectionFromHash('#missing', DOCUMENT_IDS)).toBeNull();
    expect(sectionFromHash('#%E0%A4%A', DOCUMENT_IDS)).toBeNull();
    expect(sectionFromHash('cookies', DOCUMENT_IDS)).toBeNull();
  });

  it('scrolls smoothly unless the visitor asked for less motion', () => {
    expect(scrollBehavior(false)).toBe('smooth');
    expect(scrollBehavior(true)).toBe('auto');
  });
});
