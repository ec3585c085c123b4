/**
 * Splits the message catalogues so a visit downloads only the words it can show: the groups the
 * runtime uses stay in the catalogue every page loads; a group only blocks use (the Key Fact
 * Statement's words) travels with the pages that have those blocks, and a group only page schemas
 * use (a legal text, the promotion's words) with the pages that name it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pageUse } from './compilePage.ts';
import { isObject } from '../../contract/json.ts';

type Catalogue = Record<string, unknown>;

/**
 * The catalogue groups a page names (`t.group.…` in a template, a binding or a built key such as
 * "t.preview.scenarios."), found by the page visitor.
 */
export function groupsNamedByPage(page: unknown): Set<string> {
  return new Set(isObject(page) ? pageUse(page).messageGroups : []);
}

/** The groups code names as a key's start ('errors.link', `errors.${kind}`), among those the catalogue has. */
export function groupsNamedByCode(sources: readonly string[], groups: readonly string[]): Set<string> {
  const wanted = new Set(groups);
  const found = new Set<string>();
  for (const text of sources) {
    for (const match of text.matchAll(/['"`]([A-Za-z][A-Za-z0-9]*)\./g))
      if (wanted.has(match[1]!)) found.add(match[1]!);
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

/** The layers that run (renderer/ but the build): what every page runs and can ask for a message by key. */
const RUN_TIME_LAYERS = ['contract', 'runtime', 'browser', 'server'];

/** The run time's own source (not the build step, tests or stories). */
export function runtimeSources(root: string): string[] {
  const files = RUN_TIME_LAYERS.flatMap((layer) => codeFiles(join(root, 'renderer', layer)));
  return files.map((file) => readFileSync(file, 'utf8'));
}

/**
 * By block type, the groups its code names, with those of the pieces it imports from blocks/shared
 * (a Key Fact Statement shows the grievance officer's contacts), among the groups given.
 */
export function blockGroups(root: string, groups: readonly string[]): Map<string, Set<string>> {
  const dir = join(root, 'blocks');
  const types = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const own = new Map<string, { groups: Set<string>; uses: Set<string> }>();
  for (const type of types) {
    const sources = codeFiles(join(dir, type)).map((file) => readFileSync(file, 'utf8'));
    const uses = new Set(
      sources.flatMap((text) => [...text.matchAll(/from '\.\.\/([A-Za-z][A-Za-z0-9]*)\//g)].map((match) => match[1]!)),
    );
    own.set(type, { groups: groupsNamedByCode(sources, groups), uses });
  }
  const all = (type: string, seen: Set<string> = new Set()): Set<string> => {
    if (seen.has(type)) return new Set();
    seen.add(type);
    const entry = own.get(type);
    return new Set([...(entry?.groups ?? []), ...[...(entry?.uses ?? [])].flatMap((used) => [...all(used, seen)])]);
  };
  return new Map(types.map((type) => [type, all(type)]));
}

/** Groups that only pages (and their blocks) use: every group no runtime code names. */
export function pageOnlyGroups(catalogue: Catalogue, sources: readonly string[]): Set<string> {
  const groups = Object.keys(catalogue);
  const used = groupsNamedByCode(sources, groups);
  return new Set(groups.filter((group) => !used.has(group)));
}

/** The catalogue every page loads: without the page-only groups. */
export function coreCatalogue(catalogue: Catalogue, pageOnly: ReadonlySet<string>): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).filter(([group]) => !pageOnly.has(group)));
}

/** One page's own groups of a catalogue: the page-only groups it names, and those its blocks' code names. */
export function pageCatalogue(
  catalogue: Catalogue,
  pageOnly: ReadonlySet<string>,
  page: unknown,
  blocks: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): Catalogue {
  const named = groupsNamedByPage(page);
  if (isObject(page))
    for (const type of pageUse(page).blocks) for (const group of blocks.get(type) ?? []) named.add(group);
  return Object.fromEntries(Object.entries(catalogue).filter(([group]) => pageOnly.has(group) && named.has(group)));
}
