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

/** Every locked node of a page, in the order the page shows them. */
export function lockedNodes(page: unknown): LockedPlace[] {
  const found: LockedPlace[] = [];
  if (!isObject(page)) return found;
  let order = 0;
  const visit = (node: unknown, pointer: string, region: string, around: Json[]) => {
    if (!isObject(node)) return;
    order += 1;
    if (isRuleName(node.locked)) {
      found.push({
        id: typeof node.id === 'string' ? node.id : undefined,
        rule: node.locked,
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
