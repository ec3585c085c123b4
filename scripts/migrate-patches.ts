/**
 * `npm run migrate-patches [deployment files…]`: rewrites each brand's older page patches (JSON
 * merge patches, which replace the page's whole lists) as operations on nodes by id, in place,
 * leaving the rest of the file as it was written. Prints what it did, the lines saved, and what a
 * person may do to migrate further; `--check` only says whether anything is left to migrate.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { format, resolveConfig } from 'prettier';
import { migratePatch } from '../renderer/toolchain/migrate/version2/mergePatches.ts';
import { DEPLOYMENTS_DIR, PAGES_DIR } from '../renderer/toolchain/project/authoredFiles.ts';
import { ROOT, loadProject } from '../renderer/toolchain/project/project.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const project = loadProject();
const named = args.filter((arg) => !arg.startsWith('--')).map((file) => relative(ROOT, resolve(process.cwd(), file)));
const files = named.length ? named : [...project.deployments.values()].map((deployment) => deployment.file);
const pages = new Map([...project.pages.values()].map(({ file, value }) => [String(value.route), { file, value }]));
let left = 0;

for (const file of files) {
  let text = readFileSync(join(ROOT, file), 'utf8');
  const before = text.split('\n').length;
  const deployment = JSON.parse(text) as { pages?: Record<string, unknown> };
  for (const [key, patch] of Object.entries(deployment.pages ?? {})) {
    const page = pages.get(key);
    if (!page || Array.isArray(patch)) continue;
    const { patch: migrated, migrated: done, notes } = migratePatch(page.value, patch);
    for (const note of notes)
      console.log(`${file}: /pages/${key}: ${note} (${PAGES_DIR}/${page.file.split('/').pop()!})`);
    if (!done) continue;
    left++;
    if (check) continue;
    text = applyEdits(
      text,
      modify(text, ['pages', key], migrated, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }),
    );
  }
  if (check || text === readFileSync(join(ROOT, file), 'utf8')) continue;
  // The project's formatter has the last word, as for any file a person writes.
  text = await format(text, { ...(await resolveConfig(join(ROOT, file))), filepath: join(ROOT, file) });
  writeFileSync(join(ROOT, file), text);
  console.log(
    `${file}: page patches rewritten as operations by node id (${before} → ${text.split('\n').length} lines)`,
  );
}
if (check && left) {
  console.log(
    `${left} page patch${left === 1 ? '' : 'es'} in ${DEPLOYMENTS_DIR}/ can be rewritten as operations: npm run migrate-patches`,
  );
  process.exit(1);
}
if (!left) console.log('nothing to migrate: every page patch is already operations by node id');
