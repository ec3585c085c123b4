/**
 * Splits the message catalogues so a visit downloads only the words it can show: the groups the
 * runtime and the blocks use stay in the catalogue every page loads; a group only page schemas
 * use (a legal text, the promotion's words) travels with the pages that name it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pageUse } from './compilePage.ts';

type Catalogue = Record<string, unknown>;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The catalogue groups a page names (`t.group.…` in a template, a binding or a built key such as "t.preview.scenarios."), found by the page visitor. */
export function groupsNamedByPage(page: unknown): Set<string> {
  return new Set(isObject(page) ? pageUse(page).messageGroups : []);
}

/** The groups code names as a key's start ('errors.link', `errors.${kind}`), among those the catalogue has. */
export function groupsNamedByCode(sources: readonly string[], groups: readonly string[]): Set<string> {
  const wanted = new Set(groups);
  const found = new Set<string>();
  for (const text of sources) {
    for (const match of text.matchAll(/['"`]([A-Za-z][A-Za-z0-9]*)\./g)) if (wanted.has(match[1]!)) found.add(match[1]!);
  }
  return found;
}

function codeFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...codeFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** The runtime's and the blocks' own source (not the build step, tests or stories): what can ask for a message by key. */
export function runtimeSources(root: string): string[] {
  const files = [...codeFiles(join(root, 'renderer')), ...codeFiles(join(root, 'blocks'))].filter((file) => !relative(root, file).startsWith(join('renderer', 'compile')));
  return files.map((file) => readFileSync(file, 'utf8'));
}

/** Groups that only pages use: every group no runtime code names. */
export function pageOnlyGroups(catalogue: Catalogue, sources: readonly string[]): Set<string> {
  const groups = Object.keys(catalogue);
  const used = groupsNamedByCode(sources, groups);
  return new Set(groups.filter((group) => !used.has(group)));
}

/** The catalogue every page loads: without the page-only groups. */
export function coreCatalogue(catalogue: Catalogue, pageOnly: ReadonlySet<string>): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).filter(([group]) => !pageOnly.has(group)));
}

/** One page's own groups of a catalogue: the page-only groups it names. */
export function pageCatalogue(catalogue: Catalogue, pageOnly: ReadonlySet<string>, page: unknown): Catalogue {
  const named = groupsNamedByPage(page);
  return Object.fromEntries(Object.entries(catalogue).filter(([group]) => pageOnly.has(group) && named.has(group)));
}
