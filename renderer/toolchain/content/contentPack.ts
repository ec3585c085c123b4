/**
 * A content pack made from the brand file an operator edits (issue 43), checked as the build checks it and then against
 * the build it will run on (what that build wrote: ./contentBuild.ts): every problem in one run, at the brand file's
 * line and column. What only a rebuild can serve is refused with "needs a rebuild": a build field changed (the gateway,
 * an origin, a feature, a key), a block, call, model or message group a screen's chunks lack, other data asked for
 * before a page's code. Last, the renderer's own check (renderer/runtime/content/packChecks.ts) runs on the pack as the
 * renderer will, so a pack publish accepts is one the renderer serves.
 */
import {
  CONTENT_FIELDS,
  MARKET_CONTENT_FIELDS,
  type ContentBuild,
  type ContentPack,
  type RouteBuild,
  type RouteContent,
} from '../../contract/content.ts';
import { isObject, type Json } from '../../contract/json.ts';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { packRefusal } from '../../runtime/content/packChecks.ts';
import { sortedJson } from '../../runtime/content/envelope.ts';
import { problemsOfBrand } from '../brand/buildPlan.ts';
import { escape } from '../../contract/page/lockedPlaces.ts';
import { locateProblems, type Problem } from '../problems/problems.ts';
import type { Project } from '../project/project.ts';
import { builtPage, publicDeployment, screensOf } from '../vite/virtualModules.ts';
import { buildFields, contentBuild } from './contentBuild.ts';

/** A pack as made, before its version, time and message are given to it. */
export type PackContent = Pick<ContentPack, 'brand' | 'build' | 'deployment' | 'markets' | 'routes'>;

export interface PackDraft {
  content?: PackContent;
  problems: Problem[];
}

const REBUILD = 'the value the build has (a change here needs a rebuild: npm run build, then deploy)';

/** Where in the brand file a screen's pages come from: its patch, else its experiment, else the shared page. */
function routeSource(project: Project, brand: string, file: string, page: string): Pick<Problem, 'file' | 'pointer'> {
  const deployment = project.deployments.get(brand)!.value;
  if (deployment.pages?.[page]) return { file, pointer: `/pages/${escape(page)}` };
  const experiment = (deployment.experiments ?? []).findIndex((one) => one.route === page);
  if (experiment >= 0) return { file, pointer: `/experiments/${experiment}` };
  return { file: project.pages.get(page)?.file ?? file, pointer: '' };
}

/** A build field the brand file changes, each at its pointer. */
function fieldProblems(
  file: string,
  edited: Pick<ContentBuild, 'fields' | 'markets' | 'keys'>,
  served: ContentBuild,
): Problem[] {
  const problems: Problem[] = [];
  const compare = (was: Json, now: Json, at: string) => {
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)]))
      if (sortedJson(was[key]) !== sortedJson(now[key]))
        problems.push({
          file,
          pointer: `${at}/${escape(key)}`,
          message: `changes "${key}", which is the build's, not content`,
          expected: REBUILD,
        });
  };
  compare(served.fields, edited.fields, '');
  if (sortedJson(served.keys) !== sortedJson(edited.keys))
    problems.push({ file, pointer: '/contentKeys', message: 'lists other content keys', expected: REBUILD });
  for (const market of new Set([...Object.keys(served.markets), ...Object.keys(edited.markets)]))
    compare(served.markets[market] ?? {}, edited.markets[market] ?? {}, `/markets/${escape(market)}`);
  return problems;
}

/** What a screen of the edited brand needs that the build's chunks of it lack. */
function routeProblems(at: Pick<Problem, 'file' | 'pointer'>, key: string, edited: RouteBuild, served?: RouteBuild) {
  if (!served) return [{ ...at, message: `adds the screen "${key}"`, expected: REBUILD }];
  const problems: Problem[] = [];
  for (const [kind, noun] of [
    ['blocks', 'block'],
    ['calls', 'call'],
    ['models', 'model'],
    ['messageGroups', 'message group'],
  ] as const) {
    const missing = edited[kind].filter((name) => !served[kind].includes(name));
    if (missing.length)
      problems.push({
        ...at,
        message: `screen "${key}" uses the ${noun}${missing.length > 1 ? 's' : ''} ${missing.map((name) => `"${name}"`).join(', ')}, which its build does not hold`,
        expected: `only the ${noun}s the build of "${key}" holds (${served[kind].join(', ') || 'none'}), or a rebuild`,
      });
  }
  if (edited.early !== served.early)
    problems.push({
      ...at,
      message: `screen "${key}" asks for other data before its code than its build does`,
      expected: `the data sources the build's entry asks for early (a change of them needs a rebuild)`,
    });
  return problems;
}

/** The content fields of a brand and of each of its markets, as the browser gets them. */
export function brandContent(deployment: Deployment): Pick<ContentPack, 'deployment' | 'markets'> {
  const open = publicDeployment(deployment) as unknown as Json;
  const pick = (value: Json, keys: readonly string[]) =>
    Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key)));
  const markets = isObject(open.markets) ? open.markets : {};
  return {
    deployment: pick(open, CONTENT_FIELDS),
    markets: Object.fromEntries(
      Object.entries(markets).map(([key, market]) => [key, pick(market as Json, MARKET_CONTENT_FIELDS)]),
    ),
  };
}

/** The pack of the brand file as it is now, for the build `served`, or every problem that stops it. */
export async function draftPack(project: Project, brand: string, served: ContentBuild): Promise<PackDraft> {
  const file = project.deployments.get(brand)?.file ?? `deployments/${brand}.json`;
  // A brand file with problems is not among the project's deployments: its text as read still says its build fields.
  const deployment = (project.deployments.get(brand)?.value ?? project.texts.get(file)?.value) as
    Deployment | undefined;
  const own = problemsOfBrand(project.problems, brand);
  if (!isObject(deployment)) return { problems: own };
  // What needs a rebuild is said beside validate's problems (every problem in one run); the screens only once the
  // brand file is valid (a broken patch compiles to nothing worth comparing).
  const fields = fieldProblems(file, { ...buildFields(deployment), keys: deployment.contentKeys ?? [] }, served);
  if (own.length) return { problems: locateProblems([...own, ...fields], (at) => project.texts.get(at)) };
  const edited = await contentBuild(project, brand);
  const problems = fieldProblems(file, edited, served);
  const routes: Record<string, RouteContent> = {};
  for (const [key, page] of screensOf(project, brand)) {
    const found = routeProblems(routeSource(project, brand, file, page), key, edited.routes[key]!, served.routes[key]);
    problems.push(...found);
    if (found.length || edited.routes[key]!.pages === served.routes[key]?.pages) continue;
    const built = builtPage(project, brand, page);
    routes[key] = { page: built.page, ...(built.experiment ? { experiment: built.experiment } : {}) };
  }
  if (problems.length) return { problems: locateProblems(problems, (at) => project.texts.get(at)) };
  const content: PackContent = {
    brand,
    build: served.build,
    ...brandContent(project.deployments.get(brand)!.value),
    routes,
  };
  // The renderer's own check, as it will run it on the published pack.
  const refusal = await packRefusal({ ...content, version: 1, publishedAt: '', message: '' }, served);
  if (refusal)
    return {
      problems: locateProblems(
        [{ file, pointer: '', message: `the renderer would refuse it: ${refusal.detail}`, expected: refusal.reason }],
        (at) => project.texts.get(at),
      ),
    };
  return { content, problems: [] };
}
