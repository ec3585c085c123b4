/**
 * Turns a checked page schema into the runtime's PageModel, and says what it uses; both are
 * clients of the page visitor. Every template string in a value position becomes
 * `{ $tpl: tokens }` so the browser never parses a template, and each node learns which of its
 * events start a chain that keeps the block busy (decided here, from the action kinds).
 */
import type { PageModel } from '../page/types.ts';
import { keepsBlockBusy } from './busy.ts';
import { compileTemplate, hasTags } from './templates.ts';
import { visitPage } from './visitPage.ts';
import { isObject, type Json } from '../json.ts';


/** Marks each node's events whose chain keeps the block busy (`busy: [event, …]`), through children and dialogs. */
function markBusy(node: unknown, chains: Record<string, unknown>): unknown {
  if (!isObject(node)) return node;
  const out: Json = { ...node };
  if (isObject(node.on)) {
    const busy = Object.entries(node.on).filter(([, list]) => keepsBlockBusy(list, chains)).map(([event]) => event);
    if (busy.length) out.busy = busy;
  }
  if (Array.isArray(node.children)) out.children = node.children.map((child) => markBusy(child, chains));
  return out;
}

export function compilePage(page: Json): PageModel {
  const compiled = visitPage(page, {
    value: (value) => (typeof value === 'string' && hasTags(value) ? { $tpl: compileTemplate(value) } : undefined),
  });
  const chains = isObject(page.actions) ? page.actions : {};
  const out: Json = { route: compiled.route };
  for (const region of ['header', 'body', 'footer'] as const) if (Array.isArray(compiled[region])) out[region] = (compiled[region] as unknown[]).map((node) => markBusy(node, chains));
  for (const key of ['title', 'documentTitle', 'titleBar', 'state', 'data', 'onLoad', 'actions', 'fromStorage', 'draft'] as const) if (compiled[key] !== undefined) out[key] = compiled[key];
  if (isObject(compiled.dialogs)) out.dialogs = Object.fromEntries(Object.entries(compiled.dialogs).map(([id, node]) => [id, markBusy(node, chains)]));
  return out as unknown as PageModel;
}

/** What a page uses: the blocks it renders, the calls it makes, the models it dispatches to, the message groups it names. */
export interface PageUse {
  blocks: string[];
  calls: string[];
  models: string[];
  messageGroups: string[];
}

export function pageUse(page: Json): PageUse {
  const found = { blockType: new Set<string>(), callId: new Set<string>(), modelName: new Set<string>(), messageGroups: new Set<string>() };
  visitPage(page, {
    ref(role, name) {
      if (role === 'blockType' || role === 'callId' || role === 'modelName') found[role].add(name);
    },
    name(name) {
      const [root, group] = name.split('.');
      if (root === 't' && group) found.messageGroups.add(group);
      return undefined;
    },
  });
  const sorted = (names: Set<string>) => [...names].sort();
  return { blocks: sorted(found.blockType), calls: sorted(found.callId), models: sorted(found.modelName), messageGroups: sorted(found.messageGroups) };
}

