/**
 * The checks of what a brand changes in shared things: its page patches (each operation applied,
 * every problem of the patched page shown where a person fixes it: the operation in the deployment
 * file, or the page file) and its message overrides (a key the catalogues have, only the
 * placeholders the catalogue's text has). Node ids are unique in a page.
 */
import { LANGUAGES, type Language } from '../../contract/language.ts';
import { applyPagePatch, nodeIdPlaces, originOf } from './pagePatch.ts';
import { didYouMean } from '../problems/didYouMean.ts';
import type { Problem } from '../problems/problems.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { catalogueFile } from '../project/authoredFiles.ts';

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A repeated node id: every place after the first. */
export function nodeIdProblems(file: string, page: unknown, pointerPrefix = ''): Problem[] {
  const problems: Problem[] = [];
  for (const [id, places] of nodeIdPlaces(page)) {
    for (const pointer of places.slice(1)) {
      problems.push({
        file,
        pointer: `${pointerPrefix}${pointer}/id`,
        message: `node id "${id}" is already the id of the node at ${places[0]}`,
        expected: 'an id no other node of the page has',
      });
    }
  }
  return problems;
}

export interface PatchCheckInput {
  /** The deployment file, and the page's route key. */
  file: string;
  routeKey: string;
  page: { file: string; value: Json };
  patch: unknown;
  /**
   * Where the patch is in the deployment file (default `/pages/<routeKey>`; an experiment's variant:
   * `/experiments/<i>/variants/<name>`).
   */
  pointer?: string;
  /** Every check of one page document (renderer/toolchain/project/checkPageDocument.ts). */
  checkDocument(file: string, page: unknown): Problem[];
}

/**
 * A brand's patch of one page: the operations that cannot apply, and each problem of the patched
 * page that the page alone does not have, where it was written.
 */
export function checkPagePatch({ file, routeKey, page, patch, pointer, checkDocument }: PatchCheckInput): Problem[] {
  const at = pointer ?? `/pages/${escape(routeKey)}`;
  const result = applyPagePatch(page.value, patch, { pageFile: page.file, patchFile: file, patchPointer: at });
  const problems: Problem[] = result.problems.map((problem) => ({
    file,
    pointer: at + problem.pointer,
    message: problem.message,
    expected: problem.expected,
    ...(problem.didYouMean ? { didYouMean: problem.didYouMean } : {}),
  }));
  const own = new Set(checkDocument(page.file, page.value).map((problem) => `${problem.pointer}\n${problem.message}`));
  for (const problem of checkDocument(file, result.page)) {
    if (problem.file !== file) {
      problems.push(problem);
      continue;
    }
    const origin = originOf(problem.pointer, result.origins);
    // A repeated id is shown where the patch wrote it, whichever comes first in the page.
    const repeated = /^node id "(.*)" is already the id of the node at (\S+)$/.exec(problem.message);
    const first = repeated ? originOf(repeated[2]!, result.origins) : undefined;
    if (repeated && origin.file !== file && first?.file === file) {
      problems.push({
        ...problem,
        pointer: `${first.pointer}/id`,
        message: `node id "${repeated[1]!}" is already the id of the node at ${origin.file} ${origin.pointer.replace(/\/id$/, '')}`,
      });
    } else if (origin.file === file) problems.push({ ...problem, pointer: origin.pointer });
    else if (!own.has(`${origin.pointer}\n${problem.message}`)) {
      problems.push({
        ...problem,
        pointer: at,
        message: `after this patch, ${page.file} ${origin.pointer || '/'}: ${problem.message}`,
      });
    }
  }
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}\n${problem.pointer}\n${problem.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Every message key of a catalogue ("group.key"), with its text. */
export function messageKeys(catalogue: unknown, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  if (!isObject(catalogue)) return keys;
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(name, value);
    else for (const [inner, text] of messageKeys(value, name)) keys.set(inner, text);
  }
  return keys;
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));

/**
 * A market's message overrides: keys the catalogues have, texts with only the placeholders the catalogue's text has.
 */
export function checkMessageOverrides(file: string, markets: unknown, messages: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  if (!isObject(markets)) return problems;
  const catalogues = Object.fromEntries(
    LANGUAGES.map((language) => [language, messageKeys(messages[language])]),
  ) as Record<Language, Map<string, string>>;
  for (const [marketKey, market] of Object.entries(markets)) {
    if (!isObject(market) || !isObject(market.messages)) continue;
    const marketLanguage = (typeof market.language === 'string' ? market.language : 'en') as Language;
    for (const [key, value] of Object.entries(market.messages)) {
      const pointer = `/markets/${escape(marketKey)}/messages/${escape(key)}`;
      if (!catalogues.en.has(key)) {
        problems.push({
          file,
          pointer,
          message: `"${key}" is not a message of the catalogues`,
          expected: `a key of ${catalogueFile('en')}, as "group.key"`,
          didYouMean: didYouMean(key, catalogues.en.keys()),
        });
        continue;
      }
      const texts: [Language, unknown, string][] =
        typeof value === 'string'
          ? [[marketLanguage, value, pointer]]
          : isObject(value)
            ? Object.entries(value).map(([language, text]) => [language as Language, text, `${pointer}/${language}`])
            : [];
      for (const [language, text, where] of texts) {
        const original = catalogues[language]?.get(key);
        if (typeof text !== 'string' || original === undefined) continue;
        const allowed = placeholders(original);
        const extra = [...placeholders(text)].filter((name) => !allowed.has(name));
        if (extra.length) {
          problems.push({
            file,
            pointer: where,
            message: `uses {${extra.join('}, {')}}, which the ${language} catalogue's "${key}" does not fill in`,
            expected: allowed.size ? `only ${[...allowed].map((name) => `{${name}}`).join(', ')}` : 'no {placeholders}',
          });
        }
      }
    }
  }
  return problems;
}
