/**
 * What a brand's build can serve of a content pack (renderer/contract/content.ts ContentBuild): the build writes it
 * beside its files (dist/<brand>/content-build.json) and into its server entry (virtual:content-build), and publishing
 * makes the same of the edited brand file to compare (./contentPack.ts): for each screen, the blocks, calls, models and
 * message groups its chunks hold, a digest of its early data and of its compiled pages, and the fingerprints of the
 * nodes the law locks there; the brand's build fields; its content keys.
 */
import { CONTENT_FIELDS, MARKET_CONTENT_FIELDS, type ContentBuild, type RouteBuild } from '../../contract/content.ts';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { binds, lockedNodes } from '../../contract/page/lockedPlaces.ts';
import { lockPrint, placesOf } from '../../runtime/content/packLocks.ts';
import { sha256, sortedJson } from '../../runtime/content/envelope.ts';
import { earlyFetchPlan } from '../compile/earlyPlan.ts';
import { pageForDeployment, type Project } from '../project/project.ts';
import { builtPage, publicDeployment, screensOf } from '../vite/virtualModules.ts';

/** Where the build writes it beside the browser's files (dist/<brand>/), and the server entry's module of it. */
export const CONTENT_BUILD_FILE = 'content-build.json';
export const CONTENT_BUILD_MODULE = 'virtual:content-build';

const digest = (value: unknown) => sha256(sortedJson(value ?? null));

/** The fields of an object but the listed ones. */
const without = (value: Json, keys: readonly string[]): Json =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

/** The locked nodes of a route's page that bind this brand's markets, with their fingerprints on the compiled page. */
async function routeLocks(source: Json, compiled: unknown, markets: readonly string[]): Promise<RouteBuild['locks']> {
  const locks = lockedNodes(source).flatMap((place) =>
    place.id !== undefined && binds(place.rule, markets) ? [{ id: place.id, rule: place.rule }] : [],
  );
  const places = placesOf(compiled, locks);
  return Promise.all(places.map(async (place) => ({ id: place.id!, rule: place.rule, print: await lockPrint(place) })));
}

/** One screen as this brand's build serves it. */
async function routeBuild(project: Project, brand: string, key: string, page: string, markets: string[]) {
  const built = builtPage(project, brand, page);
  const source = pageForDeployment(project, brand, page);
  return {
    blocks: built.use.blocks,
    calls: built.use.calls,
    models: built.use.models,
    messageGroups: built.use.messageGroups,
    early: await digest(earlyFetchPlan(source, project.calls)),
    pages: await digest({ page: built.page, experiment: built.experiment }),
    locks: await routeLocks(source, built.page, markets),
    key,
  };
}

/** The build fields of a brand and of each of its markets (what a pack may not change). */
export function buildFields(deployment: Deployment): Pick<ContentBuild, 'fields' | 'markets'> {
  const open = publicDeployment(deployment) as unknown as Json;
  const markets = isObject(open.markets) ? open.markets : {};
  return {
    fields: without(open, [...CONTENT_FIELDS, 'markets']),
    markets: Object.fromEntries(
      Object.entries(markets).map(([key, market]) => [key, without(market as Json, MARKET_CONTENT_FIELDS)]),
    ),
  };
}

/** What the brand's build can serve, from the project as it is now. */
export async function contentBuild(project: Project, brand: string): Promise<ContentBuild> {
  const deployment = project.deployments.get(brand)?.value;
  if (!deployment) throw new Error(`no deployment "${brand}"`);
  const markets = Object.keys(deployment.markets ?? {});
  const routes: Record<string, RouteBuild> = {};
  for (const [key, page] of screensOf(project, brand)) {
    const { key: _key, ...route } = await routeBuild(project, brand, key, page, markets);
    routes[key] = route;
  }
  const rest = { brand, keys: deployment.contentKeys ?? [], ...buildFields(deployment), routes };
  return { ...rest, build: await digest(rest) };
}
