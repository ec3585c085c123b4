/**
 * Where the authored files are, relative to the project root, said once: the build loads them from
 * here (./project.ts), problems name them by these paths, `npm run dev` watches them
 * (renderer/toolchain/vite/devWatch.ts) and the migrations rewrite them.
 */
import type { Language } from '../../contract/language.ts';

export const PAGES_DIR = 'schemas/pages';
export const FLOWS_DIR = 'schemas/flows';
export const CATALOGUE_FILE = 'schemas/calls.json';
export const DEPLOYMENTS_DIR = 'deployments';
/** The message catalogues, one per language. */
export const CATALOGUES_DIR = 'renderer/runtime/i18n/catalogues';

export const catalogueFile = (language: Language | string): string => `${CATALOGUES_DIR}/${language}.json`;

/**
 * A file `npm run dev` watches (relative to the root, with "/"): an edit there is validated and, when it validates,
 * shown in the open page.
 */
export function isAuthoredFile(file: string): boolean {
  const dir = file.slice(0, Math.max(0, file.lastIndexOf('/')));
  return file.endsWith('.json') && ['schemas', PAGES_DIR, FLOWS_DIR, DEPLOYMENTS_DIR, CATALOGUES_DIR].includes(dir);
}
