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
import { COMPLIANCE_RULES, ruleKeepsMessage, ruleText, type RuleName } from '../../contract/page/compliance.ts';
import { isObject, type Json } from '../../contract/json.ts';
import {
  binds,
  escape,
  kept,
  lockedNodes,
  named,
  ruleOf,
  shell,
  type LockedPlace,
} from '../../contract/page/lockedPlaces.ts';
import type { Problem } from '../problems/problems.ts';
import { applyPagePatch } from './pagePatch.ts';
import { actBreaches, type ActCheckInput } from './bindingLocks.ts';

/**
 * What the patched page did to one locked node (`%` stands for the node), or undefined when it is as the page has it.
 */
function breach(before: LockedPlace, after: LockedPlace | undefined): string | undefined {
  if (!after) return 'removes %';
  if (after.container !== before.container) return 'moves % out of its list';
  if (!isDeepStrictEqual(after.node.when, before.node.when)) return 'hides %';
  const hiddenBy = after.around.find((outer, i) => !isDeepStrictEqual(outer.when, before.around[i]?.when));
  if (hiddenBy) return `hides % (a condition on "${String(hiddenBy.id)}" around it)`;
  // The nodes around it compare whole but for their children (the list the lock follows): a type or a `repeat` changed
  // there shows the locked node otherwise, or not at all, as surely as a condition.
  for (const [i, outer] of after.around.entries()) {
    const was = shell(before.around[i]);
    const now = shell(outer);
    const field = Object.keys({ ...was, ...now }).find((name) => !isDeepStrictEqual(was[name], now[name]));
    if (field) return `changes "${field}" of "${String(outer.id)}" around %`;
  }
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
  /** The call catalogue: which calls bind the borrower (./bindingLocks.ts). */
  calls: ActCheckInput['calls'];
}

const NODE_EXPECTED = 'no change to a locked node (what the law requires changes in the shared page, for every brand)';

/**
 * Each operation that breaks a lock of the page, at its own pointer: a change to a locked node, or to the act it guards
 * (./bindingLocks.ts).
 */
export function patchLockProblems({ file, pointer, base, patch, markets, calls }: LockCheckInput): Problem[] {
  const locked = lockedNodes(base);
  if (!locked.length || !Array.isArray(patch)) return [];
  const breachesOf = (page: Json) =>
    new Map<string, { message: string; expected: string }>([
      ...[...breaches(locked, page, markets)].map(
        ([key, message]) => [key, { message, expected: NODE_EXPECTED }] as const,
      ),
      ...actBreaches({ base, page, markets, calls }),
    ]);
  const problems: Problem[] = [];
  // What the page has before the patch is not the patch's (a variant's base may carry the brand patch's breach).
  let said = breachesOf(base);
  patch.forEach((_, i) => {
    const now = breachesOf(applyPagePatch(base, patch.slice(0, i + 1)).page);
    for (const [key, { message, expected }] of now)
      if (!said.has(key)) problems.push({ file, pointer: `${pointer}/${i}`, message, expected });
    said = now;
  });
  return problems;
}

/**
 * A shared page's locks: every rule that lists the page has a node there; each locked node and the nodes around it have
 * ids; the rules' order holds.
 */
export function pageLockProblems(
  file: string,
  routeKey: unknown,
  page: unknown,
  calls: ActCheckInput['calls'],
): Problem[] {
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
  // The page against itself: what binds the borrower goes through its locked nodes.
  if (isObject(page))
    for (const { pointer, message, expected } of actBreaches({ base: page, page, markets: undefined, calls }).values())
      problems.push({ file, pointer, message, expected });
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
