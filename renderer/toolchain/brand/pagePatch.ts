/**
 * A brand's change to a shared page (deployment `pages.<routeKey>`): a list of operations that
 * address the page's nodes by their `id`, so a brand says only what it changes and later fixes of
 * the page still reach it.
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

export interface ApplyOptions {
  /** The page file, for origins (default "page"). */
  pageFile?: string;
  /** The deployment file and the pointer of this patch in it, for origins (default "deployment", ""). */
  patchFile?: string;
  patchPointer?: string;
}

/** One application of a patch: the page as the operations so far made it, and where each part was written. */
interface Patching {
  page: Json;
  problems: PatchProblem[];
  stamps: WeakMap<object, Origin>;
  /** Per node: the props, `when` or whole-node parts an operation wrote. */
  partStamps: WeakMap<object, Map<string, Origin>>;
  /** Page fields (title, data…) a merge operation wrote. */
  topOrigins: Map<string, Origin>;
  patchFile: string;
  /** The pointer of the patch in its file. */
  base: string;
}

/** One operation being applied: the patching, the operation, and its pointer in the patch (`/2`). */
interface Step {
  run: Patching;
  op: PatchOp;
  at: string;
}

/** A key that could reach an object's prototype is never merged (validate reports it where it is). */
const unsafe = (value: unknown) => unsafeKeys(value).length > 0;

/** Marks every node of the page's regions and dialogs as written in the page file. */
function stampPage(page: Json, pageFile: string, stamps: WeakMap<object, Origin>): void {
  for (const region of REGIONS)
    if (Array.isArray(page[region]))
      (page[region] as unknown[]).forEach((node, i) =>
        stamp(node, { file: pageFile, pointer: `/${region}/${i}` }, stamps),
      );
  if (isObject(page.dialogs))
    for (const [id, node] of Object.entries(page.dialogs))
      stamp(node, { file: pageFile, pointer: `/dialogs/${escape(id)}` }, stamps);
}

const written = ({ run, at }: Step, suffix: string): Origin => ({
  file: run.patchFile,
  pointer: `${run.base}${at}${suffix}`,
});

function unknownId({ run }: Step, pointer: string, id: unknown): void {
  const known = [...nodesById(run.page).keys()];
  run.problems.push({
    pointer,
    message: `the page has no node with id ${JSON.stringify(id)}`,
    expected: known.length
      ? `one of the page's node ids: ${known.join(', ')}`
      : 'a node id (the page gives none of its nodes an "id" yet: add one to the node in the page file)',
    didYouMean: typeof id === 'string' ? didYouMean(id, known) : undefined,
  });
}

function notInList({ run }: Step, pointer: string, id: string): void {
  run.problems.push({
    pointer,
    message: `node "${id}" is a dialog's node, not in a list`,
    expected:
      'a node in body, header, footer or a children list (a dialog is removed or added with a "merge" operation under "dialogs")',
  });
}

/** The node the operation names by `key`, or a problem naming the ids the page has. */
function find(step: Step, key: 'id' | 'before' | 'after'): Place | undefined {
  const place = nodesById(step.run.page).get(step.op[key] as string);
  if (!place) unknownId(step, `${step.at}/${key}`, step.op[key]);
  return place;
}

function mark({ run }: Step, node: Json, part: string, origin: Origin): void {
  const parts = run.partStamps.get(node) ?? new Map<string, Origin>();
  parts.set(part, origin);
  run.partStamps.set(node, parts);
}

/** Where an insert or a move puts its nodes: the list and the index, by "before" or "after". */
function target(step: Step): { list: Json[]; index: number } | undefined {
  const { op, at, run } = step;
  const key = op.before !== undefined ? 'before' : op.after !== undefined ? 'after' : undefined;
  if (!key)
    return void run.problems.push({
      pointer: at,
      message: `"${op.op}" says neither "before" nor "after"`,
      expected: 'the id of the node to put it before or after',
    });
  if (op.before !== undefined && op.after !== undefined)
    return void run.problems.push({ pointer: at, message: 'says both "before" and "after"', expected: 'one of them' });
  const place = find(step, key);
  if (!place) return undefined;
  if (!place.list) return void notInList(step, `${at}/${key}`, op[key]!);
  return { list: place.list, index: place.index + (key === 'after' ? 1 : 0) };
}

function setProps(step: Step): void {
  const { op } = step;
  const place = find(step, 'id');
  if (!place || !isObject(op.props) || unsafe(op.props)) return;
  place.node.props = mergePatch(isObject(place.node.props) ? place.node.props : {}, clone(op.props));
  for (const name of Object.keys(op.props))
    mark(step, place.node, `props/${escape(name)}`, written(step, `/props/${escape(name)}`));
}

function setWhen(step: Step): void {
  const place = find(step, 'id');
  if (!place) return;
  if (step.op.when === null) delete place.node.when;
  else place.node.when = clone(step.op.when);
  mark(step, place.node, 'when', written(step, '/when'));
}

function remove(step: Step): void {
  const place = find(step, 'id');
  if (!place) return;
  if (!place.list) return notInList(step, `${step.at}/id`, step.op.id!);
  place.list.splice(place.index, 1);
}

function insert(step: Step): void {
  const { op, at, run } = step;
  const given = op.nodes ?? (op.node === undefined ? undefined : [op.node]);
  if (!Array.isArray(given))
    return void run.problems.push({
      pointer: at,
      message: '"insert" has no "node" or "nodes"',
      expected: 'the node to insert, or a list of nodes',
    });
  const where = target(step);
  if (!where) return;
  if (unsafe(given)) return;
  const nodes = clone(given);
  nodes.forEach((node, j) => stamp(node, written(step, op.nodes ? `/nodes/${j}` : '/node'), run.stamps));
  where.list.splice(where.index, 0, ...nodes);
}

function move(step: Step): void {
  const { op, at, run } = step;
  const place = find(step, 'id');
  if (!place) return;
  if (!place.list) return notInList(step, `${at}/id`, op.id!);
  if (op.id === (op.before ?? op.after))
    return void run.problems.push({
      pointer: at,
      message: `moves "${op.id}" next to itself`,
      expected: 'the id of another node',
    });
  const moved = place.list[place.index]!;
  // Check the destination before taking the node out, so a bad one leaves the page as it was.
  if (!target(step)) return;
  place.list.splice(place.index, 1);
  const where = target(step)!;
  where.list.splice(where.index, 0, moved);
}

function merge(step: Step): void {
  const { op, run } = step;
  if (!isObject(op.patch) || unsafe(op.patch)) return;
  const given = clone(op.patch);
  run.page = mergePatch(run.page, given);
  for (const [key, value] of Object.entries(given)) {
    if ((REGIONS as readonly string[]).includes(key) && Array.isArray(value))
      value.forEach((node, j) => stamp(node, written(step, `/patch/${key}/${j}`), run.stamps));
    else if (key === 'dialogs' && isObject(value) && isObject(run.page.dialogs)) {
      for (const id of Object.keys(value))
        if (isObject(run.page.dialogs[id]) && !run.stamps.has(run.page.dialogs[id]))
          stamp(run.page.dialogs[id], written(step, `/patch/dialogs/${escape(id)}`), run.stamps);
    } else run.topOrigins.set(`/${escape(key)}`, written(step, `/patch/${escape(key)}`));
  }
}

const APPLY: Record<PatchOp['op'], (step: Step) => void> = { setProps, setWhen, remove, insert, move, merge };

/** One operation applied to the page, or the problem that kept it from applying. */
function applyOp(run: Patching, raw: unknown, i: number): void {
  const at = `/${i}`;
  if (!isObject(raw))
    return void run.problems.push({
      pointer: at,
      message: 'is not an operation',
      expected: `an object with "op": one of ${Object.keys(PATCH_OPS).join(', ')}`,
    });
  const op = raw as unknown as PatchOp;
  if (Object.hasOwn(APPLY, op.op)) return APPLY[op.op]({ run, op, at });
  run.problems.push({
    pointer: `${at}/op`,
    message: `unknown operation ${JSON.stringify(op.op)}`,
    expected: `one of: ${Object.keys(PATCH_OPS).join(', ')}`,
    didYouMean: didYouMean(String(op.op), Object.keys(PATCH_OPS)),
  });
}

/** Where each node of the result was written, by its pointer in the result. */
function originsOf(run: Patching, pageFile: string): Map<string, Origin> {
  const origins = new Map<string, Origin>([['', { file: pageFile, pointer: '' }], ...run.topOrigins]);
  const record = (node: unknown, pointer: string) => {
    if (!isObject(node)) return;
    const origin = run.stamps.get(node);
    if (origin) origins.set(pointer, origin);
    for (const [part, where] of run.partStamps.get(node) ?? []) origins.set(`${pointer}/${part}`, where);
    if (Array.isArray(node.children)) node.children.forEach((child, i) => record(child, `${pointer}/children/${i}`));
  };
  const out = run.page;
  for (const region of REGIONS)
    if (Array.isArray(out[region])) (out[region] as unknown[]).forEach((node, i) => record(node, `/${region}/${i}`));
  if (isObject(out.dialogs))
    for (const [id, node] of Object.entries(out.dialogs)) record(node, `/dialogs/${escape(id)}`);
  return origins;
}

/**
 * Applies a brand's patch to a page: its list of operations (anything else changes nothing: the
 * deployment's schema refuses it). Neither input is changed.
 */
export function applyPagePatch(page: Json, patch: unknown, options: ApplyOptions = {}): PatchResult {
  const pageFile = options.pageFile ?? 'page';
  const run: Patching = {
    page: clone(page),
    problems: [],
    stamps: new WeakMap(),
    partStamps: new WeakMap(),
    topOrigins: new Map(),
    patchFile: options.patchFile ?? 'deployment',
    base: options.patchPointer ?? '',
  };
  stampPage(run.page, pageFile, run.stamps);
  if (Array.isArray(patch)) patch.forEach((raw, i) => applyOp(run, raw, i));
  return { page: run.page, problems: run.problems, origins: originsOf(run, pageFile) };
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
