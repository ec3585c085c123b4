/**
 * `npm run migrate [files or folders…] [--check]`: rewrites every authored file written in an older
 * grammar version (renderer/contract/grammarVersion.ts: the version a file says, 1 when it says
 * none) as today's, in place: each version's step in order (renderer/toolchain/migrate/steps.ts),
 * then the file stamped with today's version. Only what a step changes is edited (comments and the
 * rest stay as written; the project's formatter has the last word, as for any file a person
 * writes); it prints each change at its file and line, and what a person may do that it cannot. A
 * second run changes nothing. Without files: the pages, the shared flows and the deployments; pages
 * go first, so a brand's patch is migrated against its page as it is now. `--check` only says what
 * is left, and exits 1 when anything is.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, type ParseError } from 'jsonc-parser';
import { format, getFileInfo, resolveConfig } from 'prettier';
import { GRAMMAR_VERSION } from '../renderer/contract/grammarVersion.ts';
import { LANGUAGES } from '../renderer/contract/language.ts';
import { isObject, type Json } from '../renderer/contract/json.ts';
import { fileKindOf } from '../renderer/toolchain/migrate/fileKinds.ts';
import { migrateText, type Migrated } from '../renderer/toolchain/migrate/migrateText.ts';
import type { FileKind, MigrationContext } from '../renderer/toolchain/migrate/step.ts';
import { DEPLOYMENTS_DIR, FLOWS_DIR, PAGES_DIR, catalogueFile } from '../renderer/toolchain/project/authoredFiles.ts';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const named = args.filter((arg) => !arg.startsWith('--')).map((file) => relative(ROOT, resolve(process.cwd(), file)));

/** A file, or every JSON file under a folder (its subfolders too), relative to the root. */
function jsonFiles(path: string): string[] {
  if (!statSync(join(ROOT, path)).isDirectory()) return [path];
  return readdirSync(join(ROOT, path))
    .sort()
    .flatMap((name) =>
      statSync(join(ROOT, path, name)).isDirectory() || name.endsWith('.json') ? jsonFiles(join(path, name)) : [],
    );
}

/**
 * What a file is: a page, a flow or a deployment, read as it is; not JSON, or none of them (a planted fixture): left
 * for validate.
 */
function authored(file: string): { file: string; text: string; kind: FileKind } | undefined {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const errors: ParseError[] = [];
  const kind = fileKindOf(parse(text, errors, { allowTrailingComma: true }));
  return errors.length || !kind ? undefined : { file, text, kind };
}

const ORDER: FileKind[] = ['page', 'flow', 'deployment'];
const files = (named.length ? named : [PAGES_DIR, FLOWS_DIR, DEPLOYMENTS_DIR])
  .flatMap(jsonFiles)
  .map(authored)
  .filter((file) => file !== undefined)
  .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));

/** Each file's text after this run, where it changed (a brand's patch is migrated against its page as it is now). */
const migrated = new Map<string, string>();

function context(): MigrationContext {
  const pages = new Map<string, Json>();
  for (const file of jsonFiles(PAGES_DIR)) {
    const page = parse(migrated.get(file) ?? readFileSync(join(ROOT, file), 'utf8')) as unknown;
    if (isObject(page) && typeof page.route === 'string') pages.set(page.route, page);
  }
  const catalogues = Object.fromEntries(
    LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(ROOT, catalogueFile(language)), 'utf8'))]),
  );
  return { pages, catalogues };
}

/** The project's formatter has the last word on the files it keeps (.prettierignore). */
async function formatted(file: string, text: string): Promise<string> {
  const path = join(ROOT, file);
  if ((await getFileInfo(path, { ignorePath: join(ROOT, '.prettierignore') })).ignored) return text;
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

function report(file: string, { from, changes }: Migrated): void {
  const count = `${changes.length} change${changes.length === 1 ? '' : 's'}`;
  console.log(
    check
      ? `${file}: grammar version ${from}; today's is ${GRAMMAR_VERSION} (${count} to make)`
      : `${file}: grammar version ${from} → ${GRAMMAR_VERSION} (${count})`,
  );
  for (const change of changes) {
    console.log(`  ${file}:${change.line}: ${change.pointer}: ${change.done}`);
    for (const note of change.notes ?? []) console.log(`  ${file}:${change.line}: ${change.pointer}: ${note}`);
  }
}

let left = 0;
let unread = 0;
for (const { file, text, kind } of files) {
  const result = migrateText(text, kind, context());
  if (result.from === undefined) {
    unread++;
    console.log(`${file}: says no grammar version this renderer reads (today's is ${GRAMMAR_VERSION})`);
    continue;
  }
  if (result.text === text) continue;
  left++;
  report(file, result);
  migrated.set(file, result.text);
  if (!check) writeFileSync(join(ROOT, file), await formatted(file, result.text));
}

const filesSaid = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
if (!left) console.log(`nothing to migrate: every file is written in grammar version ${GRAMMAR_VERSION}`);
else if (check) console.log(`${filesSaid(left)} to migrate: npm run migrate`);
else console.log(`${filesSaid(left)} migrated to grammar version ${GRAMMAR_VERSION}`);
if (unread || (check && left)) process.exit(1);
