/**
 * Composes schemas/page.schema.json from the blocks' own props schemas, the call catalogue and the
 * route table, so an editor completes and checks a page file and `npm run validate` uses exactly
 * the same rules. Every top-level prop may also be a binding ({"$bind"} or {"$expr"}).
 */
import type { BlockDefinition } from '../block/defineBlock.ts';
import type { ModelDefinition } from '../block/defineModel.ts';
import { BRIDGE_ACTIONS } from '../bridge/bridge.ts';

type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/$defs/${name}` });
const actions = ref('actions');
const valueMap = ref('valueMap');

function withBindings(props: Schema): Schema {
  const properties = (props.properties ?? {}) as Record<string, Schema>;
  const wrapped: Record<string, Schema> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const { description, default: fallback, ...rest } = schema;
    wrapped[name] = {
      ...(description === undefined ? {} : { description }),
      ...(fallback === undefined ? {} : { default: fallback }),
      anyOf: [rest, ref('binding')],
    };
  }
  return { ...props, properties: wrapped };
}

function actionSchemas(callIds: string[], routeKeys: string[], models: Record<string, ModelDefinition>): Record<string, Schema> {
  const action = (name: string, required: string[], properties: Schema, description: string): Schema => ({
    type: 'object',
    description,
    additionalProperties: false,
    required: ['do', ...required],
    properties: { do: { const: name }, $comment: { type: 'string' }, ...properties },
  });
  return {
    call: action(
      'call',
      ['call'],
      {
        call: { enum: callIds },
        params: valueMap,
        loading: { type: 'boolean', description: "Show 'loading...' while it runs." },
        background: { type: 'boolean', description: 'Send it and go on at once; its outcome is ignored (tracking). Takes no branches.' },
        onSuccess: actions,
        onFailure: { ...actions, description: 'Default: toast the server message (or why the call failed).' },
        onCode: { type: 'object', additionalProperties: actions, description: 'By reply code, before onFailure.' },
      },
      'Call a gateway call by id; result (ok, code, message, data) is in scope in the branches.',
    ),
    callUrl: action(
      'callUrl',
      ['call', 'into'],
      { call: { enum: callIds }, params: valueMap, into: { type: 'string', description: 'The state key that receives the address.' } },
      'Put the address of a GET call (with the launch parameters) into page state: a picture the browser loads itself, such as a captcha.',
    ),
    launch: action(
      'launch',
      ['params'],
      {
        params: { ...ref('value'), description: 'The launch parameters (CONTRACT §3); empty ones are dropped.' },
        route: { ...ref('value'), description: 'A route key: open that screen afresh (a full load) with the parameters and query in its address.' },
        query: valueMap,
      },
      "Replace the session's launch parameters, as a native shell's launch does; with a route, open that screen with them.",
    ),
    toast: action('toast', ['text'], { text: ref('value'), duration: { type: 'integer', minimum: 300 } }, 'Show a toast (2 s unless duration says otherwise).'),
    openDialog: action('openDialog', ['dialog'], { dialog: { type: 'string' } }, 'Open one of the page dialogs.'),
    closeDialog: action('closeDialog', ['dialog'], { dialog: { type: 'string' } }, 'Close one of the page dialogs.'),
    setState: action('setState', ['set'], { set: valueMap }, 'Set page state by dotted path.'),
    readStorage: action('readStorage', ['key', 'into'], { key: { type: 'string' }, into: { type: 'string' } }, 'Read local storage into page state.'),
    writeStorage: action('writeStorage', ['key', 'value'], { key: { type: 'string' }, value: ref('value') }, 'Write local storage.'),
    removeStorage: action('removeStorage', ['key'], { key: { type: 'string' } }, 'Remove a local storage key.'),
    navigate: action('navigate', ['route'], { route: { enum: routeKeys }, query: valueMap, replace: { type: 'boolean' } }, 'Go to another screen by route key.'),
    back: action('back', ['fallback'], { fallback: { enum: routeKeys } }, 'Back to the previous screen of this visit, or to the fallback route when the visit started here.'),
    bridge: action('bridge', ['action'], { action: { enum: BRIDGE_ACTIONS }, data: valueMap }, 'Send a message to the native host.'),
    openLink: action(
      'openLink',
      ['url'],
      {
        url: ref('value'),
        params: { enum: ['current', 'tracking', 'none'], default: 'current' },
        query: { ...valueMap, description: 'Values added to the link\'s query, encoded.' },
        replace: { type: 'boolean', default: false, description: 'Replace the current history entry (the borrower cannot come back to this page).' },
      },
      'Open a link by the safe link rule.',
    ),
    if: action('if', ['cond', 'then'], { cond: ref('logic'), then: actions, else: actions }, 'Choose a branch by a JSON Logic condition.'),
    guard: action(
      'guard',
      ['rules'],
      {
        rules: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['fails', 'message'],
            properties: { fails: ref('logic'), message: ref('value'), $comment: { type: 'string' } },
          },
        },
      },
      'Validation: the first rule whose "fails" holds toasts its message and stops the chain.',
    ),
    wait: action('wait', ['ms'], { ms: { type: 'integer', minimum: 0 } }, 'Wait, then go on.'),
    refetch: action('refetch', [], { sources: { type: 'array', items: { type: 'string' } } }, "Load the page's data sources again."),
    dispatch: action(
      'dispatch',
      ['model', 'state', 'event'],
      {
        model: { ...(Object.keys(models).length ? { enum: Object.keys(models) } : { type: 'string' }), description: "A block's model (blocks/<model>/model.ts)." },
        state: { type: 'string', description: 'The state key the model reduces.' },
        event: { ...valueMap, required: ['type'], description: 'The event: its type and fields.' },
      },
      "Run a block model's reducer over one state key.",
    ),
    clearDraft: action('clearDraft', [], {}, "Forget the page's draft (after it was sent)."),
    forgetData: action('forgetData', [], {}, "Drop the cached data of every other page (after a payment or a save, so the next screen loads what changed)."),
    run: action(
      'run',
      ['chain'],
      { chain: { type: 'string', description: 'A chain under the page\'s "actions".' }, args: valueMap },
      "Run one of the page's named chains; its args are in scope as args.<name>.",
    ),
  };
}

export interface PageSchemaInput {
  blocks: readonly BlockDefinition[];
  models: Record<string, ModelDefinition>;
  callIds: string[];
  routeKeys: string[];
}

export function buildPageSchema({ blocks, models, callIds, routeKeys }: PageSchemaInput): Schema {
  const defs: Record<string, Schema> = {};
  const perBlock = blocks.map((block) => {
    const props = block.props as Schema;
    defs[`props.${block.type}`] = withBindings(props);
    const required = Array.isArray(props.required) && props.required.length > 0 ? ['props'] : [];
    return {
      if: { properties: { type: { const: block.type } }, required: ['type'] },
      then: {
        required,
        properties: {
          props: ref(`props.${block.type}`),
          on: block.events.length
            ? { propertyNames: { enum: [...block.events] } }
            : { maxProperties: 0, description: `${block.type} raises no events` },
          ...(block.children ? {} : { children: { maxItems: 0, description: `${block.type} takes no children` } }),
        },
      },
    };
  });
  const actionDefs = actionSchemas(callIds, routeKeys, models);
  for (const [name, schema] of Object.entries(actionDefs)) defs[`action.${name}`] = schema;

  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'page.schema.json',
    title: 'Page schema',
    description: 'One screen: the data it loads, its state, its tree of blocks and what their events do. Generated by `npm run schemas`.',
    type: 'object',
    additionalProperties: false,
    required: ['route', 'body'],
    properties: {
      $schema: { type: 'string' },
      $comment: { type: 'string' },
      route: { enum: routeKeys, description: 'The route key this page renders (CONTRACT §2).' },
      title: { ...ref('value'), description: 'Document title (a template).' },
      state: { type: 'object', description: 'Initial page state; only these keys may be set.' },
      data: {
        type: 'object',
        description: 'Gateway calls loaded before the page shows, by source id ({{data.<id>.…}}).',
        propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
        additionalProperties: ref('source'),
      },
      onLoad: { ...actions, description: 'Runs once when the data has loaded.' },
      actions: {
        type: 'object',
        description: 'Named action chains, run by {"do": "run", "chain": name, "args": {...}}.',
        propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
        additionalProperties: {
          // A chain, or a shared flow by name (schemas/flows/<name>.json), put in its place at build.
          if: { type: 'object', required: ['$flow'] },
          then: {
            type: 'object',
            additionalProperties: false,
            properties: { $flow: { type: 'string', description: 'A shared flow: the name of a file in schemas/flows.' } },
          },
          else: actions,
        },
      },
      body: { type: 'array', items: ref('node') },
      dialogs: { type: 'object', additionalProperties: ref('node'), description: 'Nodes shown by openDialog.' },
      fromStorage: {
        type: 'object',
        description: 'State keys whose first value comes from these local storage keys, when stored.',
        additionalProperties: { type: 'string' },
      },
      draft: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'state'],
        description: 'State kept in local storage until clearDraft: restored when the page opens with the same scope.',
        properties: {
          key: { type: 'string', description: 'Local storage key.' },
          state: { type: 'array', items: { type: 'string' }, minItems: 1, description: 'The state keys kept.' },
          scope: { ...ref('value'), description: 'A template: a draft is restored only into the same scope (e.g. the same order).' },
        },
      },
    },
    $defs: {
      value: { description: 'A literal, a mustache template string, or a binding.' },
      logic: { description: 'A JSON Logic expression over the scope (data, loading, query, launch, state, brand, market, t, lang, routes, platform, event, result, item, index, args).' },
      binding: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        maxProperties: 1,
        properties: { $bind: { type: 'string', description: 'A dotted path in the scope.' }, $expr: ref('logic') },
      },
      valueMap: { type: 'object', additionalProperties: ref('value') },
      source: {
        type: 'object',
        additionalProperties: false,
        required: ['call'],
        properties: {
          call: { enum: callIds },
          params: valueMap,
          when: { ...ref('logic'), description: 'Loaded only when this holds (query, launch and initial state); otherwise its data is null.' },
          optional: {
            type: 'boolean',
            default: false,
            description: 'The page shows without waiting for it (loading.<id> is true meanwhile); if it fails, its data stays undefined and the page uses its own words.',
          },
          messages: {
            type: 'object',
            additionalProperties: false,
            description: 'What the page says when this source fails: refused (no server message), failed (network or reply fault).',
            properties: { refused: ref('value'), failed: ref('value') },
          },
        },
      },
      node: {
        type: 'object',
        additionalProperties: false,
        required: ['type'],
        properties: {
          type: { enum: blocks.map((block) => block.type) },
          $comment: { type: 'string' },
          props: { type: 'object' },
          children: { type: 'array', items: ref('node') },
          when: { ...ref('logic'), description: 'Shown only when this holds.' },
          enabledWhen: { ...ref('logic'), description: 'Usable only when this holds.' },
          repeat: { anyOf: [{ type: 'string' }, ref('binding')], description: 'A list (path or binding); the node repeats with item and index.' },
          on: { type: 'object', additionalProperties: actions },
        },
        allOf: perBlock,
      },
      actions: { type: 'array', items: ref('action') },
      action: {
        type: 'object',
        required: ['do'],
        properties: { do: { enum: Object.keys(actionDefs) } },
        allOf: Object.keys(actionDefs).map((name) => ({
          if: { properties: { do: { const: name } }, required: ['do'] },
          then: ref(`action.${name}`),
        })),
      },
      ...defs,
    },
  };
}
