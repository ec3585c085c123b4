/**
 * What the law requires, checked again when a content pack loads, whatever its signature (issue 43): each node the
 * build locked on a route (renderer/contract/content.ts RouteBuild.locks) is on every page the pack ships for that
 * route (the page and each experiment's variant) exactly as the build has it: present, in its list, shown when it was,
 * with the props its rule names, before what it must precede; and no market's messages rewrite a message a rule keeps.
 * The same fingerprint is taken at build time (renderer/toolchain/content/contentBuild.ts), so the two can only agree.
 */
import type { ContentBuild, ContentPack, RouteBuild } from '../../contract/content.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { COMPLIANCE_RULES, ruleKeepsMessage, type RuleName } from '../../contract/page/compliance.ts';
import { binds, kept, lockedNodes, ruleOf, shell, type LockedPlace } from '../../contract/page/lockedPlaces.ts';
import { sha256, sortedJson } from './envelope.ts';

/** A locked node's fingerprint: what a brand may not change of it, and where it is. */
export function lockPrint(place: LockedPlace): Promise<string> {
  return sha256(
    sortedJson({
      rule: place.rule,
      container: place.container,
      when: place.node.when,
      around: place.around.map(shell),
      kept: kept(place),
    }),
  );
}

/** The places of the nodes `locks` names on a compiled page (which keeps no `locked` of its own), in page order. */
export function placesOf(page: unknown, locks: readonly { id: string; rule: RuleName }[]): LockedPlace[] {
  const rules = new Map(locks.map((lock) => [lock.id, lock.rule]));
  return lockedNodes(page, (node) => (typeof node.id === 'string' ? rules.get(node.id) : undefined));
}

/** Why one compiled page breaks the route's locks, or undefined when it keeps them. */
async function pageBreach(page: unknown, locks: RouteBuild['locks']): Promise<string | undefined> {
  const places = new Map(placesOf(page, locks).map((place) => [place.id, place]));
  for (const lock of locks) {
    const place = places.get(lock.id);
    if (!place) return `removes ${ruleOf(lock.rule).what} (node "${lock.id}")`;
    if ((await lockPrint(place)) !== lock.print) return `changes ${ruleOf(lock.rule).what} (node "${lock.id}")`;
  }
  for (const lock of locks) {
    const precedes = (ruleOf(lock.rule).precedes ?? []) as readonly string[];
    const overtaken = locks.find(
      (other) => precedes.includes(other.rule) && places.get(other.id)!.order < places.get(lock.id)!.order,
    );
    if (overtaken) return `moves ${ruleOf(lock.rule).what} (node "${lock.id}") after "${overtaken.id}"`;
  }
  return undefined;
}

/** Every page a pack ships for a route: its page and each variant's own. */
function pagesOf(route: ContentPack['routes'][string]): unknown[] {
  return [route.page, ...(route.experiment?.variants ?? []).flatMap((variant) => (variant.page ? [variant.page] : []))];
}

/** A market message the pack rewrites that a rule binding that market keeps, as "market: key". */
function keptMessage(pack: ContentPack): string | undefined {
  for (const [market, content] of Object.entries(pack.markets)) {
    const messages = isObject(content?.messages) ? (content.messages as Json) : {};
    for (const key of Object.keys(messages))
      if (
        (Object.keys(COMPLIANCE_RULES) as RuleName[]).some(
          (rule) => binds(rule, [market]) && ruleKeepsMessage(rule, key),
        )
      )
        return `${market}: ${key}`;
  }
  return undefined;
}

/** Why the pack breaks what the law requires of this build's pages, or undefined when it keeps every lock. */
export async function lockBreach(pack: ContentPack, build: ContentBuild): Promise<string | undefined> {
  for (const [routeKey, route] of Object.entries(pack.routes)) {
    const locks = build.routes[routeKey]?.locks ?? [];
    if (!locks.length) continue;
    for (const page of pagesOf(route)) {
      const breach = await pageBreach(page, locks);
      if (breach) return `${routeKey}: ${breach}`;
    }
  }
  const message = keptMessage(pack);
  return message ? `rewrites a message a rule keeps (${message})` : undefined;
}
