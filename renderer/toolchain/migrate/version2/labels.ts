/**
 * One way to say a brand's words (issue 35). SPEC §3's language table (the labels for loan amount,
 * term, rate, repayment date, the buttons and the about text) is the message catalogues
 * (renderer/runtime/i18n/catalogues/*.json): each word is a message the screens SPEC names show, and a
 * brand says its own with a message override (`markets.<m>.messages`), as for any other message. The
 * table a market's `labels` once repeated (required, and read by no page) is gone: only `labels.about`
 * stays, the market's own about text (its amounts and claims), which the public site and about pages show.
 *
 * `npm run migrate-labels` (scripts/migrate-labels.ts) moves a file's old labels into its messages, in
 * place; validate names the message meant for each old label.
 */
import { applyEdits, modify, parse, type Edit, type FormattingOptions } from 'jsonc-parser';
import { isObject } from '../../../contract/json.ts';
import { MARKET_KEYS } from '../../../contract/language.ts';
import type { Problem } from '../../problems/problems.ts';

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

/** Each old label a deployment still writes, at its pointer, with the message meant: one line each (the schema's "unknown property" is dropped for it). */
export function oldLabelProblems(file: string, deployment: unknown): Problem[] {
  const markets = isObject(deployment) && isObject(deployment.markets) ? deployment.markets : {};
  return MARKET_KEYS.flatMap((market) => {
    const labels = isObject(markets[market]) ? markets[market].labels : undefined;
    return Object.keys(isObject(labels) ? labels : {})
      .filter(isOldLabel)
      .map((key) => ({
        file,
        pointer: `/markets/${market}/labels/${key}`,
        message: `labels.${key} is now the message "${LABEL_MESSAGES[key]}" (SPEC §3's language table is the message catalogues; npm run migrate-labels moves it)`,
        expected: `markets.${market}.messages["${LABEL_MESSAGES[key]}"]: this market's own words for it, or nothing to keep the catalogue's`,
      }));
  });
}

/** A message's text in a catalogue ("group.key"), or undefined. */
function catalogueText(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((at, part) => (isObject(at) ? at[part] : undefined), catalogue);
}

export interface LabelMigration {
  text: string;
  /** One line per old label: where it went. */
  moved: string[];
}

/**
 * A deployment file's text with each market's old labels moved: a word the catalogue already says in
 * the market's language is dropped (nothing to keep), another becomes the market's message override,
 * and an override the market already has is kept (the label is dropped). Only those places change.
 */
export function migrateLabels(
  text: string,
  catalogues: Record<string, unknown>,
  formattingOptions: FormattingOptions = { insertSpaces: true, tabSize: 2 },
): LabelMigration {
  const document = parse(text) as unknown;
  const moved: string[] = [];
  if (!isObject(document) || !isObject(document.markets)) return { text, moved };
  let out = text;
  const edit = (edits: Edit[]) => void (out = applyEdits(out, edits));
  for (const market of MARKET_KEYS) {
    const settings = document.markets[market];
    if (!isObject(settings) || !isObject(settings.labels)) continue;
    const language = typeof settings.language === 'string' ? settings.language : market === 'in' ? 'en' : 'id';
    const overrides = isObject(settings.messages) ? settings.messages : {};
    for (const [key, word] of Object.entries(settings.labels)) {
      if (!isOldLabel(key)) continue;
      const message = LABEL_MESSAGES[key];
      edit(modify(out, ['markets', market, 'labels', key], undefined, { formattingOptions }));
      if (Object.hasOwn(overrides, message))
        moved.push(`markets.${market}.labels.${key}: dropped (messages["${message}"] is already given)`);
      else if (word === catalogueText(catalogues[language], message))
        moved.push(
          `markets.${market}.labels.${key}: dropped (the catalogue's "${message}" already says "${String(word)}")`,
        );
      else {
        edit(modify(out, ['markets', market, 'messages', message], word, { formattingOptions }));
        moved.push(`markets.${market}.labels.${key} → markets.${market}.messages["${message}"]`);
      }
    }
  }
  return { text: out, moved };
}
