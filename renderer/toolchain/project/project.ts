/**
 * The project's authored data as the build sees it: the call catalogue, the message catalogues,
 * the deployments and the page schemas, read from disk and checked together. Used by the Vite
 * plugin, `npm run validate` and the tests, so all three judge a file the same way.
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Deployment } from '../../contract/deployment/schema.ts';
import { applyPagePatch } from '../brand/pagePatch.ts';
import { catalogueSchema, type CallDef } from '../../contract/callSchema.ts';
import { LANGUAGES } from '../../contract/language.ts';
import { registryFiles } from '../generate/actionRegistry.ts';
import { README, withGrammarDoc } from '../generate/grammarDoc.ts';
import { OPERATORS_GUIDE, withComplianceDoc } from '../generate/complianceDoc.ts';
import { createAjv } from './ajv.ts';
import { sharedOwnValueProblems } from '../brand/ownValues.ts';
import { pageLockProblems } from '../brand/locks.ts';
import { expandFlows, type Flow } from '../compile/flows.ts';
import { CATALOGUE_FILE, DEPLOYMENTS_DIR, PAGES_DIR, catalogueFile } from './authoredFiles.ts';
import type { JsonSource } from '../problems/jsonSource.ts';
import { ajvProblems, locateProblems, withSuggestion, type Problem } from '../problems/problems.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { jsonFiles, readJson } from './readJson.ts';
import { generatedSchemas } from './generatedSchemas.ts';
import { checkPageDocument } from './checkPageDocument.ts';
import { checkMessages } from './messageCatalogues.ts';
import { checkDeployment } from './deploymentFiles.ts';
import { loadFlows } from './flowFiles.ts';
import { attemptProblems } from './callCatalogue.ts';

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

export function loadProject({ root = ROOT, files }: LoadOptions = {}): Project {
  const problems: Problem[] = [];
  const texts = new Map<string, JsonSource>();
  // The catalogues every page is checked against are read as far as they go: a syntax mistake there is one line.
  const catalogue = readJson(root, CATALOGUE_FILE, problems, texts, true);
  const validateCatalogue = createAjv().compile(catalogueSchema);
  if (catalogue !== undefined && !validateCatalogue(catalogue))
    problems.push(...ajvProblems(CATALOGUE_FILE, validateCatalogue.errors));
  const calls = (isObject(catalogue) && isObject(catalogue.calls) ? catalogue.calls : {}) as Record<string, CallDef>;
  for (const [id, call] of Object.entries(calls)) {
    try {
      if (call.reply) createAjv().compile(call.reply);
    } catch (error) {
      problems.push({
        file: CATALOGUE_FILE,
        pointer: `/calls/${id}/reply`,
        message: `is not a valid JSON Schema (${(error as Error).message})`,
        expected: 'a JSON Schema 2020-12 object',
      });
    }
  }

  problems.push(...attemptProblems(calls));

  const messages: Record<string, unknown> = {};
  for (const language of LANGUAGES) messages[language] = readJson(root, catalogueFile(language), problems, texts, true);
  checkMessages(messages, problems);

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
  const pageFiles = jsonFiles(root, PAGES_DIR);
  const deploymentFiles = jsonFiles(root, DEPLOYMENTS_DIR);
  // Named files outside the project's folders (fixtures) are checked but never become part of it.
  const extras = (files ?? [])
    .map((file) => relative(root, resolve(root, file)))
    .filter((file) => !pageFiles.includes(file) && !deploymentFiles.includes(file));
  const isDeploymentFile = (file: string) =>
    String((readJson(root, file, [], texts) as Json | undefined)?.$schema ?? '').includes('deployment.schema.json');

  for (const file of extras) (isDeploymentFile(file) ? deploymentFiles : pageFiles).push(file);
  for (const file of pageFiles) {
    const page = readJson(root, file, problems, texts);
    if (page === undefined) continue;
    const pageProblems = checkPageDocument(project, file, page);
    if (isObject(page)) pageProblems.push(...pageLockProblems(file, page.route, page));
    if (isObject(page) && typeof page.$schema !== 'string')
      pageProblems.push({
        file,
        pointer: '/$schema',
        message: 'missing "$schema"',
        expected: '"../page.schema.json" so editors complete and check the file',
      });
    problems.push(...pageProblems);
    if (isObject(page) && typeof page.route === 'string' && !extras.includes(file)) {
      const other = project.pages.get(page.route);
      if (other)
        problems.push({
          file,
          pointer: '/route',
          message: `route "${page.route}" is already rendered by ${other.file}`,
          expected: 'one page per route key',
        });
      else project.pages.set(page.route, { file, value: page });
    }
  }
  const brands: { file: string; value: unknown }[] = [];
  for (const file of deploymentFiles) {
    const value = readJson(root, file, problems, texts);
    if (value === undefined) continue;
    const deploymentProblems = checkDeployment(project, file, value);
    problems.push(...deploymentProblems);
    if (extras.includes(file)) continue;
    brands.push({ file, value });
    // A brand with values still to fill is one a demo build shows (vitePlugin.ts); a production build leaves it out (buildPlan.ts).
    if (deploymentProblems.every((problem) => problem.unfilled))
      project.deployments.set((value as Deployment).id, { file, value: value as Deployment });
  }
  problems.push(...sharedOwnValueProblems(brands));
  const generated = {
    ...Object.fromEntries(
      Object.entries(generatedSchemas(calls)).map(([file, schema]) => [file, `${JSON.stringify(schema, null, 2)}\n`]),
    ),
    ...registryFiles(root),
  };
  const readme = existsSync(join(root, README)) ? readFileSync(join(root, README), 'utf8') : '';
  if (withGrammarDoc(readme) !== readme)
    problems.push({
      file: README,
      pointer: '',
      message: 'its grammar list is out of date with the scope, the operators or the action kinds',
      expected: 'the output of `npm run schemas`',
    });
  const guide = existsSync(join(root, OPERATORS_GUIDE)) ? readFileSync(join(root, OPERATORS_GUIDE), 'utf8') : '';
  if (guide && withComplianceDoc(guide) !== guide)
    problems.push({
      file: OPERATORS_GUIDE,
      pointer: '',
      message: 'its list of the compliance rules is out of date with renderer/contract/page/compliance.ts',
      expected: 'the output of `npm run schemas`',
    });
  for (const [file, text] of Object.entries(generated)) {
    const onDisk = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
    if (onDisk !== text)
      problems.push({
        file,
        pointer: '',
        message: 'is out of date with its source',
        expected: 'the output of `npm run schemas`',
      });
  }
  project.problems = locateProblems(problems.map(withSuggestion), (file) => texts.get(file));
  return project;
}

/** A page as one deployment ships it: its own patch merged in (and then, for an experiment's variant, the variant's operations). */
export function pageForDeployment(project: Project, deploymentId: string, routeKey: string, variant?: unknown[]): Json {
  const page = project.pages.get(routeKey);
  if (!page) throw new Error(`no page renders route "${routeKey}"`);
  const patch = project.deployments.get(deploymentId)?.value.pages?.[routeKey];
  const patched = patch ? applyPagePatch(page.value, patch).page : page.value;
  return expandFlows(variant ? applyPagePatch(patched, variant).page : patched, project.flows, page.file).page as Json;
}
