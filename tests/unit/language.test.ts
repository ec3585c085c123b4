// @vitest-environment node
/** Language and market choice (CONTRACT §3): lang decides; else languageType 1 is Indonesian. */
import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  chooseMarket,
  languageTypeOf,
  marketKeys,
  onlyLanguage,
} from '../../renderer/runtime/i18n/language.ts';
import { captureLaunchParams } from '../../renderer/runtime/launch/launchParams.ts';

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

// Issue 22: one market is a valid brand; its borrowers always get that market.
describe('a one-market brand', () => {
  it('always gets its market, whatever the launch asks for', () => {
    expect(chooseMarket(null, undefined, ['id'])).toBe('id');
    expect(chooseMarket('en', '0', ['id'])).toBe('id');
    expect(chooseMarket(null, '1', ['in'])).toBe('in');
    expect(chooseMarket(null, '1', ['in', 'id'])).toBe('id');
  });

  it("speaks its market's language when the launch names none, and the launch's when it does", () => {
    const indonesian = { id: { language: 'id' } };
    expect(chooseLanguage(null, undefined, onlyLanguage(indonesian))).toBe('id');
    expect(chooseLanguage(null, '0', onlyLanguage(indonesian))).toBe('en');
    expect(chooseLanguage('zh', undefined, onlyLanguage(indonesian))).toBe('zh');
    expect(onlyLanguage({ in: { language: 'en' }, id: { language: 'id' } })).toBeUndefined();
    expect(marketKeys({ id: {} })).toEqual(['id']);
    expect(marketKeys({ id: {}, in: {} })).toEqual(['in', 'id']);
  });
});

describe("a one-market brand's launch", () => {
  it('carries its market as languageType when the launch names none, so the gateway answers in that market', () => {
    expect(languageTypeOf(['id'])).toBe('1');
    expect(languageTypeOf(['in'])).toBe('0');
    expect(languageTypeOf(['in', 'id'])).toBeUndefined();
    const launch = (query: string) =>
      captureLaunchParams({
        url: new URL(`http://localhost/loanDetails?${query}`),
        storage: undefined,
        merchantNumberFallback: 'CP0001',
        languageTypeFallback: '1',
      }).params;
    expect(launch('token=t').languageType).toBe('1');
    expect(launch('token=t&languageType=0').languageType).toBe('0');
  });
});
