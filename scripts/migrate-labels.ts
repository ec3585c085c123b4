/**
 * `npm run migrate-labels [files…] [--check]`: moves each market's old language table (labels.loanAmount,
 * term, rate, repaymentDate, applyButton, repayButton) into its message overrides, in place, in every
 * deployment file of deployments/ (or the files named): a word the catalogue
 * already says is dropped, another becomes `markets.<m>.messages["<key>"]` (renderer/toolchain/migrate/
 * migrateLabels.ts says which key). The rest of the file stays as written; a second run changes nothing.
 * `--check` only says what is left, and exits 1 when anything is.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { format, getFileInfo, resolveConfig } from 'prettier';
import { migrateLabels } from '../renderer/toolchain/migrate/version2/labels.ts';
import { DEPLOYMENTS_DIR, catalogueFile } from '../renderer/toolchain/project/authoredFiles.ts';
import { ROOT } from '../renderer/toolchain/project/project.ts';
import { LANGUAGES } from '../renderer/contract/language.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const named = args.filter((arg) => !arg.startsWith('--')).map((file) => relative(ROOT, resolve(process.cwd(), file)));

const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(join(ROOT, catalogueFile(language)), 'utf8')) as unknown,
  ]),
);
const files = named.length
  ? named
  : readdirSync(join(ROOT, DEPLOYMENTS_DIR))
      .filter((name) => name.endsWith('.json'))
      .map((name) => `${DEPLOYMENTS_DIR}/${name}`);
let changed = 0;
for (const file of files) {
  const path = join(ROOT, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes('deployment.schema.json')) continue;
  const { text: migrated, moved } = migrateLabels(text, catalogues);
  if (!moved.length) continue;
  changed++;
  for (const line of moved) console.log(`${file}: ${line}`);
  if (check) continue;
  const ignored = (await getFileInfo(path, { ignorePath: join(ROOT, '.prettierignore') })).ignored;
  writeFileSync(path, ignored ? migrated : await format(migrated, { ...(await resolveConfig(path)), filepath: path }));
}
if (!changed) console.log('nothing to migrate: no market writes the old language table');
else if (check) {
  console.log(`${changed} file${changed === 1 ? '' : 's'} still write the old language table: npm run migrate-labels`);
  process.exit(1);
}
