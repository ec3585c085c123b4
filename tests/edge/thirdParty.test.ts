/**
 * What the production build bundles is declared as production's, and its licence notices ship with it (issue 41).
 * After npm test's production build, as the rest of tests/edge/, each artefact of dist/ is read from its own source
 * maps (the bundler's record of what it put in, apart from the module list the notices are written from): the Node
 * adapter (dist/server/node.mjs), and per brand the browser's scripts (dist/maps/<brand>/assets/) and the server entry
 * (dist/<brand>/server/entry.js). For each:
 * - every package it holds is one `npm ci --omit=dev` installs (package-lock.json: not dev), and one package.json
 *   names is under `dependencies`; every package our own bundled code imports by name is under `dependencies`;
 * - the adapter imports nothing at run time but Node's own modules;
 * - its THIRD-PARTY-LICENSES.txt lists each package it holds, by name and version, with the package's licence text,
 *   and no path of the machine that built it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { NOTICES_FILE, packageFolderOf, packagesInNotices } from '../../renderer/toolchain/ops/thirdPartyNotices.ts';

const DIST = join(ROOT, 'dist');
const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

interface Artefact {
  name: string;
  /** Its source maps. */
  maps: string[];
  /** Where its notices are. */
  notices: string;
}

const brands = existsSync(DIST)
  ? readdirSync(DIST).filter((entry) => existsSync(join(DIST, entry, 'server', 'entry.js')))
  : [];

const ARTEFACTS: Artefact[] = [
  {
    name: 'dist/server/node.mjs',
    maps: [join(DIST, 'server', 'node.mjs.map')],
    notices: join(DIST, 'server', NOTICES_FILE),
  },
  ...brands.flatMap((brand) => {
    const kept = join(DIST, 'maps', brand, 'assets');
    return [
      {
        name: `dist/${brand}/ (the browser's scripts)`,
        maps: existsSync(kept)
          ? readdirSync(kept)
              .filter((file) => file.endsWith('.map'))
              .map((file) => join(kept, file))
          : [],
        notices: join(DIST, brand, NOTICES_FILE),
      },
      {
        name: `dist/${brand}/server/entry.js`,
        maps: [join(DIST, brand, 'server', 'entry.js.map')],
        notices: join(DIST, brand, 'server', NOTICES_FILE),
      },
    ];
  }),
];

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const project = readJson<Manifest>(join(ROOT, 'package.json'));
const lock = readJson<{ packages: Record<string, { dev?: boolean; devOptional?: boolean }> }>(
  join(ROOT, 'package-lock.json'),
);

/** A source of a map, as a path from the repository's root (the maps name them from where the bundle was written). */
const fromRoot = (source: string) => source.replace(/^(?:\.\.\/)+/, '');

/** What an artefact holds, from its maps: the packages' folders (from the root) and our own files. */
function contents({ maps }: Artefact): { packages: Set<string>; ownFiles: Set<string> } {
  const packages = new Set<string>();
  const ownFiles = new Set<string>();
  for (const map of maps)
    for (const source of readJson<{ sources: string[] }>(map).sources) {
      const path = fromRoot(source);
      const folder = packageFolderOf(`/${path}`);
      if (folder) packages.add(folder.slice(1));
      else if (/\.(?:ts|tsx|js|mjs)$/.test(path) && existsSync(join(ROOT, path))) ownFiles.add(path);
    }
  return { packages, ownFiles };
}

/** The package a bare specifier names ('react-dom' of 'react-dom/client'); none for a path, virtual or Node module. */
function packageOfSpecifier(specifier: string): string | undefined {
  if (/^(?:\.|\/|virtual:)/.test(specifier) || BUILTINS.has(specifier)) return undefined;
  const [first = '', second = ''] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** The packages a source file imports for its code (a type-only import is erased when it is bundled). */
function valueImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => packageOfSpecifier(specifier) ?? []);
}

describe("the production build's third-party code", () => {
  it('builds every artefact with its source maps', () => {
    expect(
      brands.length,
      'dist/<brand>/server/entry.js: run the production build (npm run build) first',
    ).toBeGreaterThan(0);
    for (const { name, maps } of ARTEFACTS) {
      expect(maps.length, name).toBeGreaterThan(0);
      for (const map of maps) expect(existsSync(map), map).toBe(true);
    }
  });

  describe.each(ARTEFACTS)('$name', (artefact) => {
    it('holds only packages production installs: npm ci --omit=dev, each one package.json names in dependencies', () => {
      const { packages, ownFiles } = contents(artefact);
      expect(packages.size).toBeGreaterThan(0);
      const names = [...packages].map((folder) => ({
        folder,
        name: readJson<Manifest>(join(ROOT, folder, 'package.json')).name,
      }));
      expect(
        names
          .filter(
            ({ folder }) => !lock.packages[folder] || lock.packages[folder].dev || lock.packages[folder].devOptional,
          )
          .map(({ name }) => name),
        'bundled, but npm ci --omit=dev would not install it (package-lock.json: dev, or absent)',
      ).toEqual([]);
      expect(
        names.filter(({ name }) => project.devDependencies?.[name]).map(({ name }) => name),
        'bundled, so production runs it, but in devDependencies',
      ).toEqual([]);
      const imported = new Set([...ownFiles].flatMap(valueImports));
      expect(
        [...imported].filter((name) => !project.dependencies?.[name]),
        'imported by name by our code in the bundle, but not in dependencies',
      ).toEqual([]);
    });

    it(`ships ${NOTICES_FILE} naming each package it holds, with its licence text`, () => {
      expect(existsSync(artefact.notices), artefact.notices).toBe(true);
      const notices = readFileSync(artefact.notices, 'utf8');
      const listed = packagesInNotices(notices);
      for (const folder of contents(artefact).packages) {
        const { name, version } = readJson<Manifest>(join(ROOT, folder, 'package.json'));
        expect(listed, `${artefact.name} holds ${name} ${version}`).toContain(`${name} ${version}`);
        const licence = readdirSync(join(ROOT, folder)).find((file) => /^(?:licen[cs]e|copying)/i.test(file));
        if (licence) expect(notices).toContain(readFileSync(join(ROOT, folder, licence), 'utf8').trim());
      }
      expect(notices).not.toContain(ROOT);
    });
  });

  it('the adapter imports nothing at run time but Node', () => {
    const source = readFileSync(join(DIST, 'server', 'node.mjs'), 'utf8');
    const imported = [
      ...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\b__require\(\s*|\brequire\(\s*)["']([^"']+)["']/g),
    ].map((match) => match[1]!);
    expect(imported.length).toBeGreaterThan(5);
    expect(imported.filter((name) => !BUILTINS.has(name))).toEqual([]);
  });
});
