/**
 * One way to say a brand's words (issue 35). SPEC §3's language table (the labels for loan amount,
 * term, rate, repayment date, the buttons and the about text) is the message catalogues
 * (renderer/runtime/i18n/catalogues/*.json): each word is a message the screens SPEC names show, and a
 * brand says its own with a message override (`markets.<m>.messages`), as for any other message. The
 * table a market's `labels` once repeated (required, and read by no page) is gone: only `labels.about`
 * stays, the market's own about text (its amounts and claims), which the public site and about pages show.
 *
 * The migration moves a file's old labels into its messages, in place; validate names the message
 * meant for each old label.
 */
import { isObject, type Json } from '../../../contract/json.ts';
import { MARKET_KEYS } from '../../../contract/language.ts';
import type { Change, Rewrite } from '../step.ts';

/** The old language table's keys, and the message each word is (shown where SPEC §2 names it). */
export const LABEL_MESSAGES = {
  loanAmount: 'confirm.amount',
  term: 'confirm.term',
  rate: 'confirm.rate',
  repaymentDate: 'confirm.firstPay',
  applyButton: 'promotion.apply',
  repayButton: 'loan.repay',
} as const;

type OldLabel = keyof typeof LABEL_MESSAGES;
const isOldLabel = (key: string): key is OldLabel => Object.hasOwn(LABEL_MESSAGES, key);

/** A message's text in a catalogue ("group.key"), or undefined. */
function catalogueText(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((at, part) => (isObject(at) ? at[part] : undefined), catalogue);
}

/**
 * One old label moved: a word the catalogue already says in the market's language is dropped
 * (nothing to keep), another becomes the market's message override, and an override the market
 * already has is kept (the label is dropped).
 */
function labelChange(
  market: string,
  settings: Json,
  key: OldLabel,
  catalogues: Readonly<Record<string, unknown>>,
): Change {
  const message = LABEL_MESSAGES[key];
  const word = (settings.labels as Json)[key];
  const language = typeof settings.language === 'string' ? settings.language : market === 'in' ? 'en' : 'id';
  const given = isObject(settings.messages) && Object.hasOwn(settings.messages, message);
  const said = !given && word === catalogueText(catalogues[language], message);
  const pointer = `/markets/${market}/labels/${key}`;
  return {
    pointer,
    message: `labels.${key} is now the message "${message}" (SPEC §3's language table is the message catalogues; npm run migrate moves it)`,
    expected: `markets.${market}.messages["${message}"]: this market's own words for it, or nothing to keep the catalogue's`,
    done: given
      ? `markets.${market}.labels.${key}: dropped (messages["${message}"] is already given)`
      : said
        ? `markets.${market}.labels.${key}: dropped (the catalogue's "${message}" already says "${String(word)}")`
        : `markets.${market}.labels.${key} → markets.${market}.messages["${message}"]`,
    edits: [
      { pointer, set: undefined },
      ...(given || said ? [] : [{ pointer: `/markets/${market}/messages/${message}`, set: word }]),
    ],
  };
}

/** Each market's old language table, moved into its message overrides. */
export const labelsAsMessages: Rewrite = (document, kind, { catalogues }) => {
  const markets = kind === 'deployment' && isObject(document) && isObject(document.markets) ? document.markets : {};
  return MARKET_KEYS.flatMap((market) => {
    const settings = markets[market];
    if (!isObject(settings) || !isObject(settings.labels)) return [];
    return Object.keys(settings.labels)
      .filter(isOldLabel)
      .map((key) => labelChange(market, settings, key, catalogues));
  });
};
