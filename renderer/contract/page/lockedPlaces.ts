/**
 * Where the locked nodes of a page are (renderer/contract/page/compliance.ts), and how a breach names one: read by the
 * checks of the nodes (renderer/toolchain/brand/locks.ts) and of the act they guard (bindingLocks.ts there), and by the
 * renderer's check of a content pack (renderer/runtime/content/packLocks.ts).
 */
import { COMPLIANCE_RULES, isRuleName, type ComplianceRule, type RuleName } from './compliance.ts';
import { NODE_REGIONS } from './pageShape.ts';
import { isObject, type Json } from '../json.ts';

export const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A locked node where a page has it. */
export interface LockedPlace {
  id: string | undefined;
  rule: RuleName;
  node: Json;
  pointer: string;
  /** The region (or dialog) and the ids of the nodes around it, outermost first: its list, by name. */
  container: string;
  /** The nodes around it, outermost first. */
  around: Json[];
  /** Its place in the order the page shows its nodes. */
  order: number;
}

/** A node's own lock, as an authored page writes it. */
const ownLock = (node: Json): RuleName | undefined => (isRuleName(node.locked) ? node.locked : undefined);

/**
 * Every locked node of a page, in the order the page shows them. A compiled page has no `locked` left (the browser
 * never needs it): the renderer's check of a content pack says which ids the build locked (`ruleAt`).
 */
export function lockedNodes(page: unknown, ruleAt: (node: Json) => RuleName | undefined = ownLock): LockedPlace[] {
  const found: LockedPlace[] = [];
  if (!isObject(page)) return found;
  let order = 0;
  const visit = (node: unknown, pointer: string, region: string, around: Json[]) => {
    if (!isObject(node)) return;
    order += 1;
    const rule = ruleAt(node);
    if (rule) {
      found.push({
        id: typeof node.id === 'string' ? node.id : undefined,
        rule,
        node,
        pointer,
        container: [
          region,
          ...around.map((outer) => (typeof outer.id === 'string' ? outer.id : `(${String(outer.type)})`)),
        ].join('/'),
        around,
        order,
      });
    }
    if (Array.isArray(node.children))
      node.children.forEach((child, i) => visit(child, `${pointer}/children/${i}`, region, [...around, node]));
  };
  for (const region of NODE_REGIONS)
    if (Array.isArray(page[region]))
      (page[region] as unknown[]).forEach((node, i) => visit(node, `/${region}/${i}`, region, []));
  if (isObject(page.dialogs))
    for (const [id, node] of Object.entries(page.dialogs)) visit(node, `/dialogs/${escape(id)}`, `dialogs/${id}`, []);
  return found;
}

export const ruleOf = (name: RuleName): ComplianceRule => COMPLIANCE_RULES[name];
export const named = (place: LockedPlace) =>
  `${ruleOf(place.rule).what} (node "${place.id ?? '?'}", locked "${place.rule}")`;

/** Whether a rule binds a brand serving these markets (a shared page is bound by every rule). */
export const binds = (rule: RuleName, markets: readonly string[] | undefined) =>
  markets === undefined || Object.keys(ruleOf(rule).sources).some((market) => markets.includes(market));

/** The node with the props its rule does not name left out: what a brand may not change of it. */
export function kept(place: LockedPlace): Json {
  const names = (ruleOf(place.rule).props as Record<string, readonly string[]>)[String(place.node.type)] ?? [];
  const props = isObject(place.node.props) ? place.node.props : {};
  return { ...place.node, props: Object.fromEntries(Object.entries(props).filter(([name]) => names.includes(name))) };
}

/** A node but its children and comment. */
export function shell(node: Json | undefined): Json {
  const { children: _children, $comment: _comment, ...rest } = node ?? {};
  return rest;
}
