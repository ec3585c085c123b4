/**
 * Turns a checked page schema into the runtime's PageModel, and says what it uses; both are
 * clients of the page visitor. Every `{"$template": text}` becomes `{"$template": tokens}` (or the
 * plain text, when it has no tags) so the browser never parses a template, a message
 * (`{"$t": key}`) the `$read` of its name in the scope, a path computed from
 * steps becomes JSON Logic's own `var` (compileValue), and each node learns which of its
 * events start a chain that keeps the block busy (decided here, from the action kinds).
 */
import type { PageModel } from '../../contract/page/types.ts';
import { keepsBlockBusy } from './busy.ts';
import { compileTemplate } from './templates.ts';
import { LOGIC, MESSAGE, READ, TEMPLATE, tagOf } from '../../runtime/binding/values.ts';
import { MESSAGE_ROOT } from '../../contract/page/scopeNames.ts';
import { visitPage } from './visitPage.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { AUTHORING_KEYS, NODE_REGIONS, pageShape } from '../../contract/page/pageShape.ts';

/**
 * Marks each node's events whose chain keeps the block busy (`busy: [event, …]`), through children and dialogs; a
 * node's lock is the build's (renderer/toolchain/brand/locks.ts) and does not reach the browser.
 */
function markBusy(node: unknown, chains: Record<string, unknown>): unknown {
  if (!isObject(node)) return node;
  const { locked: _locked, ...out }: Json = { ...node };
  if (isObject(node.on)) {
    const busy = Object.entries(node.on)
      .filter(([, list]) => keepsBlockBusy(list, chains))
      .map(([event]) => event);
    if (busy.length) out.busy = busy;
  }
  if (Array.isArray(node.children)) out.children = node.children.map((child) => markBusy(child, chains));
  return out;
}

/** A template as the browser gets it: its tokens, or its text when it has nothing to fill in. */
function compiledTemplate(text: unknown): unknown {
  const tokens = compileTemplate(String(text));
  return tokens.every((token) => typeof token === 'string') ? tokens.join('') : { [TEMPLATE]: tokens };
}

/** A path computed from steps, as JSON Logic's own `var` of a `cat` (the browser needs no reader of steps). */
const computedVar = (steps: unknown[]): Json => ({
  var: {
    cat: steps.flatMap((step, i) => [
      ...(i ? ['.'] : []),
      isObject(step) && tagOf(step) === READ ? { var: step[READ] } : step,
    ]),
  },
});

/** JSON Logic with each $read operand (renderer/runtime/binding/values.ts) said in JSON Logic's own words. */
function plainLogic(logic: unknown): unknown {
  if (Array.isArray(logic)) return logic.map(plainLogic);
  if (!isObject(logic)) return logic;
  if (tagOf(logic) === READ)
    return typeof logic[READ] === 'string' ? { var: logic[READ] } : computedVar(logic[READ] as unknown[]);
  return Object.fromEntries(Object.entries(logic).map(([key, item]) => [key, plainLogic(item)]));
}

/**
 * A value of the family as the browser gets it: a template's tokens, a computed $read as JSON
 * Logic, $logic's own $read operands as `var`; anything else as written (undefined: unchanged).
 */
export function compileValue(value: unknown): unknown {
  switch (tagOf(value)) {
    case TEMPLATE:
      return compiledTemplate((value as Json)[TEMPLATE]);
    case READ: {
      const path = (value as Json)[READ];
      return Array.isArray(path) ? { [LOGIC]: computedVar(path) } : undefined;
    }
    case LOGIC:
      return { [LOGIC]: plainLogic((value as Json)[LOGIC]) };
    case MESSAGE:
      return { [READ]: `${MESSAGE_ROOT}.${String((value as Json)[MESSAGE])}` };
    default:
      return undefined;
  }
}

/** The page keys of the runtime's model: every key the page's shape declares but those only an author reads. */
const RUNTIME_KEYS = Object.keys(pageShape.properties).filter(
  (key) => !(AUTHORING_KEYS as readonly string[]).includes(key),
);

/**
 * A page reaches the compiler checked (schemas/page.schema.json refuses a key its shape does not
 * declare, with the name probably meant): a key it does not know is a fault of the build, never
 * dropped in silence.
 */
export function compilePage(page: Json): PageModel {
  const unknown = Object.keys(page).filter((key) => !Object.hasOwn(pageShape.properties, key));
  if (unknown.length)
    throw new Error(
      `compilePage: the page has keys its shape (renderer/contract/page/pageShape.ts) does not declare: ${unknown.join(', ')}; validate it first`,
    );
  const compiled = visitPage(page, { value: compileValue });
  const chains = isObject(page.actions) ? page.actions : {};
  const out: Json = {};
  for (const key of RUNTIME_KEYS) if (compiled[key] !== undefined) out[key] = compiled[key];
  for (const region of NODE_REGIONS)
    if (Array.isArray(out[region])) out[region] = out[region].map((node) => markBusy(node, chains));
  if (isObject(out.dialogs))
    out.dialogs = Object.fromEntries(Object.entries(out.dialogs).map(([id, node]) => [id, markBusy(node, chains)]));
  return out as unknown as PageModel;
}

/**
 * What a page uses: the blocks it renders, the calls it makes, the models it dispatches to, the message groups it
 * names.
 */
export interface PageUse {
  blocks: string[];
  calls: string[];
  models: string[];
  messageGroups: string[];
}

export function pageUse(page: Json): PageUse {
  const found = {
    blockType: new Set<string>(),
    callId: new Set<string>(),
    modelName: new Set<string>(),
    messageGroups: new Set<string>(),
  };
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
  return {
    blocks: sorted(found.blockType),
    calls: sorted(found.callId),
    models: sorted(found.modelName),
    messageGroups: sorted(found.messageGroups),
  };
}
