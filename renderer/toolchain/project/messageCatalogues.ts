/** The message catalogues, one per language, checked together: every key one has, the others have. */
import { isObject } from '../../contract/json.ts';
import type { Problem } from '../problems/problems.ts';
import { catalogueFile } from './authoredFiles.ts';

export function checkMessages(messages: Record<string, unknown>, problems: Problem[]): void {
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
