/**
 * Whether a name a page reads exists where it is read (renderer/contract/page/scopeNames.ts roots): a data
 * source the page loads and a field its reply has, a declared state key, a launch parameter, a
 * field of the deployment or the market, a message in every catalogue, and the local names
 * (event, result, item, index, args) only where they are in scope; `event.<field>` a field of the
 * payload its block declares for that event (blocks/<type>/definition.ts).
 */
import { deploymentSchema, marketSchema } from '../../contract/deployment/schema.ts';
import type { CallDef } from '../../contract/callSchema.ts';
import { LAUNCH_KEYS } from '../../contract/launch.ts';
import { SCOPE_ROOTS, isScopeRoot, type ScopeRoot } from '../../contract/page/scopeNames.ts';
import { didYouMean } from '../problems/didYouMean.ts';
import { itemSchema, walkSchema } from './schemaWalk.ts';
import type { InScope, NameUse } from './visitPage.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { payloadFields, type BlockDefinition } from '../../contract/block/defineBlock.ts';
import { catalogueFile } from '../project/authoredFiles.ts';

export type Schema = Record<string, unknown> | boolean;

/** A JSON Schema and the root its $refs resolve against: what a name's value is known to look like. */
export interface Located {
  schema: Schema;
  root: Schema;
}

export interface NameContext {
  sources: Json;
  stateKeys: readonly string[];
  /** The state keys a model keeps, by key: their fields are the names of that model's state. */
  stateModels?: Readonly<Record<string, string | null>>;
  models?: Readonly<Record<string, { initial: unknown }>>;
  calls: Record<string, CallDef>;
  messages: Record<string, unknown>;
  /** The blocks, for the payload each of their events carries (`event.<field>`). */
  blocks?: readonly BlockDefinition[];
  /** didYouMean: the known name nearest to the one written, when a check knows better than the list in `expected`. */
  report(pointer: string, message: string, expected: string, didYouMean?: string): void;
}

const ANY: Located = { schema: true, root: true };
const deploymentFields = JSON.parse(
  JSON.stringify({
    ...deploymentSchema,
    properties: { ...deploymentSchema.properties, pages: undefined, $schema: undefined },
  }),
) as Schema;

/** The message (or group) key nearest to the last part of a t.… name, among its siblings in the catalogue. */
function nearMessage(name: string, siblings: unknown, group: boolean): string | undefined {
  if (!isObject(siblings)) return undefined;
  const parts = name.split('.');
  const keys = Object.keys(siblings).filter((key) =>
    group ? isObject(siblings[key]) : typeof siblings[key] === 'string',
  );
  const meant = didYouMean(parts[parts.length - 1]!, keys);
  return meant === undefined ? undefined : [...parts.slice(0, -1), meant].join('.');
}

const listOr = (names: readonly string[], otherwise: string) =>
  names.length ? `one of: ${names.join(', ')}` : otherwise;

/** The context with its defaults given: what every root's check reads. */
type Known = Required<NameContext>;

type RootCheck = (
  known: Known,
  rest: string[],
  name: string,
  scope: InScope,
  pointer: string,
  use: NameUse,
) => Located | undefined;

function replyOf(calls: Record<string, CallDef>, callId: unknown): Located {
  const call = typeof callId === 'string' ? calls[callId] : undefined;
  const reply = (call?.reply ?? true) as Schema;
  return { schema: reply, root: reply };
}

/** The schema of the field a name's rest reaches, or a problem naming the field that is not there. */
function walkTo(
  { report }: Known,
  located: Located,
  rest: string[],
  pointer: string,
  name: string,
  what: string,
): Located | undefined {
  const result = walkSchema(located.schema, rest, located.root);
  if (!result.ok)
    return void report(
      pointer,
      `"${name}" names field "${result.at}", which ${what} does not have`,
      `one of: ${result.known.join(', ')}`,
    );
  return { schema: result.schema, root: located.root };
}

const noData = ({ report }: Known, pointer: string, name: string, place: string) =>
  report(pointer, `"${name}" uses page data in ${place}`, 'query, launch, deployment, market, t or state names only');

const checkData: RootCheck = (known, [id = '', ...fields], name, scope, pointer) => {
  if (scope.noData) return void noData(known, pointer, name, scope.noData);
  if (!Object.hasOwn(known.sources, id))
    return void known.report(
      pointer,
      `"${name}" names data source "${id}" that the page never loads`,
      listOr(Object.keys(known.sources), 'a source declared under "data"'),
    );
  const source = known.sources[id] as Json;
  return walkTo(known, replyOf(known.calls, source.call), fields, pointer, name, `the reply of ${String(source.call)}`);
};

const checkLoading: RootCheck = (known, rest, name, scope, pointer) => {
  if (scope.noData) return void noData(known, pointer, name, scope.noData);
  const sourceIds = Object.keys(known.sources);
  if (rest.length !== 1 || !Object.hasOwn(known.sources, rest[0]!))
    known.report(
      pointer,
      `"${name}" names no data source the page loads`,
      sourceIds.length ? `loading.<one of: ${sourceIds.join(', ')}>` : 'a source declared under "data"',
    );
  return undefined;
};

const checkState: RootCheck = (
  { stateKeys, stateModels, models, report },
  [key = '', field],
  name,
  _scope,
  pointer,
) => {
  if (!stateKeys.includes(key))
    return void report(
      pointer,
      `"${name}" names state "${key}" that the page does not declare`,
      listOr(stateKeys, 'a key declared under "state"'),
    );
  // A key a model keeps has the names of that model's state (blocks/<model>/model.ts).
  const model = Object.hasOwn(stateModels, key) ? stateModels[key] : undefined;
  const initial = model ? models[model]?.initial : undefined;
  if (field !== undefined && isObject(initial) && !Object.hasOwn(initial, field)) {
    const fields = Object.keys(initial);
    const meant = didYouMean(field, fields);
    report(
      pointer,
      `"${name}" names field "${field}", which the ${model!} model's state does not have`,
      `one of: ${fields.join(', ')}`,
      meant && `state.${key}.${meant}`,
    );
  }
  return undefined;
};

const checkLaunch: RootCheck = ({ report }, [key], name, _scope, pointer) => {
  if (key !== undefined && !(LAUNCH_KEYS as readonly string[]).includes(key))
    report(pointer, `"${name}" is not a launch parameter`, `one of: ${LAUNCH_KEYS.join(', ')}`);
  return undefined;
};

/**
 * The languages whose catalogue lacks a t.… name (a message, or a group for a computed key), and the key probably
 * meant.
 */
function missingMessage(
  messages: Record<string, unknown>,
  rest: string[],
  name: string,
  group: boolean,
): { missing: string[]; meant?: string } {
  const missing: string[] = [];
  let meant: string | undefined;
  for (const [language, catalogue] of Object.entries(messages)) {
    let value: unknown = catalogue;
    // The group the last key is looked up in, when the path to it exists: where a near key is sought.
    let parent: unknown;
    for (const key of rest) {
      parent = value;
      value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
    }
    // A computed key ("t.preview.scenarios." + …) names a group of messages.
    if (group ? !isObject(value) : typeof value !== 'string') {
      missing.push(language);
      meant ??= nearMessage(name, parent, group);
    }
  }
  return { missing, meant };
}

const checkMessage: RootCheck = ({ messages, report }, rest, name, _scope, pointer, use) => {
  // One line per mistake: a key no catalogue has is one problem, not one per language.
  const { missing, meant } = missingMessage(messages, rest, name, use.prefix === true);
  if (missing.length) {
    const where =
      missing.length === 1
        ? `the ${missing[0]!} catalogue`
        : `the ${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!} catalogues`;
    const files = missing.length === 1 ? catalogueFile(missing[0]!) : catalogueFile(`{${missing.join(',')}}`);
    report(pointer, `"${name}" is not a message ${use.prefix ? 'group ' : ''}in ${where}`, `a key of ${files}`, meant);
  }
  return undefined;
};

const checkEvent: RootCheck = (known, rest, name, scope, pointer) => {
  const raised = scope.event;
  if (!raised)
    return void known.report(pointer, `"${name}" is used outside an event's actions`, 'event names only inside "on"');
  const block = known.blocks.find((definition) => definition.type === raised.block);
  // An unknown block or event is the page schema's problem (its `on` lists the events each block raises).
  const schema = block && Object.hasOwn(block.events, raised.event) ? block.events[raised.event]! : undefined;
  if (!schema) return ANY;
  const what = `the ${raised.event} event of ${raised.block}`;
  if (rest.length && !payloadFields(schema).length)
    return void known.report(
      pointer,
      `"${name}" names field "${rest[0]!}", but ${what} carries no payload`,
      `no event.… names in its actions`,
    );
  return walkTo(known, { schema: schema as Schema, root: schema as Schema }, rest, pointer, name, what);
};

const checkResult: RootCheck = (known, rest, name, scope, pointer) => {
  if (!scope.result)
    return void known.report(
      pointer,
      `"${name}" is used outside a call's branches`,
      'result names only inside onSuccess, onFailure or onCode',
    );
  if (scope.result !== 'any' && rest[0] === 'data')
    walkTo(known, replyOf(known.calls, scope.result.call), rest.slice(1), pointer, name, 'the call reply');
  return undefined;
};

const checkItem: RootCheck = (known, rest, name, scope, pointer) => {
  if (!('item' in scope))
    return void known.report(
      pointer,
      `"${name}" is used outside a repeated node`,
      'item and index only under a node with "repeat"',
    );
  return walkTo(known, (scope.item as Located | undefined) ?? ANY, rest, pointer, name, 'a list item');
};

const checkIndex: RootCheck = ({ report }, _rest, name, scope, pointer) => {
  if (!('item' in scope))
    report(pointer, `"${name}" is used outside a repeated node`, 'item and index only under a node with "repeat"');
  return undefined;
};

const checkArgs: RootCheck = ({ report }, _rest, name, scope, pointer) => {
  if (!scope.args)
    report(pointer, `"${name}" is used outside a named chain`, 'args names only inside the page\'s "actions"');
  return undefined;
};

// Every root of the scope has its check: adding a root without one does not compile.
const ROOT_CHECKS: Record<ScopeRoot, RootCheck> = {
  data: checkData,
  loading: checkLoading,
  state: checkState,
  launch: checkLaunch,
  deployment: (known, rest, name, _scope, pointer) =>
    walkTo(known, { schema: deploymentFields, root: true }, rest, pointer, name, 'the deployment'),
  market: (known, rest, name, _scope, pointer) =>
    walkTo(known, { schema: marketSchema as unknown as Schema, root: true }, rest, pointer, name, 'the market'),
  t: checkMessage,
  lang: () => undefined,
  routes: () => ANY,
  platform: () => undefined,
  query: () => undefined,
  event: checkEvent,
  result: checkResult,
  item: checkItem,
  index: checkIndex,
  args: checkArgs,
};

/** Returns a checker of names; it gives what the name's value is known to be (a repeat's list), when known. */
export function nameChecker(context: NameContext) {
  const known: Known = {
    ...context,
    stateModels: context.stateModels ?? {},
    models: context.models ?? {},
    blocks: context.blocks ?? [],
  };
  return function checkName(name: string, scope: InScope, pointer: string, use: NameUse): Located | undefined {
    const [root = '', ...rest] = name.split('.');
    if (name === '.') return undefined;
    if (!isScopeRoot(root)) {
      // Inside a template section a name may be relative to the section's value.
      if (!use.inSection)
        known.report(pointer, `unknown name "${name}"`, `a name starting with one of: ${SCOPE_ROOTS.join(', ')}`);
      return undefined;
    }
    const located = ROOT_CHECKS[root](known, rest, name, scope, pointer, use);
    // A repeat's name is its list: what is in scope under it is one item.
    return use.repeat
      ? located
        ? { schema: itemSchema(located.schema, located.root), root: located.root }
        : ANY
      : located;
  };
}
