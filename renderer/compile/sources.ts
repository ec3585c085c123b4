/**
 * The project's authored data as the build sees it: the call catalogue, the message catalogues,
 * the deployments and the page schemas, read from disk and checked together. Used by the Vite
 * plugin, `npm run validate` and the tests, so all three judge a file the same way.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { blockDefinitions, modelDefinitions } from '../../blocks/definitions.ts';
import { ROUTE_KEYS, isRouteKey, routePaths } from '../app/routeTable.ts';
import type { Deployment } from '../deployment/schema.ts';
import { deploymentSchema } from '../deployment/schema.ts';
import { mergePatch, unsafeKeys } from '../deployment/mergePatch.ts';
import { marketContactProblems } from '../deployment/marketContacts.ts';
import { catalogueSchema, type CallDef } from '../gateway/callSchema.ts';
import { LANGUAGES } from '../i18n/language.ts';
import { registrySources } from './actionRegistry.ts';
import { README, withGrammarDoc } from './grammarDoc.ts';
import { createAjv } from './ajv.ts';
import { checkPage } from './checkPage.ts';
import { FLOWS_DIR, blameFlow, expandFlows, flowSchema, type Flow } from './flows.ts';
import { gatewayBaseProblems } from './gatewayBase.ts';
import { buildPageSchema } from './pageSchema.ts';
import { checkPolicyOrigins } from './policyOrigins.ts';
import { ajvProblems, type Problem } from './problems.ts';
import { isObject, type Json } from '../json.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_DEPLOYMENT = 'kilat';
export const PAGES_DIR = 'schemas/pages';
export const DEPLOYMENTS_DIR = 'deployments';
export const CATALOGUE_FILE = 'schemas/calls.json';


export interface SourceFile<T> {
  /** Path relative to the project root, as problems show it. */
  file: string;
  value: T;
}

export interface Sources {
  root: string;
  calls: Record<string, CallDef>;
  messages: Record<string, unknown>;
  deployments: Map<string, SourceFile<Deployment>>;
  /** By route key. */
  pages: Map<string, SourceFile<Json>>;
  /** Shared action flows, by name (the file name). */
  flows: Map<string, Flow>;
  problems: Problem[];
}

function readJson(root: string, file: string, problems: Problem[]): unknown {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown;
  } catch (error) {
    problems.push({ file, pointer: '', message: `cannot be read as JSON (${(error as Error).message})`, expected: 'a JSON document' });
    return undefined;
  }
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
    'schemas/page.schema.json': buildPageSchema({ blocks: blockDefinitions, models: modelDefinitions, callIds: Object.keys(calls), routeKeys: ROUTE_KEYS }),
    'schemas/deployment.schema.json': deploymentSchema,
    'schemas/calls.schema.json': catalogueSchema,
    'schemas/flow.schema.json': flowSchema(),
  };
}

let pageValidator: { key: string; validate: ValidateFunction } | undefined;

function validatePageShape(calls: Record<string, CallDef>, page: unknown): ValidateFunction {
  const key = Object.keys(calls).join(',');
  if (pageValidator?.key !== key) {
    const schema = generatedSchemas(calls)['schemas/page.schema.json']!;
    pageValidator = { key, validate: createAjv().compile(schema) };
  }
  pageValidator.validate(page);
  return pageValidator.validate;
}

/** Every check of one page document (a page file, or a page with a deployment's patch merged in). */
export function checkPageDocument(sources: Pick<Sources, 'calls' | 'messages' | 'flows'>, file: string, authored: unknown, pointerPrefix = ''): Problem[] {
  const { page, origins, problems: flowProblems } = expandFlows(authored, sources.flows, file, pointerPrefix);
  const validate = validatePageShape(sources.calls, page);
  const problems = [...flowProblems, ...ajvProblems(file, validate.errors, pointerPrefix)];
  if (isObject(page)) {
    for (const problem of checkPage({ file, page, calls: sources.calls, messages: sources.messages, models: modelDefinitions })) {
      problems.push({ ...problem, pointer: pointerPrefix + problem.pointer });
    }
  }
  return problems.map((problem) => blameFlow(problem, origins, pointerPrefix));
}

function checkMessages(messages: Record<string, unknown>, problems: Problem[]): void {
  const keys = (value: unknown, prefix = ''): string[] =>
    isObject(value) ? Object.entries(value).flatMap(([key, item]) => (isObject(item) ? keys(item, `${prefix}/${key}`) : [`${prefix}/${key}`])) : [];
  const all = new Set(Object.values(messages).flatMap((catalogue) => keys(catalogue)));
  for (const [language, catalogue] of Object.entries(messages)) {
    const own = new Set(keys(catalogue));
    for (const key of all) {
      if (!own.has(key)) problems.push({ file: `renderer/i18n/catalogues/${language}.json`, pointer: key, message: 'missing message', expected: 'every key that another catalogue has' });
    }
  }
}

function checkDeployment(sources: Sources, file: string, value: unknown): Problem[] {
  const problems: Problem[] = unsafeKeys(value).map((pointer) => ({
    file,
    pointer,
    message: `forbidden key "${pointer.split('/').pop()!}"`,
    expected: 'no __proto__, constructor or prototype keys',
  }));
  const validate = createAjv().compile(deploymentSchema);
  validate(value);
  problems.push(...ajvProblems(file, validate.errors));
  if (problems.length || !isObject(value)) return problems;
  const deployment = value as unknown as Deployment;
  const id = basename(file, '.json');
  if (deployment.id !== id) problems.push({ file, pointer: '/id', message: `id "${deployment.id}" differs from the file name`, expected: `"${id}"` });
  const policy = checkPolicyOrigins(file, deployment);
  problems.push(...policy);
  problems.push(...marketContactProblems(file, deployment));
  // One line per mistake: a base the policy already refuses (a wildcard, plain http) is not judged twice.
  if (!policy.some((problem) => problem.pointer === '/gateway/base')) problems.push(...gatewayBaseProblems(file, deployment.gateway, deployment.trustedOrigins ?? []));
  const seen = new Map<string, string>();
  for (const [key, path] of Object.entries(routePaths(deployment.routes))) {
    if (seen.has(path)) problems.push({ file, pointer: `/routes/${key}`, message: `path "${path}" is already the path of ${seen.get(path)!}`, expected: 'a path no other route uses' });
    seen.set(path, key);
  }
  for (const [key, patch] of Object.entries(deployment.pages ?? {})) {
    const page = sources.pages.get(key);
    if (!isRouteKey(key) || !page) {
      problems.push({ file, pointer: `/pages/${key}`, message: `no page schema renders route "${key}"`, expected: `one of: ${[...sources.pages.keys()].join(', ')}` });
      continue;
    }
    problems.push(...checkPageDocument(sources, file, mergePatch(page.value, patch), `/pages/${key}`));
  }
  return problems;
}

/** The shared flows; their actions are checked in each page that uses them. */
function loadFlows(root: string, problems: Problem[]): Map<string, Flow> {
  const flows = new Map<string, Flow>();
  for (const file of jsonFiles(root, FLOWS_DIR)) {
    const value = readJson(root, file, problems);
    if (value === undefined) continue;
    if (!isObject(value) || !Array.isArray(value.actions) || typeof value.description !== 'string') {
      problems.push({ file, pointer: '', message: 'is not a flow', expected: 'an object with "description" (text) and "actions" (a list of actions), per flow.schema.json' });
      continue;
    }
    if (typeof value.$schema !== 'string') problems.push({ file, pointer: '/$schema', message: 'missing "$schema"', expected: '"../flow.schema.json" so editors complete and check the file' });
    flows.set(basename(file, '.json'), { file, actions: value.actions });
  }
  return flows;
}

export interface LoadOptions {
  root?: string;
  /** Extra page or deployment files to check (fixtures), relative to the root. */
  files?: string[];
}

export function loadSources({ root = ROOT, files }: LoadOptions = {}): Sources {
  const problems: Problem[] = [];
  const catalogue = readJson(root, CATALOGUE_FILE, problems);
  const validateCatalogue = createAjv().compile(catalogueSchema);
  if (catalogue !== undefined && !validateCatalogue(catalogue)) problems.push(...ajvProblems(CATALOGUE_FILE, validateCatalogue.errors));
  const calls = (isObject(catalogue) && isObject(catalogue.calls) ? catalogue.calls : {}) as Record<string, CallDef>;
  for (const [id, call] of Object.entries(calls)) {
    try {
      if (call.reply) createAjv().compile(call.reply);
    } catch (error) {
      problems.push({ file: CATALOGUE_FILE, pointer: `/calls/${id}/reply`, message: `is not a valid JSON Schema (${(error as Error).message})`, expected: 'a JSON Schema 2020-12 object' });
    }
  }

  const messages: Record<string, unknown> = {};
  for (const language of LANGUAGES) messages[language] = readJson(root, `renderer/i18n/catalogues/${language}.json`, problems);
  checkMessages(messages, problems);

  const sources: Sources = { root, calls, messages, deployments: new Map(), pages: new Map(), flows: loadFlows(root, problems), problems };
  const pageFiles = jsonFiles(root, PAGES_DIR);
  const deploymentFiles = jsonFiles(root, DEPLOYMENTS_DIR);
  // Named files outside the project's folders (fixtures) are checked but never become part of it.
  const extras = (files ?? []).map((file) => relative(root, resolve(root, file))).filter((file) => !pageFiles.includes(file) && !deploymentFiles.includes(file));
  const isDeploymentFile = (file: string) => String((readJson(root, file, []) as Json | undefined)?.$schema ?? '').includes('deployment.schema.json');

  for (const file of extras) (isDeploymentFile(file) ? deploymentFiles : pageFiles).push(file);
  for (const file of pageFiles) {
    const page = readJson(root, file, problems);
    if (page === undefined) continue;
    const pageProblems = checkPageDocument(sources, file, page);
    if (isObject(page) && typeof page.$schema !== 'string') pageProblems.push({ file, pointer: '/$schema', message: 'missing "$schema"', expected: '"../page.schema.json" so editors complete and check the file' });
    problems.push(...pageProblems);
    if (isObject(page) && typeof page.route === 'string' && !extras.includes(file)) {
      const other = sources.pages.get(page.route);
      if (other) problems.push({ file, pointer: '/route', message: `route "${page.route}" is already rendered by ${other.file}`, expected: 'one page per route key' });
      else sources.pages.set(page.route, { file, value: page });
    }
  }
  for (const file of deploymentFiles) {
    const value = readJson(root, file, problems);
    if (value === undefined) continue;
    const deploymentProblems = checkDeployment(sources, file, value);
    problems.push(...deploymentProblems);
    if (deploymentProblems.length === 0 && !extras.includes(file)) sources.deployments.set((value as Deployment).id, { file, value: value as Deployment });
  }
  const generated = {
    ...Object.fromEntries(Object.entries(generatedSchemas(calls)).map(([file, schema]) => [file, `${JSON.stringify(schema, null, 2)}\n`])),
    ...registrySources(root),
  };
  const readme = existsSync(join(root, README)) ? readFileSync(join(root, README), 'utf8') : '';
  if (withGrammarDoc(readme) !== readme) problems.push({ file: README, pointer: '', message: 'its grammar list is out of date with the scope, the operators or the action kinds', expected: 'the output of `npm run schemas`' });
  for (const [file, text] of Object.entries(generated)) {
    const onDisk = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
    if (onDisk !== text) problems.push({ file, pointer: '', message: 'is out of date with its source', expected: 'the output of `npm run schemas`' });
  }
  return sources;
}

/** A page as one deployment ships it: its own patch merged in. */
export function pageForDeployment(sources: Sources, deploymentId: string, routeKey: string): Json {
  const page = sources.pages.get(routeKey);
  if (!page) throw new Error(`no page renders route "${routeKey}"`);
  const patch = sources.deployments.get(deploymentId)?.value.pages?.[routeKey];
  return expandFlows(patch ? mergePatch(page.value, patch) : page.value, sources.flows, page.file).page as Json;
}
