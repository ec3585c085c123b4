/**
 * Turns a checked page schema into the runtime's PageModel: every template string in a value
 * position becomes `{ $tpl: tokens }` so the browser never parses a template.
 */
import type { PageModel } from '../page/types.ts';
import { compileTemplate, hasTags } from './templates.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function compileValue(value: unknown): unknown {
  if (typeof value === 'string') return hasTags(value) ? { $tpl: compileTemplate(value) } : value;
  if (Array.isArray(value)) return value.map(compileValue);
  if (!isObject(value)) return value;
  if ('$bind' in value || '$expr' in value) return value; // paths and JSON Logic are data, not templates
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compileValue(item)]));
}

function compileMap(values: unknown): unknown {
  return isObject(values) ? Object.fromEntries(Object.entries(values).map(([key, item]) => [key, compileValue(item)])) : values;
}

const VALUE_FIELDS = ['text', 'value', 'url'] as const;
const MAP_FIELDS = ['params', 'query', 'data', 'set', 'event', 'args'] as const;
const BRANCH_FIELDS = ['onSuccess', 'onFailure', 'then', 'else'] as const;

function compileActions(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((action) => {
    if (!isObject(action)) return action;
    const out: Json = { ...action };
    for (const key of VALUE_FIELDS) if (key in out) out[key] = compileValue(out[key]);
    for (const key of MAP_FIELDS) if (key in out) out[key] = compileMap(out[key]);
    for (const key of BRANCH_FIELDS) if (key in out) out[key] = compileActions(out[key]);
    if (isObject(out.onCode)) out.onCode = Object.fromEntries(Object.entries(out.onCode).map(([code, branch]) => [code, compileActions(branch)]));
    if (Array.isArray(out.rules)) out.rules = out.rules.map((rule) => (isObject(rule) ? { fails: rule.fails, message: compileValue(rule.message) } : rule));
    delete out.$comment;
    return out;
  });
}

function compileNode(node: unknown): unknown {
  if (!isObject(node)) return node;
  const { $comment: _comment, ...rest } = node;
  const out: Json = { ...rest };
  if ('props' in out) out.props = compileMap(out.props);
  if (isObject(out.on)) out.on = Object.fromEntries(Object.entries(out.on).map(([event, list]) => [event, compileActions(list)]));
  if (Array.isArray(out.children)) out.children = out.children.map(compileNode);
  return out;
}

export function compilePage(page: Json): PageModel {
  const out: Json = { route: page.route, body: (page.body as unknown[]).map(compileNode) };
  if (page.title !== undefined) out.title = compileValue(page.title);
  if (page.state !== undefined) out.state = page.state;
  if (isObject(page.data)) {
    out.data = Object.fromEntries(
      Object.entries(page.data).map(([id, source]) => [
        id,
        isObject(source) ? { ...source, params: compileMap(source.params), ...(isObject(source.messages) ? { messages: compileMap(source.messages) } : {}) } : source,
      ]),
    );
  }
  if (page.onLoad !== undefined) out.onLoad = compileActions(page.onLoad);
  if (isObject(page.actions)) out.actions = Object.fromEntries(Object.entries(page.actions).map(([name, list]) => [name, compileActions(list)]));
  if (isObject(page.dialogs)) out.dialogs = Object.fromEntries(Object.entries(page.dialogs).map(([id, node]) => [id, compileNode(node)]));
  if (isObject(page.fromStorage)) out.fromStorage = page.fromStorage;
  if (isObject(page.draft)) out.draft = { ...page.draft, scope: compileValue(page.draft.scope ?? '') };
  return out as unknown as PageModel;
}

/** The call ids a page uses (data sources and call actions), for its module's call table. */
export function callsUsed(page: Json): string[] {
  const found = new Set<string>();
  const actions = (list: unknown): void => {
    if (!Array.isArray(list)) return;
    for (const action of list) {
      if (!isObject(action)) continue;
      if ((action.do === 'call' || action.do === 'callUrl') && typeof action.call === 'string') found.add(action.call);
      for (const key of BRANCH_FIELDS) actions(action[key]);
      if (isObject(action.onCode)) Object.values(action.onCode).forEach(actions);
    }
  };
  const node = (value: unknown): void => {
    if (!isObject(value)) return;
    if (isObject(value.on)) Object.values(value.on).forEach(actions);
    if (Array.isArray(value.children)) value.children.forEach(node);
  };
  for (const source of Object.values(isObject(page.data) ? page.data : {})) {
    if (isObject(source) && typeof source.call === 'string') found.add(source.call);
  }
  actions(page.onLoad);
  if (isObject(page.actions)) Object.values(page.actions).forEach(actions);
  (page.body as unknown[]).forEach(node);
  if (isObject(page.dialogs)) Object.values(page.dialogs).forEach(node);
  return [...found].sort();
}

/** The block models a page's dispatch actions use. */
export function modelsUsed(page: Json): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isObject(value)) return;
    if (value.do === 'dispatch' && typeof value.model === 'string') found.add(value.model);
    Object.values(value).forEach(walk);
  };
  walk(page.onLoad);
  walk(page.actions);
  walk(page.body);
  walk(page.dialogs);
  return [...found].sort();
}

/** The block types a page uses. */
export function blocksUsed(page: Json): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (!isObject(node)) return;
    if (typeof node.type === 'string') found.add(node.type);
    if (Array.isArray(node.children)) node.children.forEach(walk);
  };
  (page.body as unknown[]).forEach(walk);
  if (isObject(page.dialogs)) Object.values(page.dialogs).forEach(walk);
  return [...found].sort();
}
