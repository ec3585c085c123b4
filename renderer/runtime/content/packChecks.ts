/**
 * A content pack checked against the build it would run on (renderer/contract/content.ts ContentBuild), after its
 * signature held: the renderer's own check, whatever signed it. A pack for another brand or build, with a field that is
 * the build's, a route the build has not, or a block the route's chunks lack, is refused with its reason; so is one
 * that breaks what the law requires (./packLocks.ts).
 */
import {
  CONTENT_FIELDS,
  MARKET_CONTENT_FIELDS,
  type ContentBuild,
  type ContentPack,
  type ContentRejection,
} from '../../contract/content.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { NODE_REGIONS } from '../../contract/page/pageShape.ts';
import { lockBreach } from './packLocks.ts';

export interface Refusal {
  reason: ContentRejection;
  /** What is wrong, for the renderer's log (nothing of a borrower's: a pack is the brand's). */
  detail: string;
}

const only = (keys: string[], allowed: readonly string[]) => keys.find((key) => !allowed.includes(key));

/** Whether the payload has a pack's shape (its content fields aside: those are checked against the build). */
export function isPack(value: unknown): value is ContentPack {
  return (
    isObject(value) &&
    typeof value.brand === 'string' &&
    Number.isInteger(value.version) &&
    (value.version as number) >= 1 &&
    typeof value.build === 'string' &&
    isObject(value.deployment) &&
    isObject(value.markets) &&
    isObject(value.routes) &&
    Object.values(value.routes).every((route) => isObject(route) && isObject(route.page))
  );
}

/** Every block type a compiled page renders (its regions, children and dialogs). */
function blockTypes(page: unknown, into = new Set<string>()): Set<string> {
  const visit = (node: unknown) => {
    if (!isObject(node)) return;
    if (typeof node.type === 'string') into.add(node.type);
    if (Array.isArray(node.children)) node.children.forEach(visit);
  };
  if (!isObject(page)) return into;
  for (const region of NODE_REGIONS) if (Array.isArray(page[region])) (page[region] as unknown[]).forEach(visit);
  if (isObject(page.dialogs)) Object.values(page.dialogs).forEach(visit);
  return into;
}

/** A field, market or route of the pack the build does not let it change, as a sentence. */
function buildsOwn(pack: ContentPack, build: ContentBuild): string | undefined {
  const field = only(Object.keys(pack.deployment), CONTENT_FIELDS);
  if (field) return `"${field}" is the build's`;
  for (const [market, content] of Object.entries(pack.markets)) {
    if (!build.markets[market]) return `the build serves no market "${market}"`;
    const own = only(Object.keys(isObject(content) ? content : {}), MARKET_CONTENT_FIELDS);
    if (own) return `"markets/${market}/${own}" is the build's`;
  }
  for (const [routeKey, route] of Object.entries(pack.routes)) {
    const served = build.routes[routeKey];
    if (!served) return `the build has no route "${routeKey}"`;
    const pages = [route.page, ...(route.experiment?.variants ?? []).map((variant) => variant.page)];
    const types = new Set<string>();
    for (const page of pages) blockTypes(page as Json | undefined, types);
    const missing = [...types].find((type) => !served.blocks.includes(type));
    if (missing) return `route "${routeKey}" renders a block its chunks lack ("${missing}")`;
  }
  return undefined;
}

/** Why the renderer may not serve this verified pack, or undefined when it may. */
export async function packRefusal(pack: unknown, build: ContentBuild): Promise<Refusal | undefined> {
  if (!isPack(pack)) return { reason: 'shape', detail: "not a content pack's shape" };
  if (pack.brand !== build.brand) return { reason: 'brand', detail: `a pack of "${pack.brand}"` };
  if (pack.build !== build.build) return { reason: 'build', detail: `a pack for build ${pack.build.slice(0, 12)}` };
  const own = buildsOwn(pack, build);
  if (own) return { reason: 'needs-rebuild', detail: own };
  const breach = await lockBreach(pack, build);
  return breach ? { reason: 'locks', detail: breach } : undefined;
}
