/**
 * `npm run migrate-values [files…]`: rewrites every value written in a form the value family
 * replaced (renderer/runtime/binding/values.ts, renderer/toolchain/migrate/version2/oldValues.ts) in the pages, the shared
 * flows, the brands' page patches and the JSON test fixtures, in place: a template string becomes
 * `{"$template": …}`, `$bind` `$read`, `$expr` `$logic`, a bare condition `{"$logic": …}`, a repeat's
 * path `{"$read": …}`. Only those values change (comments and the rest of the file stay as written;
 * the project's formatter has the last word), and a second run changes nothing. `--check` only says
 * what is left. Pages written inside TypeScript (unit tests' own fixtures) are written by hand.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, type ParseError } from 'jsonc-parser';
import { format, getFileInfo, resolveConfig } from 'prettier';
import { applyValueEdits, kindOf, valueEdits } from '../renderer/toolchain/migrate/version2/valueForms.ts';
import { DEPLOYMENTS_DIR, PAGES_DIR } from '../renderer/toolchain/project/authoredFiles.ts';
import { ROOT } from '../renderer/toolchain/project/project.ts';
import { FLOWS_DIR } from '../renderer/toolchain/project/authoredFiles.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const named = args.filter((arg) => !arg.startsWith('--')).map((file) => relative(ROOT, resolve(process.cwd(), file)));

/** Every JSON file under a folder of the project, its subfolders too. */
function jsonFiles(dir: string): string[] {
  const full = join(ROOT, dir);
  return readdirSync(full).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

const files = named.length ? named : [PAGES_DIR, FLOWS_DIR, DEPLOYMENTS_DIR, 'tests/fixtures'].flatMap(jsonFiles);
let changedFiles = 0;
let changedValues = 0;

for (const file of files) {
  const path = join(ROOT, file);
  const text = readFileSync(path, 'utf8');
  const errors: ParseError[] = [];
  const document = parse(text, errors, { allowTrailingComma: true }) as unknown;
  const kind = kindOf(document);
  // A file that is not JSON (a fixture planted for validate) is left for validate to report.
  if (errors.length || !kind) continue;
  const edits = valueEdits(document, kind);
  if (!edits.length) continue;
  changedFiles++;
  changedValues += edits.length;
  if (check) {
    console.log(`${file}: ${edits.length} value${edits.length === 1 ? '' : 's'} in an old form`);
    continue;
  }
  let migrated = applyValueEdits(text, edits);
  // The project's formatter has the last word on the files it keeps (.prettierignore), as for any file a person writes.
  if (!(await getFileInfo(path, { ignorePath: join(ROOT, '.prettierignore') })).ignored)
    migrated = await format(migrated, { ...(await resolveConfig(path)), filepath: path });
  writeFileSync(path, migrated);
  console.log(`${file}: ${edits.length} value${edits.length === 1 ? '' : 's'} rewritten as the value family says`);
}

if (check && changedFiles) {
  console.log(
    `${changedValues} value${changedValues === 1 ? '' : 's'} in ${changedFiles} file${changedFiles === 1 ? '' : 's'} can be rewritten: npm run migrate-values`,
  );
  process.exit(1);
}
if (!changedFiles) console.log('nothing to migrate: every value is written as the value family says');
else if (!check)
  console.log(
    `${changedValues} value${changedValues === 1 ? '' : 's'} in ${changedFiles} file${changedFiles === 1 ? '' : 's'} rewritten`,
  );
