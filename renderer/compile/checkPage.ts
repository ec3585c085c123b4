/**
 * The checks JSON Schema cannot make: every name a template, binding or condition uses must exist
 * (a data source the page loads and a field its reply has, a declared state key, a message key in
 * every catalogue, a launch parameter...), every call gets only parameters it takes, every dialog
 * and source an action names exists, and JSON Logic uses known operators only.
 */
import type { ModelDefinition } from '../block/defineModel.ts';
import type { CallDef } from '../gateway/callSchema.ts';
import { LAUNCH_KEYS } from '../launch/launchParams.ts';
import { deploymentSchema, marketSchema } from '../deployment/schema.ts';
import { callFindings, callUrlFindings, isUnknownRouteLiteral, patternFindings, sourceFindings, unknownRouteFinding, type Finding } from './actionRules.ts';
import type { Problem } from './problems.ts';
import { ITERATING, LOGIC_OPERATORS, ROOTS, type Frame, type Located, type Schema } from './scopeNames.ts';
import { itemSchema, walkSchema } from './schemaWalk.ts';
import { TemplateError, parseTemplate } from './templates.ts';

export interface CheckInput {
  file: string;
  page: Record<string, unknown>;
  calls: Record<string, CallDef>;
  /** The message catalogues by language. */
  messages: Record<string, unknown>;
  /** Block models by name, for dispatch actions. */
  models?: Record<string, ModelDefinition>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkPage({ file, page, calls, messages, models = {} }: CheckInput): Problem[] {
  const problems: Problem[] = [];
  const report = (pointer: string, message: string, expected: string) => problems.push({ file, pointer, message, expected });
  const findings = (pointer: string, found: Finding[]) => found.forEach(([suffix, message, expected]) => report(pointer + suffix, message, expected));
  const sources = isObject(page.data) ? page.data : {};
  const stateKeys = Object.keys(isObject(page.state) ? page.state : {});
  const dialogIds = Object.keys(isObject(page.dialogs) ? page.dialogs : {});
  const chains = isObject(page.actions) ? page.actions : {};
  /** A state path must start with a declared key (a dispatch names the key itself). */
  const declared = (pointer: string, path: string, whole = false) => {
    if (!stateKeys.includes(whole ? path : path.split('.')[0]!)) report(pointer, `state "${path}" is not declared`, stateKeys.length ? `one of: ${stateKeys.join(', ')}` : 'a key declared under "state"');
  };

  const sourceSchema = (id: string): Located => {
    const source = sources[id];
    const call = isObject(source) && typeof source.call === 'string' ? calls[source.call] : undefined;
    const reply = (call?.reply ?? true) as Schema;
    return { schema: reply, root: reply };
  };

  const checkPath = (located: Located, rest: string[], pointer: string, name: string, what: string) => {
    const result = walkSchema(located.schema, rest, located.root);
    if (!result.ok) report(pointer, `"${name}" names field "${result.at}", which ${what} does not have`, `one of: ${result.known.join(', ')}`);
  };

  function checkName(name: string, frame: Frame, pointer: string, relativeAllowed = false): Located | undefined {
    const [root = '', ...rest] = name.split('.');
    if (name === '.' || (relativeAllowed && !ROOTS.includes(root))) return undefined;
    switch (root) {
      case 'data': {
        if (frame.noData) return void report(pointer, `"${name}" uses page data in a data source's parameters`, 'query, launch or state names only');
        const [id = '', ...fields] = rest;
        if (!Object.hasOwn(sources, id)) {
          return void report(pointer, `"${name}" names data source "${id}" that the page never loads`, Object.keys(sources).length ? `one of: ${Object.keys(sources).join(', ')}` : 'a source declared under "data"');
        }
        const located = sourceSchema(id);
        checkPath(located, fields, pointer, name, `the reply of ${String((sources[id] as Json).call)}`);
        const walked = walkSchema(located.schema, fields, located.root);
        return walked.ok ? { schema: walked.schema, root: located.root } : undefined;
      }
      case 'loading':
        if (frame.noData) return void report(pointer, `"${name}" uses page data in a data source's parameters`, 'query, launch or state names only');
        if (rest.length !== 1 || !Object.hasOwn(sources, rest[0]!)) {
          report(pointer, `"${name}" names no data source the page loads`, Object.keys(sources).length ? `loading.<one of: ${Object.keys(sources).join(', ')}>` : 'a source declared under "data"');
        }
        return undefined;
      case 'state':
        if (!stateKeys.includes(rest[0] ?? '')) report(pointer, `"${name}" names state "${rest[0] ?? ''}" that the page does not declare`, stateKeys.length ? `one of: ${stateKeys.join(', ')}` : 'a key declared under "state"');
        return undefined;
      case 'launch':
        if (rest.length && !(LAUNCH_KEYS as readonly string[]).includes(rest[0]!)) report(pointer, `"${name}" is not a launch parameter`, `one of: ${LAUNCH_KEYS.join(', ')}`);
        return undefined;
      case 'brand': {
        const schema = { ...deploymentSchema, properties: { ...deploymentSchema.properties, pages: undefined, $schema: undefined } };
        checkPath({ schema: JSON.parse(JSON.stringify(schema)) as Schema, root: true }, rest, pointer, name, 'the deployment');
        return undefined;
      }
      case 'market':
        checkPath({ schema: marketSchema as unknown as Schema, root: true }, rest, pointer, name, 'the market');
        return undefined;
      case 't':
        for (const [language, catalogue] of Object.entries(messages)) {
          let value: unknown = catalogue;
          for (const key of rest) value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
          if (typeof value !== 'string') report(pointer, `"${name}" is not a message in the ${language} catalogue`, `a key of renderer/i18n/catalogues/${language}.json`);
        }
        return undefined;
      case 'event':
        if (!frame.event) report(pointer, `"${name}" is used outside an event's actions`, 'event names only inside "on"');
        return undefined;
      case 'result':
        if (!frame.result) return void report(pointer, `"${name}" is used outside a call's branches`, 'result names only inside onSuccess, onFailure or onCode');
        if (frame.result !== 'any' && rest[0] === 'data') checkPath(frame.result, rest.slice(1), pointer, name, 'the call reply');
        return undefined;
      case 'item':
      case 'index':
        if (!frame.item) return void report(pointer, `"${name}" is used outside a repeated node`, 'item and index only under a node with "repeat"');
        if (root === 'item') checkPath(frame.item, rest, pointer, name, 'a list item');
        return undefined;
      case 'args':
        if (!frame.args) report(pointer, `"${name}" is used outside a named chain`, 'args names only inside the page\'s "actions"');
        return undefined;
      case 'query':
      case 'lang':
      case 'routes':
      case 'platform':
        return undefined;
      default:
        report(pointer, `unknown name "${name}"`, `a name starting with one of: ${ROOTS.join(', ')}`);
        return undefined;
    }
  }

  function checkLogic(logic: unknown, frame: Frame, pointer: string): void {
    if (Array.isArray(logic)) return logic.forEach((item, i) => checkLogic(item, frame, `${pointer}/${i}`));
    if (!isObject(logic)) return;
    const keys = Object.keys(logic);
    if (keys.length !== 1) return void report(pointer, `an object with ${keys.length} keys is not a JSON Logic expression`, 'exactly one operator key');
    const op = keys[0]!;
    if (!LOGIC_OPERATORS.has(op)) return void report(pointer, `unknown JSON Logic operator "${op}"`, `one of: ${[...LOGIC_OPERATORS].join(' ')}`);
    const args = Array.isArray(logic[op]) ? (logic[op] as unknown[]) : [logic[op]];
    if (op === 'var') {
      if (typeof args[0] === 'string' && args[0] !== '') checkName(args[0], frame, `${pointer}/var`);
      else checkLogic(args[0], frame, `${pointer}/var`);
      return checkLogic(args[1], frame, `${pointer}/var/1`);
    }
    if (ITERATING.has(op)) return checkLogic(args[0], frame, `${pointer}/${op}/0`);
    if (op === 'matches') {
      findings(`${pointer}/matches/1`, patternFindings(args[1]));
      return checkLogic(args[0], frame, `${pointer}/matches/0`);
    }
    args.forEach((arg, i) => checkLogic(arg, frame, `${pointer}/${op}/${i}`));
  }

  function checkValue(value: unknown, frame: Frame, pointer: string): void {
    if (typeof value === 'string') {
      try {
        const parsed = parseTemplate(value);
        for (const error of parsed.errors) report(pointer, error.message, error.expected);
        for (const { name, inSection } of parsed.names) checkName(name, frame, pointer, inSection);
      } catch (error) {
        if (error instanceof TemplateError) report(pointer, error.message, error.expected);
        else throw error;
      }
      return;
    }
    if (Array.isArray(value)) return value.forEach((item, i) => checkValue(item, frame, `${pointer}/${i}`));
    if (!isObject(value)) return;
    if (typeof value.$bind === 'string') return void checkName(value.$bind, frame, `${pointer}/$bind`);
    if ('$expr' in value) return checkLogic(value.$expr, frame, `${pointer}/$expr`);
    for (const [key, item] of Object.entries(value)) checkValue(item, frame, `${pointer}/${key}`);
  }

  function checkParams(callId: unknown, params: unknown, frame: Frame, pointer: string): void {
    const call = typeof callId === 'string' ? calls[callId] : undefined;
    const given = isObject(params) ? params : {};
    for (const [name, value] of Object.entries(given)) {
      if (call?.params && !Object.hasOwn(call.params, name)) {
        report(`${pointer}/params/${name}`, `call ${String(callId)} takes no parameter "${name}"`, `one of: ${Object.keys(call.params).join(', ')}`);
      }
      checkValue(value, frame, `${pointer}/params/${name}`);
    }
    for (const [name, param] of Object.entries(call?.params ?? {})) {
      if (param.required && !Object.hasOwn(given, name)) report(`${pointer}/params`, `call ${String(callId)} is missing its required parameter "${name}"`, `"${name}" under params`);
    }
  }

  function checkActions(list: unknown, frame: Frame, pointer: string): void {
    if (!Array.isArray(list)) return;
    list.forEach((action, i) => {
      if (!isObject(action)) return;
      const at = `${pointer}/${i}`;
      switch (action.do) {
        case 'call': {
          checkParams(action.call, action.params, frame, at);
          findings(at, callFindings(action, calls));
          const call = typeof action.call === 'string' ? calls[action.call] : undefined;
          const reply = (call?.reply ?? true) as Schema;
          checkActions(action.onSuccess, { ...frame, result: { schema: reply, root: reply } }, `${at}/onSuccess`);
          checkActions(action.onFailure, { ...frame, result: 'any' }, `${at}/onFailure`);
          if (isObject(action.onCode)) for (const [code, branch] of Object.entries(action.onCode)) checkActions(branch, { ...frame, result: 'any' }, `${at}/onCode/${code}`);
          break;
        }
        case 'callUrl': {
          checkParams(action.call, action.params, frame, at);
          findings(at, callUrlFindings(action, calls));
          declared(`${at}/into`, String(action.into));
          break;
        }
        case 'launch':
          checkValue(action.params, frame, `${at}/params`);
          checkValue(action.query, frame, `${at}/query`);
          if (isUnknownRouteLiteral(action.route)) findings(at, [unknownRouteFinding(action.route)]);
          else checkValue(action.route, frame, `${at}/route`);
          break;
        case 'openDialog':
        case 'closeDialog':
          if (!dialogIds.includes(String(action.dialog))) report(`${at}/dialog`, `dialog "${String(action.dialog)}" does not exist`, dialogIds.length ? `one of: ${dialogIds.join(', ')}` : 'a dialog declared under "dialogs"');
          break;
        case 'setState':
          for (const [path, value] of Object.entries(isObject(action.set) ? action.set : {})) {
            declared(`${at}/set/${path}`, path);
            checkValue(value, frame, `${at}/set/${path}`);
          }
          break;
        case 'readStorage':
          declared(`${at}/into`, String(action.into));
          break;
        case 'refetch':
          for (const id of Array.isArray(action.sources) ? action.sources : []) {
            if (!Object.hasOwn(sources, String(id))) report(`${at}/sources`, `data source "${String(id)}" does not exist`, `one of: ${Object.keys(sources).join(', ')}`);
          }
          break;
        case 'dispatch': {
          declared(`${at}/state`, String(action.state), true);
          const model = models[String(action.model)];
          const type = isObject(action.event) ? action.event.type : undefined;
          if (!model) report(`${at}/model`, `unknown model ${JSON.stringify(action.model)}`, `one of: ${Object.keys(models).join(', ') || '(no block has a model)'}`);
          else if (!model.events.includes(String(type))) report(`${at}/event/type`, `model ${String(action.model)} has no event ${JSON.stringify(type)}`, `one of: ${model.events.join(', ')}`);
          checkValue(action.event, frame, `${at}/event`);
          break;
        }
        case 'guard':
          (Array.isArray(action.rules) ? action.rules : []).forEach((rule: unknown, r) => {
            if (!isObject(rule)) return;
            checkLogic(rule.fails, frame, `${at}/rules/${r}/fails`);
            checkValue(rule.message, frame, `${at}/rules/${r}/message`);
          });
          break;
        case 'run':
          if (!Object.hasOwn(chains, String(action.chain))) report(`${at}/chain`, `chain "${String(action.chain)}" does not exist`, Object.keys(chains).length ? `one of: ${Object.keys(chains).join(', ')}` : 'a chain declared under "actions"');
          checkValue(action.args, frame, `${at}/args`);
          break;
        case 'clearDraft':
          if (!isObject(page.draft)) report(at, 'clearDraft on a page without a draft', 'a "draft" declared on the page');
          break;
        case 'if':
          checkLogic(action.cond, frame, `${at}/cond`);
          checkActions(action.then, frame, `${at}/then`);
          checkActions(action.else, frame, `${at}/else`);
          break;
        default:
          for (const key of ['text', 'value', 'url', 'query', 'data'] as const) if (key in action) checkValue(action[key], frame, `${at}/${key}`);
      }
    });
  }

  function checkNode(node: unknown, frame: Frame, pointer: string): void {
    if (!isObject(node)) return;
    let inner = frame;
    if (typeof node.repeat === 'string') {
      const list = checkName(node.repeat, frame, `${pointer}/repeat`);
      inner = { ...frame, item: list ? { schema: itemSchema(list.schema, list.root), root: list.root } : { schema: true, root: true } };
    } else if (node.repeat !== undefined) {
      checkValue(node.repeat, frame, `${pointer}/repeat`);
      inner = { ...frame, item: { schema: true, root: true } };
    }
    checkValue(node.props, inner, `${pointer}/props`);
    checkLogic(node.when, inner, `${pointer}/when`);
    checkLogic(node.enabledWhen, inner, `${pointer}/enabledWhen`);
    if (isObject(node.on)) for (const [event, list] of Object.entries(node.on)) checkActions(list, { ...inner, event: true }, `${pointer}/on/${event}`);
    if (Array.isArray(node.children)) node.children.forEach((child, i) => checkNode(child, inner, `${pointer}/children/${i}`));
  }

  const top: Frame = { event: false };
  checkValue(page.title, top, '/title');
  for (const key of Object.keys(isObject(page.fromStorage) ? page.fromStorage : {})) declared(`/fromStorage/${key}`, key, true);
  if (isObject(page.draft)) {
    const kept = Array.isArray(page.draft.state) ? page.draft.state : [];
    kept.forEach((key, i) => declared(`/draft/state/${i}`, String(key), true));
    checkValue(page.draft.scope, { ...top, noData: true }, '/draft/scope');
  }
  for (const [id, source] of Object.entries(sources)) {
    if (isObject(source)) checkParams(source.call, source.params, { ...top, noData: true }, `/data/${id}`);
    if (isObject(source)) findings(`/data/${id}`, sourceFindings(source, calls));
    if (isObject(source)) checkLogic(source.when, { ...top, noData: true }, `/data/${id}/when`);
    if (isObject(source) && isObject(source.messages)) checkValue(source.messages, { ...top, noData: true }, `/data/${id}/messages`);
  }
  checkActions(page.onLoad, top, '/onLoad');
  for (const [name, list] of Object.entries(chains)) checkActions(list, { ...top, args: true }, `/actions/${name}`);
  if (Array.isArray(page.body)) page.body.forEach((node, i) => checkNode(node, top, `/body/${i}`));
  for (const [id, node] of Object.entries(isObject(page.dialogs) ? page.dialogs : {})) checkNode(node, top, `/dialogs/${id}`);
  return problems;
}
