/** Language and market choice (CONTRACT §3). */
import { MARKET_KEYS, type Language, type MarketKey } from '../../contract/language.ts';

function isLanguage(value: string | null | undefined): value is Language {
  return value === 'en' || value === 'id' || value === 'zh';
}

/**
 * `lang` in the query decides when present; else languageType 1 is Indonesian, any other given
 * value English; with neither, the brand's language when it lends in one market only (`only`), else English.
 */
export function chooseLanguage(
  lang: string | null | undefined,
  languageType: string | undefined,
  only?: Language,
): Language {
  if (isLanguage(lang)) return lang;
  if (languageType === undefined && only) return only;
  return languageType === '1' ? 'id' : 'en';
}

/**
 * The market follows the launch flag; an explicit `lang=id` also means the Indonesian market. A
 * brand that lends in one market (`markets`, the deployment's) always gets that one.
 */
export function chooseMarket(
  lang: string | null | undefined,
  languageType: string | undefined,
  markets: readonly MarketKey[] = MARKET_KEYS,
): MarketKey {
  const wanted: MarketKey = languageType === '1' || lang === 'id' ? 'id' : 'in';
  return markets.includes(wanted) || markets.length === 0 ? wanted : markets[0]!;
}

/** The market keys a deployment lends in, in the order of MarketKey. */
export function marketKeys(markets: Partial<Record<MarketKey, unknown>>): MarketKey[] {
  return MARKET_KEYS.filter((key) => markets[key] !== undefined);
}

/**
 * The launch's languageType a one-market brand's borrowers have when their launch names none ("1" Indonesia, "0"
 * India); undefined for two markets.
 */
export function languageTypeOf(markets: readonly MarketKey[]): string | undefined {
  return markets.length === 1 ? (markets[0] === 'id' ? '1' : '0') : undefined;
}

/** The language of a one-market brand's market (its borrowers' default), else undefined. */
export function onlyLanguage(markets: Partial<Record<MarketKey, { language?: string }>>): Language | undefined {
  const keys = marketKeys(markets);
  const language = keys.length === 1 ? markets[keys[0]!]?.language : undefined;
  return isLanguage(language) ? language : undefined;
}
