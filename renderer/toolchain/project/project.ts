/**
 * The project's authored data as the build sees it: the call catalogue, the message catalogues,
 * the deployments and the page schemas, read from disk and checked together. Used by the Vite
 * plugin, `npm run validate` and the tests, so all three judge a file the same way.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { blockDefinitions, modelDefinitions } from '../../../blocks/definitions.ts';
import { ROUTE_KEYS } from '../../contract/routeTable.ts';
import { type Deployment, deploymentSchema } from '../../contract/deployment/schema.ts';
import { unsafeKeys } from '../brand/mergePatch.ts';
import { setAsideOlder } from '../migrate/olderFiles.ts';
import { applyPagePatch } from '../brand/pagePatch.ts';
import { catalogueSchema, type CallDef } from '../../contract/callSchema.ts';
import { LANGUAGES } from '../../contract/language.ts';
import { registryFiles } from '../generate/actionRegistry.ts';
import { README, withGrammarDoc } from '../generate/grammarDoc.ts';
import { OPERATORS_GUIDE, withComplianceDoc } from '../generate/complianceDoc.ts';
import { createAjv } from './ajv.ts';
import { checkPage } from '../compile/checkPage.ts';
import { nodeIdProblems } from '../brand/overrideChecks.ts';
import { brandChecks } from '../brand/brandChecks.ts';
import { sharedOwnValueProblems, unfilledProblems } from '../brand/ownValues.ts';
import { pageLockProblems } from '../brand/locks.ts';
import { blameFlow, expandFlows, flowSchema, type Flow } from '../compile/flows.ts';
import { CATALOGUE_FILE, DEPLOYMENTS_DIR, FLOWS_DIR, PAGES_DIR, catalogueFile } from './authoredFiles.ts';
import { buildPageSchema } from '../generate/pageSchema.ts';
import { literalLinkProblems } from '../compile/literalLinks.ts';
import { parseJsonSource, type JsonSource } from '../problems/jsonSource.ts';
import { ajvProblems, locateProblems, withSuggestion, type Problem } from '../problems/problems.ts';
import { isObject, type Json } from '../../contract/json.ts';

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

/**
 * A JSON file's value; a file that is not JSON is a problem at its line and column (and the
 * others are still checked); one whose only mistakes are trailing commas is still read.
 */
function readJson(
  root: string,
  file: string,
  problems: Problem[],
  texts?: Map<string, JsonSource>,
  recover = false,
): unknown {
  let source = texts?.get(file);
  if (!source) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch (error) {
      problems.push({
        file,
        pointer: '',
        message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
        expected: 'a readable JSON file',
        line: 1,
        column: 1,
      });
      return undefined;
    }
    source = parseJsonSource(text);
    texts?.set(file, source);
  }
  for (const { line, column, message, expected, pointer } of source.mistakes)
    problems.push({
      file,
      pointer: pointer ?? '',
      message: pointer === undefined ? `is not JSON: ${message}` : message,
      expected,
      line,
      column,
    });
  return recover ? source.recovered : source.value;
}

function jsonFiles(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${dir}/${name}`);
}

export function generatedSchemas(calls: Record<string, CallDef>): Record<string, object> {
  return {
    'schemas/page.schema.json': buildPageSchema({
      blocks: blockDefinitions,
      models: modelDefinitions,
      callIds: Object.keys(calls),
      routeKeys: ROUTE_KEYS,
    }),
    'schemas/deployment.schema.json': deploymentSchema,
    'schemas/calls.schema.json': catalogueSchema,
    'schemas/flow.schema.json': flowSchema(),
  };
}

let validators: { key: string; page: ValidateFunction; deployment: ValidateFunction } | undefined;

/** The page and deployment schemas' validators, compiled together (a deployment's patch inserts the page's nodes). */
function schemaValidators(calls: Record<string, CallDef>): { page: ValidateFunction; deployment: ValidateFunction } {
  const key = Object.keys(calls).join(',');
  if (validators?.key !== key) {
    const ajv = createAjv();
    const page = ajv.compile(generatedSchemas(calls)['schemas/page.schema.json']!);
    validators = { key, page, deployment: ajv.compile(deploymentSchema) };
  }
  return validators;
}

function validatePageShape(calls: Record<string, CallDef>, page: unknown): ValidateFunction {
  const { page: validate } = schemaValidators(calls);
  validate(page);
  return validate;
}

/** Every check of one page document (a page file, or a page with a deployment's patch merged in). */
export function checkPageDocument(
  project: Pick<Project, 'calls' | 'messages' | 'flows'>,
  file: string,
  authored: unknown,
  pointerPrefix = '',
  links = true,
): Problem[] {
  const { page, origins, problems: flowProblems } = expandFlows(authored, project.flows, file, pointerPrefix);
  const validate = validatePageShape(project.calls, page);
  const problems = [
    ...flowProblems,
    ...ajvProblems(file, validate.errors, pointerPrefix),
    ...nodeIdProblems(file, page, pointerPrefix),
  ];
  // A patch's links are checked in the patch (patchChecks): the page's own are its file's.
  if (links) problems.push(...literalLinkProblems(file, authored, pointerPrefix));
  if (isObject(page)) {
    const checked = checkPage({
      file,
      page,
      calls: project.calls,
      messages: project.messages,
      models: modelDefinitions,
      blocks: blockDefinitions,
    }).map((problem) => ({ ...problem, pointer: pointerPrefix + problem.pointer }));
    problems.push(...checked);
  }
  return problems.map((problem) => withSuggestion(blameFlow(problem, origins, pointerPrefix)));
}

function checkMessages(messages: Record<string, unknown>, problems: Problem[]): void {
  const keys = (value: unknown, prefix = ''): string[] =>
    isObject(value)
      ? Object.entries(value).flatMap(([key, item]) =>
          isObject(item) ? keys(item, `${prefix}/${key}`) : [`${prefix}/${key}`],
        )
      : [];
  const all = new Set(Object.values(messages).flatMap((catalogue) => keys(catalogue)));
  for (const [language, catalogue] of Object.entries(messages)) {
    const own = new Set(keys(catalogue));
    for (const key of all) {
      if (!own.has(key))
        problems.push({
          file: catalogueFile(language),
          pointer: key,
          message: 'missing message',
          expected: 'every key that another catalogue has',
        });
    }
  }
}

/**
 * The checks after the schema's run on a file the schema refused too (every mistake in one run):
 * each reads what it can, one that cannot read a part the schema already refused is left out,
 * and a line the schema already gave for a pointer is not given twice.
 */
function laterChecks(schemaProblems: readonly Problem[], checks: readonly (() => Problem[])[]): Problem[] {
  const said = new Set(schemaProblems.map((problem) => problem.pointer));
  return checks.flatMap((check) => {
    try {
      return check().filter((problem) => !said.has(problem.pointer));
    } catch (error) {
      if (schemaProblems.length === 0) throw error;
      return [];
    }
  });
}

function checkDeployment(project: Project, file: string, value: unknown): Problem[] {
  const problems: Problem[] = unsafeKeys(value).map((pointer) => ({
    file,
    pointer,
    message: `forbidden key "${pointer.split('/').pop()!}"`,
    expected: 'no __proto__, constructor or prototype keys',
  }));
  const validate = schemaValidators(project.calls).deployment;
  validate(value);
  // A value new-brand left to fill is one line saying so: the schema's complaint about the same place is dropped.
  const said = unfilledProblems(file, value);
  problems.push(
    ...said,
    ...ajvProblems(file, validate.errors).filter((problem) => !said.some(({ pointer }) => problem.pointer === pointer)),
  );
  if (!isObject(value)) return problems;
  const deployment = value as unknown as Deployment;
  return [
    ...problems,
    ...laterChecks(
      problems,
      brandChecks({
        project,
        file,
        deployment,
        checkDocument: (where, page) => checkPageDocument(project, where, page, '', false),
      }),
    ),
  ];
}

/** The shared flows; their actions are checked in each page that uses them. */
function loadFlows(root: string, problems: Problem[], texts: Map<string, JsonSource>): Map<string, Flow> {
  const flows = new Map<string, Flow>();
  for (const file of jsonFiles(root, FLOWS_DIR)) {
    const value = readJson(root, file, problems, texts);
    if (value === undefined || setAsideOlder({ problems }, 'flow', file, value)) continue;
    if (!isObject(value) || !Array.isArray(value.actions) || typeof value.description !== 'string') {
      problems.push({
        file,
        pointer: '',
        message: 'is not a flow',
        expected: 'an object with "description" (text) and "actions" (a list of actions), per flow.schema.json',
      });
      continue;
    }
    if (typeof value.$schema !== 'string')
      problems.push({
        file,
        pointer: '/$schema',
        message: 'missing "$schema"',
        expected: '"../flow.schema.json" so editors complete and check the file',
      });
    flows.set(basename(file, '.json'), { file, actions: value.actions });
  }
  return flows;
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
    if (page === undefined || setAsideOlder(project, 'page', file, page)) continue;
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
    if (value === undefined || setAsideOlder(project, 'deployment', file, value)) continue;
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

/** CONTRACT §4: an idempotent call says what one borrower attempt is, in parameters it has; no other call does. */
export function attemptProblems(calls: Record<string, CallDef>): Problem[] {
  const problems: Problem[] = [];
  for (const [id, call] of Object.entries(calls)) {
    const pointer = `/calls/${id}`;
    if (call.idempotent && !call.attempt) {
      problems.push({
        file: CATALOGUE_FILE,
        pointer,
        message: 'an idempotent call does not say what one attempt is',
        expected:
          '"attempt": { "of": <the order or product parameter>, "by": [<the other parameters that make the attempt>] }',
      });
    }
    if (!call.attempt) continue;
    if (!call.idempotent)
      problems.push({
        file: CATALOGUE_FILE,
        pointer: `${pointer}/attempt`,
        message: 'a call that is not idempotent has attempts',
        expected: '"idempotent": true, or no "attempt"',
      });
    const names = Object.keys(call.params ?? {});
    const named: [string, string][] = [
      ['of', call.attempt.of],
      ...call.attempt.by.map((name, index): [string, string] => [`by/${index}`, name]),
    ];
    for (const [at, name] of named) {
      if (!names.includes(name))
        problems.push({
          file: CATALOGUE_FILE,
          pointer: `${pointer}/attempt/${at}`,
          message: `"${name}" is not a parameter of ${id}`,
          expected: `one of: ${names.join(', ')}`,
        });
    }
    if (call.attempt.by.includes(call.attempt.of))
      problems.push({
        file: CATALOGUE_FILE,
        pointer: `${pointer}/attempt/by`,
        message: `"${call.attempt.of}" is already "of"`,
        expected: 'the other parameters',
      });
  }
  return problems;
}
