// @vitest-environment node
/** Language and market choice (CONTRACT §3): lang decides; else languageType 1 is Indonesian. */
import { describe, expect, it } from 'vitest';
import { chooseLanguage, chooseMarket } from '../../renderer/i18n/language.ts';

describe('chooseLanguage', () => {
  it('lang wins when it is a known language', () => {
    expect(chooseLanguage('en', '1')).toBe('en');
    expect(chooseLanguage('id', undefined)).toBe('id');
    expect(chooseLanguage('zh', '1')).toBe('zh');
  });

  it("otherwise languageType '1' is Indonesian and anything else English", () => {
    expect(chooseLanguage(null, '1')).toBe('id');
    expect(chooseLanguage(undefined, '0')).toBe('en');
    expect(chooseLanguage(null, undefined)).toBe('en');
    expect(chooseLanguage('fr', '1')).toBe('id');
    expect(chooseLanguage('EN', '2')).toBe('en');
    expect(chooseLanguage('', '1')).toBe('id');
  });
});

describe('chooseMarket', () => {
  it("languageType '1' is Indonesia (rupiah)", () => {
    expect(chooseMarket(null, '1')).toBe('id');
    expect(chooseMarket('en', '1')).toBe('id');
  });

  it('lang=id also means Indonesia; everything else India (rupees)', () => {
    expect(chooseMarket('id', undefined)).toBe('id');
    expect(chooseMarket('en', undefined)).toBe('in');
    expect(chooseMarket('zh', '0')).toBe('in');
    expect(chooseMarket(null, undefined)).toBe('in');
  });
});
