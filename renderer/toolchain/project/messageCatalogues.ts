/** The message catalogues, one per language, checked together: every key one has, the others have. */
import { LANGUAGES } from '../../contract/language.ts';
import { isObject } from '../../contract/json.ts';
import type { JsonSource } from '../problems/jsonSource.ts';
import type { Problem } from '../problems/problems.ts';
import { catalogueFile } from './authoredFiles.ts';
import { readJson } from './readJson.ts';

/** Every language's catalogue, by language; their problems go into `problems`. */
export function readMessageCatalogues(
  root: string,
  problems: Problem[],
  texts: Map<string, JsonSource>,
): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const language of LANGUAGES) messages[language] = readJson(root, catalogueFile(language), problems, texts, true);
  checkMessages(messages, problems);
  return messages;
}

function checkMessages(messages: Record<string, unknown>, problems: Problem[]): void {
  const keys = (value: unknown, prefix = ''): string[] =>
    isObject(value)
      ? Object.entries(value).flatMap(([key, item]) =>
          isObject(item) ? keys(item, `${prefix}/${key}`) : [`${prefix}/${key}`],
        )
      : [];
  const all = new Set(Object.values(messages).flatMap((catalogue) => keys(catalogue)));
  for (const [language, catalogue] of Object.entries(messages)) {
    const own = new Set(keys(catalogue));
    for (const key of all) {
      if (!own.has(key))
        problems.push({
          file: catalogueFile(language),
          pointer: key,
          message: 'missing message',
          expected: 'every key that another catalogue has',
        });
    }
  }
}
