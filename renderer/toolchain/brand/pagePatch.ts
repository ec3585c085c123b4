/**
 * A brand's change to a shared page (deployment `pages.<routeKey>`): a list of operations that
 * address the page's nodes by their `id`, so a brand says only what it changes and later fixes of
 * the page still reach it. The older form, one JSON merge patch (RFC 7386) of the whole page, is
 * still read (`npm run migrate-patches` rewrites it as operations).
 *
 * Applying a patch never throws: an operation that cannot apply (an unknown id, a node that is not
 * in a list) is skipped and reported with its JSON pointer into the deployment file, and the
 * result says where every node came from, so a problem of the patched page is shown in the file a
 * person has to edit.
 */
import { mergePatch, unsafeKeys } from './mergePatch.ts';
import { didYouMean } from '../problems/didYouMean.ts';
import { PATCH_OPS, type PatchOp } from '../../contract/deployment/patchOps.ts';
import { isObject, type Json } from '../../contract/json.ts';

/** Where a part of the patched page was written: the page file or the deployment file, at a JSON pointer. */
export interface Origin {
  file: string;
  pointer: string;
}

export interface PatchProblem {
  /** JSON pointer relative to the patch (`/2/id`). */
  pointer: string;
  message: string;
  expected: string;
  /** The name probably meant (renderer/toolchain/problems/didYouMean.ts). */
  didYouMean?: string;
}

export interface PatchResult {
  page: Json;
  problems: PatchProblem[];
  /** Pointer in the patched page → where it was written (longest prefix decides). */
  origins: Map<string, Origin>;
}

/** Node containers of a page: lists of nodes under these keys, and the dialogs' nodes. */
const REGIONS = ['header', 'body', 'footer'] as const;

interface Place {
  node: Json;
  /** The list the node is in, and its index there (undefined for a dialog's node). */
  list?: Json[];
  index: number;
}

/** Every node with an id, by id (the first of a repeated id), and where it is. */
export function nodesById(page: Json): Map<string, Place> {
  const found = new Map<string, Place>();
  const visit = (node: unknown, list: Json[] | undefined, index: number) => {
    if (!isObject(node)) return;
    if (typeof node.id === 'string' && !found.has(node.id)) found.set(node.id, { node, list, index });
    if (Array.isArray(node.children)) node.children.forEach((child, i) => visit(child, node.children as Json[], i));
  };
  for (const region of REGIONS)
    if (Array.isArray(page[region]))
      (page[region] as Json[]).forEach((node, i) => visit(node, page[region] as Json[], i));
  if (isObject(page.dialogs)) for (const node of Object.values(page.dialogs)) visit(node, undefined, -1);
  return found;
}

/** Every node's id with the JSON pointer of each place it is written, for the uniqueness check. */
export function nodeIdPlaces(page: unknown): Map<string, string[]> {
  const places = new Map<string, string[]>();
  const visit = (node: unknown, pointer: string) => {
    if (!isObject(node)) return;
    if (typeof node.id === 'string') places.set(node.id, [...(places.get(node.id) ?? []), pointer]);
    if (Array.isArray(node.children)) node.children.forEach((child, i) => visit(child, `${pointer}/children/${i}`));
  };
  if (!isObject(page)) return places;
  for (const region of REGIONS)
    if (Array.isArray(page[region])) (page[region] as unknown[]).forEach((node, i) => visit(node, `/${region}/${i}`));
  if (isObject(page.dialogs))
    for (const [id, node] of Object.entries(page.dialogs)) visit(node, `/dialogs/${escape(id)}`);
  return places;
}

function escape(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Marks each node of a tree (its subtree included) as written at a pointer of a file. */
function stamp(node: unknown, origin: Origin, stamps: WeakMap<object, Origin>): void {
  if (!isObject(node)) return;
  stamps.set(node, origin);
  if (Array.isArray(node.children))
    node.children.forEach((child, i) =>
      stamp(child, { file: origin.file, pointer: `${origin.pointer}/children/${i}` }, stamps),
    );
}

const clone = <T>(value: T): T => structuredClone(value);

/** Is this patch the list-of-operations form (else the older merge patch)? */
export const isOpList = (patch: unknown): patch is PatchOp[] => Array.isArray(patch);

export interface ApplyOptions {
  /** The page file, for origins (default "page"). */
  pageFile?: string;
  /** The deployment file and the pointer of this patch in it, for origins (default "deployment", ""). */
  patchFile?: string;
  patchPointer?: string;
}

/**
 * Applies a brand's patch to a page: a list of operations, or (the older form) a JSON merge patch.
 * Neither input is changed.
 */
export function applyPagePatch(page: Json, patch: unknown, options: ApplyOptions = {}): PatchResult {
  const pageFile = options.pageFile ?? 'page';
  const patchFile = options.patchFile ?? 'deployment';
  const base = options.patchPointer ?? '';
  const stamps = new WeakMap<object, Origin>();
  /** Per node: the props, `when` or whole-node parts an operation wrote. */
  const partStamps = new WeakMap<object, Map<string, Origin>>();
  /** Page fields (title, data…) a merge operation wrote. */
  const topOrigins = new Map<string, Origin>();
  const problems: PatchProblem[] = [];
  const result = clone(page);
  for (const region of REGIONS)
    if (Array.isArray(result[region]))
      (result[region] as unknown[]).forEach((node, i) =>
        stamp(node, { file: pageFile, pointer: `/${region}/${i}` }, stamps),
      );
  if (isObject(result.dialogs))
    for (const [id, node] of Object.entries(result.dialogs))
      stamp(node, { file: pageFile, pointer: `/dialogs/${escape(id)}` }, stamps);

  let out = result;
  /** A key that could reach an object's prototype is never merged (validate reports it where it is). */
  const unsafe = (value: unknown) => unsafeKeys(value).length > 0;
  if (!isOpList(patch)) {
    if (isObject(patch) && !unsafe(patch)) out = mergePatch(result, patch);
    return { page: out, problems, origins: new Map([['', { file: patchFile, pointer: base }]]) };
  }

  const unknownId = (pointer: string, id: unknown) => {
    const known = [...nodesById(out).keys()];
    problems.push({
      pointer,
      message: `the page has no node with id ${JSON.stringify(id)}`,
      expected: known.length
        ? `one of the page's node ids: ${known.join(', ')}`
        : 'a node id (the page gives none of its nodes an "id" yet: add one to the node in the page file)',
      didYouMean: typeof id === 'string' ? didYouMean(id, known) : undefined,
    });
  };
  const notInList = (pointer: string, id: string) =>
    problems.push({
      pointer,
      message: `node "${id}" is a dialog's node, not in a list`,
      expected:
        'a node in body, header, footer or a children list (a dialog is removed or added with a "merge" operation under "dialogs")',
    });

  patch.forEach((raw, i) => {
    const at = `/${i}`;
    if (!isObject(raw))
      return problems.push({
        pointer: at,
        message: 'is not an operation',
        expected: `an object with "op": one of ${Object.keys(PATCH_OPS).join(', ')}`,
      });
    const op = raw as unknown as PatchOp;
    const written = (suffix: string): Origin => ({ file: patchFile, pointer: `${base}${at}${suffix}` });
    const find = (key: 'id' | 'before' | 'after'): Place | undefined => {
      const place = nodesById(out).get(op[key] as string);
      if (!place) unknownId(`${at}/${key}`, op[key]);
      return place;
    };
    const mark = (node: Json, part: string, origin: Origin) => {
      const parts = partStamps.get(node) ?? new Map<string, Origin>();
      parts.set(part, origin);
      partStamps.set(node, parts);
    };
    const target = (): { list: Json[]; index: number } | undefined => {
      const key = op.before !== undefined ? 'before' : op.after !== undefined ? 'after' : undefined;
      if (!key)
        return void problems.push({
          pointer: at,
          message: `"${op.op}" says neither "before" nor "after"`,
          expected: 'the id of the node to put it before or after',
        });
      if (op.before !== undefined && op.after !== undefined)
        return void problems.push({ pointer: at, message: 'says both "before" and "after"', expected: 'one of them' });
      const place = find(key);
      if (!place) return undefined;
      if (!place.list) return void notInList(`${at}/${key}`, op[key]!);
      return { list: place.list, index: place.index + (key === 'after' ? 1 : 0) };
    };
    switch (op.op) {
      case 'setProps': {
        const place = find('id');
        if (!place || !isObject(op.props) || unsafe(op.props)) return;
        place.node.props = mergePatch(isObject(place.node.props) ? place.node.props : {}, clone(op.props));
        for (const name of Object.keys(op.props))
          mark(place.node, `props/${escape(name)}`, written(`/props/${escape(name)}`));
        return;
      }
      case 'setWhen': {
        const place = find('id');
        if (!place) return;
        if (op.when === null) delete place.node.when;
        else place.node.when = clone(op.when);
        mark(place.node, 'when', written('/when'));
        return;
      }
      case 'remove': {
        const place = find('id');
        if (!place) return;
        if (!place.list) return notInList(`${at}/id`, op.id!);
        place.list.splice(place.index, 1);
        return;
      }
      case 'insert': {
        const given = op.nodes ?? (op.node === undefined ? undefined : [op.node]);
        if (!Array.isArray(given))
          return void problems.push({
            pointer: at,
            message: '"insert" has no "node" or "nodes"',
            expected: 'the node to insert, or a list of nodes',
          });
        const where = target();
        if (!where) return;
        if (unsafe(given)) return;
        const nodes = clone(given);
        nodes.forEach((node, j) => stamp(node, written(op.nodes ? `/nodes/${j}` : '/node'), stamps));
        where.list.splice(where.index, 0, ...nodes);
        return;
      }
      case 'move': {
        const place = find('id');
        if (!place) return;
        if (!place.list) return notInList(`${at}/id`, op.id!);
        if (op.id === (op.before ?? op.after))
          return void problems.push({
            pointer: at,
            message: `moves "${op.id}" next to itself`,
            expected: 'the id of another node',
          });
        const moved = place.list[place.index]!;
        // Check the destination before taking the node out, so a bad one leaves the page as it was.
        if (!target()) return;
        place.list.splice(place.index, 1);
        const where = target()!;
        where.list.splice(where.index, 0, moved);
        return;
      }
      case 'merge': {
        if (!isObject(op.patch) || unsafe(op.patch)) return;
        const given = clone(op.patch);
        out = mergePatch(out, given);
        for (const [key, value] of Object.entries(given)) {
          if ((REGIONS as readonly string[]).includes(key) && Array.isArray(value))
            value.forEach((node, j) => stamp(node, written(`/patch/${key}/${j}`), stamps));
          else if (key === 'dialogs' && isObject(value) && isObject(out.dialogs)) {
            for (const id of Object.keys(value))
              if (isObject(out.dialogs[id]) && !stamps.has(out.dialogs[id]))
                stamp(out.dialogs[id], written(`/patch/dialogs/${escape(id)}`), stamps);
          } else topOrigins.set(`/${escape(key)}`, written(`/patch/${escape(key)}`));
        }
        return;
      }
      default:
        problems.push({
          pointer: `${at}/op`,
          message: `unknown operation ${JSON.stringify(op.op)}`,
          expected: `one of: ${Object.keys(PATCH_OPS).join(', ')}`,
          didYouMean: didYouMean(String(op.op), Object.keys(PATCH_OPS)),
        });
    }
  });

  // Where each node of the result was written, by its pointer in the result.
  const origins = new Map<string, Origin>([['', { file: pageFile, pointer: '' }], ...topOrigins]);
  const record = (node: unknown, pointer: string) => {
    if (!isObject(node)) return;
    const origin = stamps.get(node);
    if (origin) origins.set(pointer, origin);
    for (const [part, where] of partStamps.get(node) ?? []) origins.set(`${pointer}/${part}`, where);
    if (Array.isArray(node.children)) node.children.forEach((child, i) => record(child, `${pointer}/children/${i}`));
  };
  for (const region of REGIONS)
    if (Array.isArray(out[region])) (out[region] as unknown[]).forEach((node, i) => record(node, `/${region}/${i}`));
  if (isObject(out.dialogs))
    for (const [id, node] of Object.entries(out.dialogs)) record(node, `/dialogs/${escape(id)}`);
  return { page: out, problems, origins };
}

/** Where a pointer of the patched page was written: the longest recorded prefix, the rest kept. */
export function originOf(pointer: string, origins: ReadonlyMap<string, Origin>): Origin {
  let at = pointer;
  for (;;) {
    const origin = origins.get(at);
    if (origin) return { file: origin.file, pointer: origin.pointer + pointer.slice(at.length) };
    if (at === '') return { file: '', pointer };
    at = at.slice(0, at.lastIndexOf('/'));
  }
}
