/**
 * The third-party notices shipped with each production artefact (issue 41): the browser's scripts
 * (dist/<brand>/THIRD-PARTY-LICENSES.txt), the server entry (dist/<brand>/server/) and the Node adapter (dist/server/).
 * MIT, BSD and Apache-2.0 ask that their notice go with every copy, and a bundle is a copy. Which packages an artefact
 * holds is read from the bundler's own module list (a chunk's moduleIds), never kept by hand, so a library that
 * arrives with an upgrade is listed the build it arrives. Vite's own `build.license` does the same for its two
 * builds, but not for the adapter (built by Rolldown's API), and it neither reads NOTICE files (Apache-2.0 asks for
 * them) nor fails when a package has no licence text: this module does all three.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The notices' file name, in each artefact's folder. */
export const NOTICES_FILE = 'THIRD-PARTY-LICENSES.txt';

/** The files a package's licence text is read from: LICENSE, LICENCE, COPYING, NOTICE (and .md, .txt, -MIT, …). */
const LICENCE_FILE = /^(?:licen[cs]e|copying|notice)(?:[-._].*)?$/i;

/** One package whose code a bundle holds. */
export interface BundledPackage {
  name: string;
  version: string;
  /** Its package.json's `license` (an SPDX expression), or what its older `licenses` field says. */
  licence: string;
  /** Each licence file, LICENSE first, then NOTICE. */
  texts: { file: string; text: string }[];
}

const MARKER = '/node_modules/';

/** By code unit, not by locale: the same file whatever machine builds it. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The folder of the package a module belongs to (the innermost node_modules/<name> or node_modules/@scope/<name> of
 * its path), or undefined for our own code and the bundler's virtual modules (`\0…`: its runtime, our generated code).
 */
export function packageFolderOf(moduleId: string): string | undefined {
  if (moduleId.startsWith('\0')) return undefined;
  const path = moduleId.split('?')[0]!.replaceAll('\\', '/');
  const at = path.lastIndexOf(MARKER);
  if (at < 0) return undefined;
  const [first = '', second = ''] = path.slice(at + MARKER.length).split('/');
  return path.slice(0, at + MARKER.length) + (first.startsWith('@') ? `${first}/${second}` : first);
}

interface PackageJson {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
}

function licenceOf(manifest: PackageJson): string {
  if (typeof manifest.license === 'string') return manifest.license.trim();
  if (manifest.license?.type) return manifest.license.type;
  const old = (manifest.licenses ?? []).flatMap(({ type }) => (type ? [type] : []));
  return old.length ? old.join(' OR ') : 'not stated in its package.json';
}

/** The licence files of a package's folder, LICENSE/LICENCE/COPYING before NOTICE. */
function licenceTexts(folder: string): { file: string; text: string }[] {
  return readdirSync(folder)
    .filter((file) => LICENCE_FILE.test(file) && statSync(join(folder, file)).isFile())
    .sort((a, b) => Number(/^notice/i.test(a)) - Number(/^notice/i.test(b)) || byCodeUnit(a, b))
    .map((file) => ({ file, text: readFileSync(join(folder, file), 'utf8').trim() }))
    .filter(({ text }) => text !== '');
}

/**
 * The packages the modules belong to, by name and then version, each once. Throws, naming each, when a package has no
 * licence text: the build must not ship code whose notice it cannot ship.
 */
export function bundledPackages(moduleIds: Iterable<string>, artefact: string): BundledPackage[] {
  const folders = new Set<string>();
  for (const id of moduleIds) {
    const folder = packageFolderOf(id);
    if (folder) folders.add(folder);
  }
  const found = new Map<string, BundledPackage>();
  const missing: string[] = [];
  for (const folder of folders) {
    const manifestPath = join(folder, 'package.json');
    const manifest = (existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {}) as PackageJson;
    const name = manifest.name ?? folder.slice(folder.lastIndexOf(MARKER) + MARKER.length);
    const version = manifest.version ?? 'unknown';
    if (found.has(`${name}@${version}`)) continue;
    const texts = licenceTexts(folder);
    if (texts.length === 0) missing.push(`${name}@${version} (${folder.slice(folder.indexOf(MARKER) + 1)})`);
    found.set(`${name}@${version}`, { name, version, licence: licenceOf(manifest), texts });
  }
  if (missing.length)
    throw new Error(
      `${artefact}: no licence text for ${missing.join(', ')}: the bundle holds its code, and the build ships each ` +
        `bundled package's LICENSE, LICENCE, COPYING or NOTICE file with it (${NOTICES_FILE}). Use a package that ` +
        'publishes one, or ask its authors to.',
    );
  return [...found.values()].sort((a, b) => byCodeUnit(a.name, b.name) || byCodeUnit(a.version, b.version));
}

const RULE = '='.repeat(80);

/**
 * The notices file of one artefact: a summary line per package, then each package's licence texts. Names, versions and
 * licence texts only: no path of the machine that built it (the browser's file is public).
 */
export function noticesText(artefact: string, packages: readonly BundledPackage[]): string {
  const head = [
    `Third-party software in ${artefact}`,
    '',
    `Generated by the build from the modules the bundler put in it (${packages.length} package${packages.length === 1 ? '' : 's'}).`,
    'Each is listed as: name version (licence), then its licence text as the package publishes it.',
    '',
    ...packages.map(({ name, version, licence }) => `  ${name} ${version} (${licence})`),
  ];
  const sections = packages.flatMap(({ name, version, licence, texts }) => [
    '',
    RULE,
    `${name} ${version} (${licence})`,
    RULE,
    ...texts.flatMap(({ file, text }) => ['', `--- ${file} ---`, '', text]),
  ]);
  return `${[...head, ...sections].join('\n')}\n`;
}

/** The notices of the artefact whose modules these are; throws as bundledPackages does. */
export function thirdPartyNotices(artefact: string, moduleIds: Iterable<string>): string {
  return noticesText(artefact, bundledPackages(moduleIds, artefact));
}

/** The packages a notices file lists, by `name version`, as noticesText writes its summary (for the tests). */
export function packagesInNotices(text: string): Set<string> {
  // The summary alone: a licence text below it may hold a line of the same shape.
  const summary = text.split(`\n${RULE}\n`)[0]!;
  return new Set([...summary.matchAll(/^ {2}(\S+) (\S+) \(.*\)$/gm)].map((match) => `${match[1]!} ${match[2]!}`));
}
