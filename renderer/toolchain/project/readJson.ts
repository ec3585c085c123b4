/**
 * Reading the authored JSON files: a file that cannot be read or parsed is a problem at its line and
 * column, never an exception, so one run reports every file's mistakes.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseJsonSource, type JsonSource } from '../problems/jsonSource.ts';
import type { Problem } from '../problems/problems.ts';

/**
 * A JSON file's value; a file that is not JSON is a problem at its line and column (and the
 * others are still checked); one whose only mistakes are trailing commas is still read.
 */
export function readJson(
  root: string,
  file: string,
  problems: Problem[],
  texts?: Map<string, JsonSource>,
  recover = false,
): unknown {
  let source = texts?.get(file);
  if (!source) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch (error) {
      problems.push({
        file,
        pointer: '',
        message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
        expected: 'a readable JSON file',
        line: 1,
        column: 1,
      });
      return undefined;
    }
    source = parseJsonSource(text);
    texts?.set(file, source);
  }
  for (const { line, column, message, expected, pointer } of source.mistakes)
    problems.push({
      file,
      pointer: pointer ?? '',
      message: pointer === undefined ? `is not JSON: ${message}` : message,
      expected,
      line,
      column,
    });
  return recover ? source.recovered : source.value;
}

/** The JSON files of one folder of the project, by name (none when the folder is missing). */
export function jsonFiles(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${dir}/${name}`);
}
