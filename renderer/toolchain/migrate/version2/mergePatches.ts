/**
 * A brand's older page patch (one JSON merge patch, whose lists replace the page's whole lists),
 * rewritten as operations on the page's nodes by id, so the brand keeps only what it changes. Node
 * lists are compared with the page's: a node kept is found by its id (or as an exact copy), a change
 * of its props or `when` becomes setProps / setWhen, a node left out a remove, a new one an insert,
 * an order changed moves. What cannot be said by id (a list whose nodes have no ids) stays a "merge"
 * operation, and the result is checked to give exactly the page the old patch gave, else the whole
 * patch becomes one "merge" operation (which gives that page too).
 */
import { isDeepStrictEqual } from 'node:util';
import { withMessagesAsT } from '../../compile/messageAlone.ts';
import { mergePatch, unsafeKeys } from '../../brand/mergePatch.ts';
import type { PatchOp } from '../../../contract/deployment/patchOps.ts';
import { applyPagePatch } from '../../brand/pagePatch.ts';
import { isObject, type Json } from '../../../contract/json.ts';
import type { Change, Rewrite } from '../step.ts';

const REGIONS = ['header', 'body', 'footer'] as const;
/** The node fields operations can change; a change of any other field replaces the node. */
const OWN_FIELDS = new Set(['props', 'when', 'children']);

export interface Migration {
  /** The operations, or the patch as it was when it is already operations or could not be turned into them. */
  patch: unknown;
  migrated: boolean;
  /** What a person may do to migrate further (give a node an id). */
  notes: string[];
}

class NeedsId extends Error {}

/** A node tree without its ids: a copy made before the page named its nodes still matches. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (!isObject(value)) return value;
  const { id: _id, ...rest } = value;
  return Object.fromEntries(
    Object.entries(rest).map(([key, item]) => [key, key === 'props' ? item : withoutIds(item)]),
  );
}
const same = (a: unknown, b: unknown) => isDeepStrictEqual(withoutIds(a), withoutIds(b));
/** The node's fields no operation changes but a move or a replacement (its type, events, repeat…). */
const fixedPart = (node: Json) =>
  Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'id' && !OWN_FIELDS.has(key)));

/** The RFC 7386 patch that turns `from` into `to` (objects only; null removes). */
function diffObject(from: Json, to: Json): Json {
  const out: Json = {};
  for (const key of Object.keys(from)) if (!(key in to)) out[key] = null;
  for (const [key, value] of Object.entries(to)) {
    if (isDeepStrictEqual(from[key], value)) continue;
    out[key] = isObject(from[key]) && isObject(value) ? diffObject(from[key], value) : value;
  }
  return out;
}

/**
 * The operations that turn the base list into the target list, appended to `ops`. Throws NeedsId
 * (with the pointer of a node to name) when a node would have to be addressed and has no id.
 */
function diffList(base: Json[], target: Json[], pointer: string, ops: PatchOp[]): void {
  const used = new Set<number>();
  // The base node each target node comes from: the same id, else an exact copy, else a node whose
  // own fields (type, events…) are the same and only props, when or children differ.
  const source = target.map((node) => {
    const index =
      typeof node.id === 'string' ? base.findIndex((candidate, i) => !used.has(i) && candidate.id === node.id) : -1;
    if (index >= 0) used.add(index);
    return index;
  });
  const match = (test: (candidate: Json, node: Json) => boolean) =>
    target.forEach((node, t) => {
      if (source[t]! >= 0) return;
      const index = base.findIndex((candidate, i) => !used.has(i) && test(candidate, node));
      if (index >= 0) {
        source[t] = index;
        used.add(index);
      }
    });
  match(same);
  match((candidate, node) => isDeepStrictEqual(fixedPart(candidate), fixedPart(node)));
  const idOf = (index: number): string => {
    const id = base[index]?.id;
    if (typeof id !== 'string') throw new NeedsId(`${pointer}/${index}`);
    return id;
  };
  base.forEach((_node, i) => {
    if (!used.has(i)) ops.push({ op: 'remove', id: idOf(i) });
  });
  // Changes inside each node kept.
  target.forEach((node, t) => {
    const s = source[t]!;
    if (s < 0) return;
    const from = base[s]!;
    if (same(from, node)) return;
    const fields = new Set(
      [...Object.keys(from), ...Object.keys(node)].filter((key) => key !== 'id' && !same(from[key], node[key])),
    );
    if ([...fields].some((key) => !OWN_FIELDS.has(key))) {
      // Another field changed (type, on…): the node is replaced by the patch's (inserted below as a new one).
      ops.push({ op: 'remove', id: idOf(s) });
      used.delete(s);
      source[t] = -1;
      return;
    }
    const id = idOf(s);
    if (fields.has('props'))
      ops.push({
        op: 'setProps',
        id,
        props: diffObject(isObject(from.props) ? from.props : {}, isObject(node.props) ? node.props : {}),
      });
    if (fields.has('when')) ops.push({ op: 'setWhen', id, when: node.when ?? null });
    if (fields.has('children'))
      diffList((from.children ?? []) as Json[], (node.children ?? []) as Json[], `${pointer}/${s}/children`, ops);
  });
  // Order and new nodes: walk the target, keeping a model of the list the operations make.
  const current = base.map((_node, i) => i).filter((i) => used.has(i) && source.includes(i));
  let previous: number | undefined;
  let pendingNew: Json[] = [];
  const flushNew = (beforeIndex: number | undefined) => {
    if (!pendingNew.length) return;
    const nodes = pendingNew;
    pendingNew = [];
    if (previous !== undefined)
      ops.push({ op: 'insert', after: idOf(previous), ...(nodes.length === 1 ? { node: nodes[0] } : { nodes }) });
    else if (beforeIndex !== undefined)
      ops.push({ op: 'insert', before: idOf(beforeIndex), ...(nodes.length === 1 ? { node: nodes[0] } : { nodes }) });
    else throw new NeedsId(pointer);
  };
  target.forEach((node, t) => {
    const s = source[t]!;
    if (s < 0) return void pendingNew.push(node);
    flushNew(s);
    const expectedAt = previous === undefined ? 0 : current.indexOf(previous) + 1;
    if (current[expectedAt] !== s) {
      current.splice(current.indexOf(s), 1);
      if (previous === undefined) {
        ops.push({ op: 'move', id: idOf(s), before: idOf(current[0]!) });
        current.unshift(s);
      } else {
        ops.push({ op: 'move', id: idOf(s), after: idOf(previous) });
        current.splice(current.indexOf(previous) + 1, 0, s);
      }
    }
    previous = s;
  });
  flushNew(undefined);
}

/** Turns an older merge patch of a page into operations by node id, where that gives the same page. */
export function migratePatch(page: Json, older: unknown): Migration {
  if (Array.isArray(older) || !isObject(older)) return { patch: older, migrated: false, notes: [] };
  // Compared with the page as it is today, the patch's copies say a message alone as today's pages do (`$t`).
  const patch = withMessagesAsT(older) as Json;
  const target = mergePatch(page, patch) as Json;
  const ops: PatchOp[] = [];
  const rest: Json = {};
  const notes: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if ((REGIONS as readonly string[]).includes(key) && Array.isArray(value) && Array.isArray(page[key])) {
      const regionOps: PatchOp[] = [];
      try {
        diffList(page[key] as Json[], target[key] as Json[], `/${key}`, regionOps);
        ops.push(...regionOps);
      } catch (error) {
        if (!(error instanceof NeedsId)) throw error;
        rest[key] = value;
        notes.push(
          `the node at ${error.message} has no "id": give it one in the page file, then run this again to keep only what changed in ${key}`,
        );
      }
    } else rest[key] = value;
  }
  if (Object.keys(rest).length) ops.push({ op: 'merge', patch: rest });
  const result = applyPagePatch(page, ops);
  if (result.problems.length || !same(result.page, target)) {
    return {
      patch: older,
      migrated: false,
      notes: ['the operations found would not give the same page: the merge patch is kept, as one "merge" operation'],
    };
  }
  return { patch: ops, migrated: true, notes };
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** One page patch written as a merge patch, as operations (with what a person may do to say more of it by id). */
function patchChange(route: string, patch: Json, page: Json | undefined): Change {
  const pointer = `/pages/${escape(route)}`;
  const migration = page ? migratePatch(page, patch) : undefined;
  const operations = migration?.migrated ? migration.patch : [{ op: 'merge', patch }];
  const notes = migration
    ? migration.notes
    : [`no page renders route "${route}": the patch is kept as one "merge" operation`];
  const count = Array.isArray(operations) ? operations.length : 1;
  return {
    pointer,
    message:
      "one JSON merge patch of the whole page (whose lists replace the page's) is operations on its nodes by id now",
    expected: "a list of operations on the page's nodes by id (setProps, setWhen, remove, insert, move, merge)",
    done: `the merge patch is ${count} operation${count === 1 ? '' : 's'} by node id`,
    notes,
    edits: [{ pointer, set: operations }],
  };
}

/**
 * A brand's page patches written as one JSON merge patch each, as operations by node id. A patch with a key that
 * reaches a prototype is left for validate to refuse.
 */
export const mergePatchesAsOperations: Rewrite = (document, kind, { pages }) => {
  if (kind !== 'deployment' || !isObject(document) || !isObject(document.pages)) return [];
  return Object.entries(document.pages)
    .filter((entry): entry is [string, Json] => isObject(entry[1]) && unsafeKeys(entry[1]).length === 0)
    .map(([route, patch]) => patchChange(route, patch, pages.get(route)));
};
