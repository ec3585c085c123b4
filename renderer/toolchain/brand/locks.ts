/**
 * Locked nodes (renderer/contract/page/compliance.ts): what the law requires a screen to show stays
 * as the shared page has it. Three checks, each reporting the rule and why:
 *   - a shared page keeps a node locked by each rule that lists it, with an id on it and on every
 *     node around it (a patch names nodes by id; the lock follows its list by them), in the order the
 *     rules ask;
 *   - a brand's patch (or an experiment's variant) leaves every locked node where and as it was:
 *     present, shown when the page shows it, in its list, before what it must precede, with the props
 *     its rule names; each operation that breaks one is reported at its own pointer;
 *   - a market's messages leave the rules' message keys as the catalogues have them.
 * A rule binds a brand only where it serves one of the rule's markets.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  COMPLIANCE_RULES,
  isRuleName,
  ruleKeepsMessage,
  ruleText,
  type ComplianceRule,
  type RuleName,
} from '../../contract/page/compliance.ts';
import { NODE_REGIONS } from '../../contract/page/pageShape.ts';
import { isObject, type Json } from '../../contract/json.ts';
import type { Problem } from '../problems/problems.ts';
import { applyPagePatch } from './pagePatch.ts';

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A locked node where a page has it. */
interface LockedPlace {
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
function lockedNodes(page: unknown): LockedPlace[] {
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

const ruleOf = (name: RuleName): ComplianceRule => COMPLIANCE_RULES[name];
const named = (place: LockedPlace) => `${ruleOf(place.rule).what} (node "${place.id ?? '?'}", locked "${place.rule}")`;

/** Whether a rule binds a brand serving these markets (a shared page is bound by every rule). */
const binds = (rule: RuleName, markets: readonly string[] | undefined) =>
  markets === undefined || Object.keys(ruleOf(rule).sources).some((market) => markets.includes(market));

/** The node with the props its rule does not name left out: what a brand may not change of it. */
function kept(place: LockedPlace): Json {
  const names = (ruleOf(place.rule).props as Record<string, readonly string[]>)[String(place.node.type)] ?? [];
  const props = isObject(place.node.props) ? place.node.props : {};
  return { ...place.node, props: Object.fromEntries(Object.entries(props).filter(([name]) => names.includes(name))) };
}

/**
 * What the patched page did to one locked node (`%` stands for the node), or undefined when it is as the page has it.
 */
function breach(before: LockedPlace, after: LockedPlace | undefined): string | undefined {
  if (!after) return 'removes %';
  if (after.container !== before.container) return 'moves % out of its list';
  if (!isDeepStrictEqual(after.node.when, before.node.when)) return 'hides %';
  const hiddenBy = after.around.find((outer, i) => !isDeepStrictEqual(outer.when, before.around[i]?.when));
  if (hiddenBy) return `hides % (a condition on "${String(hiddenBy.id)}" around it)`;
  const a = kept(after);
  const b = kept(before);
  const prop = Object.keys({ ...(a.props as Json), ...(b.props as Json) }).find(
    (name) => !isDeepStrictEqual((a.props as Json)[name], (b.props as Json)[name]),
  );
  if (prop) return `changes the prop "${prop}" of %`;
  if (!isDeepStrictEqual(a, b)) return 'changes %';
  return undefined;
}

/**
 * Every breach of the locks of `base` in `page`, by a key that names it (so a breach is blamed once, on the operation
 * that made it).
 */
function breaches(
  base: readonly LockedPlace[],
  page: unknown,
  markets: readonly string[] | undefined,
): Map<string, string> {
  const now = new Map(
    lockedNodes(page).flatMap((place) => (place.id === undefined ? [] : [[place.id, place] as const])),
  );
  const out = new Map<string, string>();
  for (const before of base) {
    if (before.id === undefined || !binds(before.rule, markets)) continue;
    const what = breach(before, now.get(before.id));
    if (what) out.set(`${before.id}\n${what}`, `${what.replace('%', named(before))}: ${ruleText(before.rule)}`);
    const after = now.get(before.id);
    const precedes = (ruleOf(before.rule).precedes ?? []) as readonly RuleName[];
    const overtaken = base.filter(
      (later) =>
        precedes.includes(later.rule) &&
        later.id !== undefined &&
        after !== undefined &&
        (now.get(later.id)?.order ?? Infinity) < after.order,
    );
    if (overtaken.length)
      out.set(
        `${before.id}\nafter`,
        `puts ${named(before)} after ${overtaken.map((later) => `"${later.id!}"`).join(', ')}, which it must precede: ${ruleText(before.rule)}`,
      );
  }
  return out;
}

export interface LockCheckInput {
  /**
   * The deployment file, and where in it the operations are (`/pages/loanConfirm`, `/experiments/0/variants/bigger`).
   */
  file: string;
  pointer: string;
  /** The page the operations apply to. */
  base: Json;
  /** A list of operations (anything else, which the schema refuses, breaks nothing). */
  patch: unknown;
  /** The brand's markets: a rule binds it where it serves one of the rule's. */
  markets: readonly string[];
}

/** Each operation that breaks a lock of the page, at its own pointer. */
export function patchLockProblems({ file, pointer, base, patch, markets }: LockCheckInput): Problem[] {
  const locked = lockedNodes(base);
  if (!locked.length || !Array.isArray(patch)) return [];
  const steps: [string, unknown][] = patch.map((_, i) => [`${pointer}/${i}`, patch.slice(0, i + 1)]);
  const problems: Problem[] = [];
  let said = new Map<string, string>();
  for (const [at, applied] of steps) {
    const now = breaches(locked, applyPagePatch(base, applied).page, markets);
    for (const [key, message] of now) {
      if (!said.has(key))
        problems.push({
          file,
          pointer: at,
          message,
          expected: 'no change to a locked node (what the law requires changes in the shared page, for every brand)',
        });
    }
    said = now;
  }
  return problems;
}

/**
 * A shared page's locks: every rule that lists the page has a node there; each locked node and the nodes around it have
 * ids; the rules' order holds.
 */
export function pageLockProblems(file: string, routeKey: unknown, page: unknown): Problem[] {
  const problems: Problem[] = [];
  const locked = lockedNodes(page);
  for (const place of locked) {
    const anonymous = [place.node, ...place.around].find((node) => typeof node.id !== 'string');
    if (anonymous) {
      problems.push({
        file,
        pointer: place.pointer,
        message: `a node locked "${place.rule}" ${anonymous === place.node ? 'has no id' : `is inside a ${String(anonymous.type)} node that has no id`}`,
        expected:
          'an "id" on the locked node and on every node around it: a patch names nodes by id, and the lock follows its list by them',
      });
    }
  }
  // The page against itself: only the order can be wrong.
  for (const [key, message] of breaches(locked, page, undefined)) {
    const place = locked.find((candidate) => candidate.id === key.split('\n')[0])!;
    problems.push({
      file,
      pointer: place.pointer,
      message: message.replace(/^puts /, 'shows '),
      expected: "the page's nodes in the order its rules ask",
    });
  }
  for (const rule of Object.keys(COMPLIANCE_RULES) as RuleName[]) {
    if (!(ruleOf(rule).pages as readonly unknown[]).includes(routeKey) || locked.some((place) => place.rule === rule))
      continue;
    problems.push({
      file,
      pointer: '/body',
      message: `no node is locked "${rule}": the page must show ${ruleOf(rule).what}`,
      expected: `a node with "locked": "${rule}": ${ruleText(rule)}`,
    });
  }
  return problems;
}

/** A market's messages that rewrite a message a rule keeps, where the rule binds that market. */
export function messageLockProblems(file: string, markets: unknown): Problem[] {
  const problems: Problem[] = [];
  if (!isObject(markets)) return problems;
  for (const [market, value] of Object.entries(markets)) {
    if (!isObject(value) || !isObject(value.messages)) continue;
    for (const key of Object.keys(value.messages)) {
      const rule = (Object.keys(COMPLIANCE_RULES) as RuleName[]).find(
        (name) => binds(name, [market]) && ruleKeepsMessage(name, key),
      );
      if (rule)
        problems.push({
          file,
          pointer: `/markets/${escape(market)}/messages/${escape(key)}`,
          message: `rewrites "${key}", a message of ${ruleOf(rule).what} (locked "${rule}"): ${ruleText(rule)}`,
          expected: "the catalogues' words for the messages a rule keeps",
        });
    }
  }
  return problems;
}
