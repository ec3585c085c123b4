/**
 * What each page reads of the gateway, per call and field, for every brand as its production build
 * ships the pages (its patches and the shared flows in place): the pages that send each call (a
 * data source or an action), every place a page binds a field of its reply (`data.<source>.…`,
 * `result.data.…` in the call's branches, `item.…` under a node repeated over a reply's list), and
 * what the page does when that field comes missing, null or of another type (./fieldOutcome.ts).
 * Fields are named as the gateway sends them (./rawNames.ts). Built on the compiler's one page walk.
 */
import type { CallDef } from '../../contract/callSchema.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { pageForDeployment, type Project } from '../project/project.ts';
import { pageBuilt } from '../vite/virtualModules.ts';
import { visitPage, type At } from '../compile/visitPage.ts';
import { fieldOutcomes, type FieldOutcomes } from './fieldOutcome.ts';
import { rawPointer } from './rawNames.ts';

/** One place of one page, and the brands whose build has it there. */
export interface PagePlace {
  page: string;
  /** The JSON pointer in the page as the brand ships it. */
  at: string;
  /** The node that binds it: its block type and id (none for a page's title, a data source's parameters…). */
  node?: string;
  brands: string[];
}

export interface FieldRead extends FieldOutcomes {
  /** The gateway's JSON pointer into the whole reply ("*" each item of a list). */
  pointer: string;
  /** The field as the pages name it (after the call's aliases), from the payload. */
  field: string;
  readBy: PagePlace[];
}

export interface CallReads {
  effect: CallDef['effect'];
  method: CallDef['method'];
  path: string;
  /** Each page that sends the call: as a data source (`data/<id>`) or in an action (its pointer). */
  sentBy: (PagePlace & { as: 'data source' | 'action' })[];
  /** The values pages write for its parameters as they are (not read from the page's data), by parameter. */
  sentWith: Record<string, (string | number | boolean)[]>;
  fields: FieldRead[];
}

export type PageReads = Record<string, CallReads>;

/** Where a name's value comes from: a call's payload, and the readable steps to it ("*" an item). */
interface ReplyPath {
  call: string;
  steps: string[];
}

const isReplyPath = (value: unknown): value is ReplyPath => isObject(value) && typeof value.call === 'string';

/** The node a place belongs to: the nearest one whose pointer starts it. */
function nodeAt(nodes: Map<string, string>, pointer: string): string | undefined {
  let best: string | undefined;
  for (const at of nodes.keys())
    if ((pointer === at || pointer.startsWith(`${at}/`)) && (best === undefined || at.length > best.length)) best = at;
  return best === undefined ? undefined : nodes.get(best);
}

/** The reply path a page name reads, when it reads a call's payload. */
function replyPathOf(name: string, at: At, sources: Json): ReplyPath | undefined {
  const [root, ...rest] = name.split('.');
  let found: ReplyPath | undefined;
  if (root === 'data' && rest.length && isObject(sources[rest[0]!]))
    found = { call: String((sources[rest[0]!] as Json).call), steps: rest.slice(1) };
  else if (root === 'result' && rest[0] === 'data' && isObject(at.scope.result))
    found = { call: at.scope.result.call, steps: rest.slice(1) };
  else if (root === 'item' && isReplyPath(at.scope.item))
    found = { call: at.scope.item.call, steps: [...at.scope.item.steps, ...rest] };
  // A list's length is the list read.
  if (found?.steps.at(-1) === 'length') found.steps.pop();
  return found;
}

type Literal = string | number | boolean;

interface Collected {
  /** By call and parameter, the literal values the page sends. */
  literals: Map<string, Map<string, Set<Literal>>>;
  sends: Map<string, { call: string; place: Omit<PagePlace, 'brands'>; as: 'data source' | 'action' }>;
  reads: Map<string, { call: string; steps: string[]; place: Omit<PagePlace, 'brands'> }>;
}

/** Every call a page sends and every reply field it binds. */
function collect(page: Json, routeKey: string): Collected {
  const sources = isObject(page.data) ? page.data : {};
  const nodes = new Map<string, string>();
  const out: Collected = { literals: new Map(), sends: new Map(), reads: new Map() };
  const literal = (sent: Json) => {
    if (typeof sent.call !== 'string' || !isObject(sent.params)) return;
    const byParam = out.literals.get(sent.call) ?? new Map<string, Set<Literal>>();
    for (const [name, value] of Object.entries(sent.params))
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        byParam.set(name, (byParam.get(name) ?? new Set()).add(value));
    out.literals.set(sent.call, byParam);
  };
  const placeOf = (pointer: string) => ({ page: routeKey, at: pointer, node: nodeAt(nodes, pointer) });
  visitPage(page, {
    node(node, at) {
      nodes.set(at.pointer, [node.type, node.id].filter((part) => typeof part === 'string').join('#'));
    },
    source: (_id, source) => literal(source),
    action: (action) => literal(action),
    ref(role, name, at) {
      if (role !== 'callId') return;
      const as = /^\/data\/[^/]+\/call$/.test(at.pointer) ? 'data source' : 'action';
      const pointer = as === 'data source' ? at.pointer.slice(0, -'/call'.length) : at.pointer;
      out.sends.set(`${name} ${pointer}`, { call: name, place: placeOf(pointer), as });
    },
    name(name, at, use) {
      const path = replyPathOf(name, at, sources);
      if (!path) return undefined;
      out.reads.set(`${path.call} ${path.steps.join('.')} ${at.pointer}`, { ...path, place: placeOf(at.pointer) });
      return use.repeat ? { call: path.call, steps: [...path.steps, '*'] } : undefined;
    },
  });
  return out;
}

/** A page's places keyed alike across brands, each with the brands that have it. */
function withBrand<T extends { place: Omit<PagePlace, 'brands'> }>(
  into: Map<string, T & { brands: string[] }>,
  key: string,
  item: T,
  brand: string,
) {
  const known = into.get(key);
  if (known) known.brands.push(brand);
  else into.set(key, { ...item, brands: [brand] });
}

const byPlace = (a: PagePlace, b: PagePlace) => a.page.localeCompare(b.page) || a.at.localeCompare(b.at);

/** What every page of every brand reads of each call of the catalogue. */
export function pageReads(project: Project): PageReads {
  const sends = new Map<string, Collected['sends'] extends Map<string, infer T> ? T & { brands: string[] } : never>();
  const reads = new Map<string, Collected['reads'] extends Map<string, infer T> ? T & { brands: string[] } : never>();
  const literals = new Map<string, Map<string, Set<Literal>>>();
  for (const brand of [...project.deployments.keys()].sort()) {
    for (const routeKey of [...project.pages.keys()].sort()) {
      // As a production build ships the pages (no brand's features): never the developer test page.
      if (!pageBuilt(undefined, routeKey)) continue;
      const found = collect(pageForDeployment(project, brand, routeKey), routeKey);
      for (const [key, item] of found.sends) withBrand(sends, `${routeKey} ${key}`, item, brand);
      for (const [key, item] of found.reads) withBrand(reads, `${routeKey} ${key}`, item, brand);
      for (const [call, byParam] of found.literals)
        for (const [name, values] of byParam) {
          const known = literals.get(call) ?? new Map<string, Set<Literal>>();
          known.set(name, new Set([...(known.get(name) ?? []), ...values]));
          literals.set(call, known);
        }
    }
  }
  const out: PageReads = {};
  for (const [id, call] of Object.entries(project.calls)) {
    const sentBy = [...sends.values()]
      .filter((send) => send.call === id)
      .map(({ place, as, brands }) => ({ ...place, as, brands }))
      .sort(byPlace);
    const sentWith = Object.fromEntries(
      [...(literals.get(id) ?? [])].sort(([a], [b]) => a.localeCompare(b)).map(([name, values]) => [name, [...values]]),
    );
    out[id] = {
      effect: call.effect,
      method: call.method,
      path: call.path,
      sentBy,
      sentWith,
      fields: fieldsOf(id, call, reads),
    };
  }
  return out;
}

function fieldsOf(
  id: string,
  call: CallDef,
  reads: Map<string, { call: string; steps: string[]; place: Omit<PagePlace, 'brands'>; brands: string[] }>,
): FieldRead[] {
  const byField = new Map<string, FieldRead>();
  const reply = (call.reply ?? true) as Record<string, unknown> | boolean;
  for (const { call: callId, steps, place, brands } of reads.values()) {
    if (callId !== id) continue;
    const pointer = rawPointer(call, steps);
    let field = byField.get(pointer);
    if (!field) {
      field = { pointer, field: steps.join('.'), ...fieldOutcomes(reply, steps), readBy: [] };
      byField.set(pointer, field);
    }
    field.readBy.push({ ...place, brands });
  }
  return [...byField.values()]
    .map((field) => ({ ...field, readBy: field.readBy.sort(byPlace) }))
    .sort((a, b) => a.pointer.localeCompare(b.pointer));
}
