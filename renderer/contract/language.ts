/** The visit's languages and markets (CONTRACT §3): renderer/runtime/i18n/language.ts chooses them. */
export const LANGUAGES = ['en', 'id', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** `in`: India, rupees; `id`: Indonesia, rupiah. */
export const MARKET_KEYS = ['in', 'id'] as const;
export type MarketKey = (typeof MARKET_KEYS)[number];
