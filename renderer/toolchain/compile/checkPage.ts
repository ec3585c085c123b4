/**
 * The checks JSON Schema cannot make, as one client of the page visitor: every name a template,
 * binding or condition reads must exist where it is read (checkNames.ts), every reference an action
 * makes (a dialog, a chain, a state key, a data source, a model) must exist in the page, every call
 * gets only parameters it takes, each action kind's own check holds, and JSON Logic uses known
 * operators only, with their literal arguments checked.
 */
import type { CheckContext } from '../../contract/page/grammar.ts';
import { OPERATOR_NAMES, operatorOf } from '../../runtime/binding/operators.ts';
import type { BlockDefinition } from '../../contract/block/defineBlock.ts';
import { modelOfState, type ModelDefinition } from '../../contract/block/defineModel.ts';
import { readPath } from '../../runtime/binding/path.ts';
import { jsonType, type JsonType } from '../../runtime/storage/storedValue.ts';
import type { CallDef } from '../../contract/callSchema.ts';
import { nameChecker } from './checkNames.ts';
import type { Problem } from '../problems/problems.ts';
import { TemplateError } from './templates.ts';
import { MESSAGE_EXPECTED, messageAlone } from './messageAlone.ts';
import { visitPage, type ActionKindModule, type At, type RefRole } from './visitPage.ts';
import { isObject, type Json } from '../../contract/json.ts';

export interface CheckInput {
  file: string;
  page: Record<string, unknown>;
  calls: Record<string, CallDef>;
  /** The message catalogues by language. */
  messages: Record<string, unknown>;
  /** Block models by name, for the state keys they keep and dispatch actions. */
  models?: Record<string, ModelDefinition>;
  /**
   * The blocks, for the props a page binds two-way ({"$bindState"}) and the payloads of their events (`event.<field>`).
   */
  blocks?: readonly BlockDefinition[];
}

/** The JSON types a block's prop schema takes ('integer' is a number), or undefined when it says none. */
function propTypes(schema: unknown): Set<JsonType> | undefined {
  if (!isObject(schema)) return undefined;
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(jsonType).filter((type) => type !== undefined));
  if (schema.type === undefined) return undefined;
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
  return new Set(types.map((type) => (type === 'integer' ? 'number' : type) as JsonType));
}

/**
 * A block's own schema of one prop (`twoWay: true` there: a page may bind it both ways,
 * renderer/contract/block/defineBlock.ts).
 */
function propSchema(block: BlockDefinition | undefined, prop: string): Json | undefined {
  const properties = isObject(block?.props) && isObject(block.props.properties) ? block.props.properties : {};
  const schema = properties[prop];
  return isObject(schema) ? schema : undefined;
}

const keysOf = (value: unknown) => Object.keys(isObject(value) ? value : {});
const listOr = (names: readonly string[], otherwise: string) =>
  names.length ? `one of: ${names.join(', ')}` : otherwise;

const PICTURE = 'callUrl into page state, shown by an image';

type Report = (pointer: string, message: string, expected: string, didYouMean?: string) => void;

/** What the checks of one page read: the input, the page's own names, and where a problem goes. */
interface PageFacts extends Required<CheckInput> {
  report: Report;
  sources: Json;
  stateKeys: string[];
  /** Each declared state key: the model that keeps it ({"$model": name}), or null. */
  stateModels: Record<string, string | null>;
  dialogIds: string[];
  chainNames: string[];
  checkName: ReturnType<typeof nameChecker>;
}

function pageFacts(input: CheckInput, report: Report): PageFacts {
  const { page, calls, messages, models = {}, blocks = [] } = input;
  const sources = isObject(page.data) ? page.data : {};
  const stateKeys = keysOf(page.state);
  const declaredState = isObject(page.state) ? page.state : {};
  const stateModels = Object.fromEntries(
    Object.entries(declaredState).map(([key, value]) => [key, modelOfState(value) ?? null]),
  );
  return {
    ...input,
    models,
    blocks,
    report,
    sources,
    stateKeys,
    stateModels,
    dialogIds: keysOf(page.dialogs),
    chainNames: keysOf(page.actions),
    checkName: nameChecker({ sources, stateKeys, stateModels, models, calls, messages, blocks, report }),
  };
}

/** A state key's starting value: a model's initial state for a key it keeps. */
function startOf({ page, models, stateModels }: PageFacts, key: string): unknown {
  const model = stateModels[key];
  return model ? models[model]?.initial : isObject(page.state) ? page.state[key] : undefined;
}

function checkStatePath({ stateKeys, report }: PageFacts, path: string, pointer: string): void {
  if (!stateKeys.includes(path.split('.')[0]!))
    report(pointer, `state "${path}" is not declared`, listOr(stateKeys, 'a key declared under "state"'));
}

type RefCheck = (facts: PageFacts, name: string, pointer: string) => void;

/** Each reference must name something the page (or the project) has; enums of the page schema cover the rest. */
const REF_CHECKS: Partial<Record<RefRole, RefCheck>> = {
  dialogId: ({ dialogIds, report }, id, pointer) => {
    if (!dialogIds.includes(id))
      report(pointer, `dialog "${id}" does not exist`, listOr(dialogIds, 'a dialog declared under "dialogs"'));
  },
  chainName: ({ chainNames, report }, name, pointer) => {
    if (!chainNames.includes(name))
      report(pointer, `chain "${name}" does not exist`, listOr(chainNames, 'a chain declared under "actions"'));
  },
  stateKey: ({ stateKeys, report }, key, pointer) => {
    if (!stateKeys.includes(key))
      report(pointer, `state "${key}" is not declared`, listOr(stateKeys, 'a key declared under "state"'));
  },
  statePath: (facts, path, pointer) => checkStatePath(facts, path, pointer),
  sourceId: ({ sources, report }, id, pointer) => {
    if (!Object.hasOwn(sources, id))
      report(pointer, `data source "${id}" does not exist`, `one of: ${Object.keys(sources).join(', ')}`);
  },
  modelName: ({ models, report }, name, pointer) => {
    if (!Object.hasOwn(models, name))
      report(
        pointer,
        `unknown model ${JSON.stringify(name)}`,
        `one of: ${Object.keys(models).join(', ') || '(no block has a model)'}`,
      );
  },
};

/** A call's parameters: only those it takes, and every one it requires. */
function checkParams({ calls, report }: PageFacts, callId: unknown, params: unknown, pointer: string): void {
  const call = typeof callId === 'string' ? calls[callId] : undefined;
  const given = isObject(params) ? params : {};
  for (const name of Object.keys(given)) {
    if (call?.params && !Object.hasOwn(call.params, name))
      report(
        `${pointer}/params/${name}`,
        `call ${String(callId)} takes no parameter "${name}"`,
        `one of: ${Object.keys(call.params).join(', ')}`,
      );
  }
  for (const [name, param] of Object.entries(call?.params ?? {})) {
    if (param.required && !Object.hasOwn(given, name))
      report(
        `${pointer}/params`,
        `call ${String(callId)} is missing its required parameter "${name}"`,
        `"${name}" under params`,
      );
  }
}

function checkSource(facts: PageFacts, source: Json, pointer: string): void {
  checkParams(facts, source.call, source.params, pointer);
  if (typeof source.call === 'string' && facts.calls[source.call]?.image)
    facts.report(`${pointer}/call`, `call ${source.call} is a picture the browser loads, not data`, PICTURE);
}

/** An action's parameters, when it makes a call, and its kind's own check. */
function checkAction(facts: PageFacts, action: Json, kind: ActionKindModule | undefined, pointer: string): void {
  if (!kind) return;
  const properties = kind.schema.properties as Json;
  if (isObject(properties.call) && properties.call.$ref === 'callId' && 'params' in properties)
    checkParams(facts, action.call, action.params, pointer);
  const context: CheckContext = {
    report: (suffix, message, expected) => facts.report(pointer + suffix, message, expected),
    calls: facts.calls,
    models: facts.models,
    stateModels: facts.stateModels,
    hasDraft: isObject(facts.page.draft),
  };
  if ('check' in kind) (kind.check as (action: unknown, context: CheckContext) => void)(action, context);
}

/** JSON Logic uses known operators only, one per object, with their literal arguments checked. */
function checkLogic({ report }: PageFacts, logic: Json, pointer: string): void {
  const keys = Object.keys(logic);
  if (keys.length !== 1)
    return report(
      pointer,
      `an object with ${keys.length} keys is not a JSON Logic expression`,
      'exactly one operator key',
    );
  const op = keys[0]!;
  if (!OPERATOR_NAMES.has(op))
    return report(pointer, `unknown JSON Logic operator "${op}"`, `one of: ${[...OPERATOR_NAMES].join(' ')}`);
  const args = logic[op];
  for (const [at, message, expected] of operatorOf(op)?.check?.(Array.isArray(args) ? args : [args]) ?? [])
    report(`${pointer}/${op}${at === '' ? '' : `/${at}`}`, message, expected);
}

/**
 * A two-way binding stands for a whole prop its block marks twoWay, of a declared state path whose type the prop takes.
 */
function checkBindState(facts: PageFacts, path: string, at: At, prop?: { block: string; name: string }): void {
  const { report, stateKeys } = facts;
  if (!prop)
    return report(
      at.pointer,
      'a two-way binding stands only for a whole prop of a block',
      'a prop whose block takes it ("$bindState" as the prop\'s value)',
    );
  const block = facts.blocks.find((definition) => definition.type === prop.block);
  const schema = propSchema(block, prop.name);
  if (block && schema?.twoWay !== true) notTwoWay(facts, block, prop, at.pointer);
  const [key = '', ...rest] = path.split('.');
  if (!stateKeys.includes(key))
    return report(at.pointer, `state "${path}" is not declared`, listOr(stateKeys, 'a key declared under "state"'));
  // A field of a key a model keeps must be one of that model's state.
  if (rest.length) facts.checkName(`state.${path}`, at.scope, at.pointer, {});
  // The starting value says the type the state holds (null: nothing chosen yet, any type).
  const start = rest.length ? readPath(startOf(facts, key), rest.join('.')) : startOf(facts, key);
  const held = jsonType(start);
  const takes = propTypes(schema);
  if (held === undefined || held === 'null' || !takes || takes.has(held)) return;
  const what = held === 'array' ? 'a list' : held === 'object' ? 'an object' : `a ${held}`;
  report(
    at.pointer,
    `state "${path}" holds ${what}, which ${prop.block}'s ${prop.name} does not take`,
    `a state key starting as ${[...takes].join(' or ')}`,
  );
}

/** A prop its block does not mark twoWay, bound both ways: the props that may be. */
function notTwoWay(
  { report }: PageFacts,
  block: BlockDefinition,
  prop: { block: string; name: string },
  pointer: string,
): void {
  const bindable = Object.keys(
    isObject(block.props) && isObject(block.props.properties) ? block.props.properties : {},
  ).filter((name) => propSchema(block, name)?.twoWay === true);
  report(
    pointer,
    `${prop.block}'s ${prop.name} cannot be bound two-way`,
    bindable.length ? `$bindState on ${bindable.join(', ')}` : `$read (${prop.block} has no prop bound two-way)`,
  );
}

/**
 * A message alone is read one way, `{"$t": key}` (./messageAlone.ts): a text of its one tag or a read of its name is
 * refused.
 */
function checkMessageIdiom({ report }: PageFacts, value: unknown, pointer: string): undefined {
  const alone = messageAlone(value);
  if (alone)
    report(`${pointer}/${alone.tag}`, `${alone.written} reads a message alone`, MESSAGE_EXPECTED, alone.meantText);
  return undefined;
}

export function checkPage(input: CheckInput): Problem[] {
  const problems: Problem[] = [];
  const facts = pageFacts(input, (pointer, message, expected, didYouMean) =>
    problems.push({ file: input.file, pointer, message, expected, ...(didYouMean ? { didYouMean } : {}) }),
  );
  visitPage(input.page, {
    source: (_id, source, { pointer }) => checkSource(facts, source, pointer),
    value: (value, { pointer }) => checkMessageIdiom(facts, value, pointer),
    action: (action, kind, { pointer }) => checkAction(facts, action, kind, pointer),
    template(parsed, { pointer }) {
      const errors = parsed instanceof TemplateError ? [parsed] : parsed.errors;
      for (const error of errors) facts.report(pointer, error.message, error.expected);
    },
    name: (name, { pointer, scope }, use) => facts.checkName(name, scope, pointer, use),
    logic: (logic, { pointer }) => checkLogic(facts, logic as Json, pointer),
    ref: (role, name, { pointer }) => REF_CHECKS[role]?.(facts, name, pointer),
    bindState: (path, at, prop) => checkBindState(facts, path, at, prop),
  });
  return problems;
}
