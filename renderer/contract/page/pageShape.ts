/**
 * The page's shape, declared once: which keys a page, a node and a data source have and what each
 * holds (its role, renderer/contract/page/grammar.ts). The build's page schema
 * (renderer/toolchain/generate/pageSchema.ts) composes these with the route table and the blocks' own props; the
 * runtime's types (./types.ts) are derived from them; the compiler copies the page keys listed here, and the page
 * visitor walks the node regions listed here. `{ $ref: 'node' | 'source' | 'binding' }` point at the page schema's
 * definitions of that name (`binding`: a member of the value family, renderer/runtime/binding/values.ts).
 */
import { actions, callId, condition, modelName, stateKey, storageKey, value, valueMap } from './grammar.ts';
import { COMPLIANCE_RULES, RULE_NAMES } from './compliance.ts';
import { VERSION_FIELD, grammarVersionField } from '../grammarVersion.ts';

export const node = { $ref: 'node' } as const;
export const source = { $ref: 'source' } as const;
export const binding = { $ref: 'binding' } as const;

/** One gateway call a page loads, by source id. */
export const sourceShape = {
  type: 'object',
  additionalProperties: false,
  required: ['call'],
  properties: {
    $comment: { type: 'string' },
    call: callId,
    params: valueMap,
    when: {
      ...condition,
      description: 'Loaded only when this holds (query, launch and initial state); otherwise its data is null.',
    },
    optional: {
      type: 'boolean',
      default: false,
      description:
        'The page shows without waiting for it (loading.<id> is true meanwhile); if it fails, its data stays undefined and the page uses its own words.',
    },
    messages: {
      type: 'object',
      additionalProperties: false,
      description:
        'What the page says when this source fails: refused (no server message), failed (network or reply fault).',
      properties: { refused: value, failed: value },
    },
  },
} as const;

/** One node of the tree; the build adds the block types and each block's props and events. */
export const nodeShape = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'string' },
    id: {
      type: 'string',
      pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
      description:
        "The node's name, unique in the page: a brand's page patch addresses the node by it (deployments/<brand>.json pages).",
    },
    $comment: { type: 'string' },
    locked: {
      enum: RULE_NAMES,
      description: `What the law requires here (renderer/contract/page/compliance.ts): no brand patch, message or experiment may remove, hide, move or rewrite this node. ${RULE_NAMES.map((name) => `${name}: ${COMPLIANCE_RULES[name].what}`).join('; ')}.`,
    },
    props: { type: 'object' },
    children: { type: 'array', items: node },
    when: { ...condition, description: 'Shown only when this holds.' },
    enabledWhen: { ...condition, description: 'Usable only when this holds.' },
    repeat: {
      ...binding,
      description: 'A list, a value from data (a $read of its path, or $logic); the node repeats with item and index.',
    },
    on: { type: 'object', additionalProperties: actions },
  },
} as const;

/** A whole page; the build fills in the route keys. */
export const pageShape = {
  type: 'object',
  additionalProperties: false,
  required: ['route', 'body'],
  properties: {
    $schema: { type: 'string' },
    [VERSION_FIELD]: grammarVersionField,
    $comment: { type: 'string' },
    route: { type: 'string', description: 'The route key this page renders (CONTRACT §2).' },
    title: {
      ...value,
      description:
        "The screen's name: its one level-1 heading, in the title bar, and the document title unless documentTitle says otherwise. Known before the data arrives (no data.… names).",
    },
    documentTitle: {
      ...value,
      description:
        "The browser's title when it differs from the heading (SPEC: the product name on loan details); may use the page's data.",
    },
    titleBar: {
      type: 'boolean',
      default: true,
      description:
        "false: the page names itself in its own level-1 heading (the public site's hero) and has no title bar or Back.",
    },
    header: {
      type: 'array',
      items: node,
      description: "Nodes before the page's <main> (the public site's navigation).",
    },
    footer: { type: 'array', items: node, description: "Nodes after the page's <main> (the public site's footer)." },
    state: {
      type: 'object',
      description:
        'Initial page state; only these keys may be set. A key a block model keeps starts as {"$model": <model>}: the state that model starts from (blocks/<model>/model.ts).',
      additionalProperties: {
        // Any JSON value; an object naming a model is that alone.
        properties: { $model: modelName },
        dependentSchemas: { $model: { maxProperties: 1 } },
      },
    },
    data: {
      type: 'object',
      description: 'Gateway calls loaded before the page shows, by source id ({{data.<id>.…}}).',
      propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
      additionalProperties: source,
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
    body: { type: 'array', items: node },
    dialogs: { type: 'object', additionalProperties: node, description: 'Nodes shown by openDialog.' },
    fromStorage: {
      type: 'object',
      description: 'State keys whose first value comes from these local storage keys, when stored.',
      propertyNames: stateKey,
      additionalProperties: storageKey,
    },
    draft: {
      type: 'object',
      additionalProperties: false,
      required: ['key', 'state'],
      description: 'State kept in local storage until clearDraft: restored when the page opens with the same scope.',
      properties: {
        key: {
          type: 'string',
          description: 'Local storage key (its own: not one of the keys pages share).',
          not: storageKey,
        },
        state: { type: 'array', items: stateKey, minItems: 1, description: 'The state keys kept.' },
        scope: {
          ...value,
          description: 'A template: a draft is restored only into the same scope (e.g. the same order).',
        },
      },
    },
  },
} as const;

/** The page keys that hold a list of nodes, in the order the page shows them. */
export const NODE_REGIONS = [
  'header',
  'body',
  'footer',
] as const satisfies readonly (keyof typeof pageShape.properties)[];

/** Page keys only an author, an editor or the build reads: the runtime's page model leaves them out. */
export const AUTHORING_KEYS = ['$schema', VERSION_FIELD, '$comment'] as const;
