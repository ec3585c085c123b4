/**
 * A brand's own words (deployment `markets.<m>.messages`): a catalogue key → the text in the
 * market's language, or texts by language. Laid over the catalogue wherever a visit's words come
 * together (boot, and each page's own groups), so a template, a block's useT() and an action's
 * toast all show the brand's text. A language an entry does not give keeps the catalogue's words.
 */
import type { Language } from '../../contract/language.ts';
import { isObject } from '../../contract/json.ts';

type Catalogue = Record<string, unknown>;
export type MessageOverrides = Record<string, string | Partial<Record<Language, string>>>;

/** The texts that apply to this visit, by key. */
export function overridesFor(
  market: { language: string; messages?: MessageOverrides } | undefined,
  language: Language,
): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(market?.messages ?? {})) {
    const text = typeof value === 'string' ? (market!.language === language ? value : undefined) : value[language];
    if (text !== undefined) entries.push([key, text]);
  }
  return entries;
}

/**
 * The catalogue with the brand's texts in place (copied along each key's path; the input is not
 * changed). A key whose group this catalogue does not hold is left for the part that holds it (a
 * page's own groups come with the page).
 */
export function withBrandMessages<T extends Catalogue>(
  messages: T,
  market: { language: string; messages?: MessageOverrides } | undefined,
  language: Language,
): T {
  const entries = overridesFor(market, language);
  if (!entries.length) return messages;
  const out: Catalogue = { ...messages };
  for (const [key, text] of entries) {
    const parts = key.split('.');
    if (!isObject(out[parts[0]!])) continue;
    let at = out;
    for (const part of parts.slice(0, -1)) {
      if (!isObject(at[part])) break;
      at[part] = { ...(at[part] as Catalogue) };
      at = at[part] as Catalogue;
    }
    if (typeof at[parts.at(-1)!] === 'string') at[parts.at(-1)!] = text;
  }
  return out as T;
}
