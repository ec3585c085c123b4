/**
 * The project's authored data as the build sees it: the call catalogue, the message catalogues,
 * the deployments and the page schemas, read from disk and checked together. Used by the Vite
 * plugin, `npm run validate` and the tests, so all three judge a file the same way.
 */
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Deployment } from '../../contract/deployment/schema.ts';
import { applyPagePatch } from '../brand/pagePatch.ts';
import { type CallDef } from '../../contract/callSchema.ts';
import { expandFlows, type Flow } from '../compile/flows.ts';
import { DEPLOYMENTS_DIR, PAGES_DIR } from './authoredFiles.ts';
import type { JsonSource } from '../problems/jsonSource.ts';
import { locateProblems, withSuggestion, type Problem } from '../problems/problems.ts';
import { type Json } from '../../contract/json.ts';
import { jsonFiles, readJson } from './readJson.ts';
import { readCallCatalogue } from './callCatalogue.ts';
import { readMessageCatalogues } from './messageCatalogues.ts';
import { loadFlows } from './flowFiles.ts';
import { loadPages } from './pageFiles.ts';
import { loadDeployments } from './deploymentFiles.ts';
import { outOfDateProblems } from './generatedFiles.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_DEPLOYMENT = 'kilat';

export interface ProjectFile<T> {
  /** Path relative to the project root, as problems show it. */
  file: string;
  value: T;
}

export interface Project {
  root: string;
  calls: Record<string, CallDef>;
  messages: Record<string, unknown>;
  deployments: Map<string, ProjectFile<Deployment>>;
  /** By route key. */
  pages: Map<string, ProjectFile<Json>>;
  /** Shared action flows, by name (the file name). */
  flows: Map<string, Flow>;
  /** Every problem of every check, placed at its line and column, with the name probably meant. */
  problems: Problem[];
  /** The JSON files read, as written (positions of problems). */
  texts: Map<string, JsonSource>;
}

export interface LoadOptions {
  root?: string;
  /** Extra page or deployment files to check (fixtures), relative to the root. */
  files?: string[];
}

/**
 * Reads and checks every authored file: the catalogues first (every page is checked against them), then
 * the flows (expanded in the pages), the pages, the deployments (patching the pages), and last the
 * generated files against their sources.
 */
export function loadProject({ root = ROOT, files }: LoadOptions = {}): Project {
  const problems: Problem[] = [];
  const texts = new Map<string, JsonSource>();
  // The catalogues every page is checked against are read as far as they go: a syntax mistake there is one line.
  const calls = readCallCatalogue(root, problems, texts);
  const messages = readMessageCatalogues(root, problems, texts);

  const project: Project = {
    root,
    calls,
    messages,
    deployments: new Map(),
    pages: new Map(),
    flows: loadFlows(root, problems, texts),
    problems,
    texts,
  };
  const { pageFiles, deploymentFiles, extras } = filesToCheck(root, files, texts);
  loadPages(project, pageFiles, extras);
  loadDeployments(project, deploymentFiles, extras);
  problems.push(...outOfDateProblems(root, calls));
  project.problems = locateProblems(problems.map(withSuggestion), (file) => texts.get(file));
  return project;
}

/**
 * The page and deployment files in the project's folders, and the named ones outside them (`extras`), each with its
 * kind.
 */
function filesToCheck(
  root: string,
  files: readonly string[] | undefined,
  texts: Map<string, JsonSource>,
): { pageFiles: string[]; deploymentFiles: string[]; extras: string[] } {
  const pageFiles = jsonFiles(root, PAGES_DIR);
  const deploymentFiles = jsonFiles(root, DEPLOYMENTS_DIR);
  // Named files outside the project's folders (fixtures) are checked but never become part of it.
  const extras = (files ?? [])
    .map((file) => relative(root, resolve(root, file)))
    .filter((file) => !pageFiles.includes(file) && !deploymentFiles.includes(file));
  for (const file of extras) (isDeploymentFile(root, file, texts) ? deploymentFiles : pageFiles).push(file);
  return { pageFiles, deploymentFiles, extras };
}

/** Whether a named file is a deployment (its "$schema" says so) rather than a page. */
function isDeploymentFile(root: string, file: string, texts: Map<string, JsonSource>): boolean {
  return String((readJson(root, file, [], texts) as Json | undefined)?.$schema ?? '').includes(
    'deployment.schema.json',
  );
}

/**
 * A page as one deployment ships it: its own patch merged in (and then, for an experiment's variant, the variant's
 * operations).
 */
export function pageForDeployment(project: Project, deploymentId: string, routeKey: string, variant?: unknown[]): Json {
  const page = project.pages.get(routeKey);
  if (!page) throw new Error(`no page renders route "${routeKey}"`);
  const patch = project.deployments.get(deploymentId)?.value.pages?.[routeKey];
  const patched = patch ? applyPagePatch(page.value, patch).page : page.value;
  return expandFlows(variant ? applyPagePatch(patched, variant).page : patched, project.flows, page.file).page as Json;
}
