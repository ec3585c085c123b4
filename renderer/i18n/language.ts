/** Language and market choice (CONTRACT §3). */
export const LANGUAGES = ['en', 'id', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** `in`: India, rupees; `id`: Indonesia, rupiah. */
export type MarketKey = 'in' | 'id';

function isLanguage(value: string | null | undefined): value is Language {
  return value === 'en' || value === 'id' || value === 'zh';
}

/** `lang` in the query decides when present; else languageType 1 is Indonesian, anything else English. */
export function chooseLanguage(lang: string | null | undefined, languageType: string | undefined): Language {
  if (isLanguage(lang)) return lang;
  return languageType === '1' ? 'id' : 'en';
}

/** The market follows the launch flag; an explicit `lang=id` also means the Indonesian market. */
export function chooseMarket(lang: string | null | undefined, languageType: string | undefined): MarketKey {
  if (languageType === '1') return 'id';
  return lang === 'id' ? 'id' : 'in';
}
