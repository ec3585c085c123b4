/**
 * The words of the page grammar that an action's JSON Schema is built from. A field's role is
 * declared once, by referring to one of these (`{ "$ref": "value" }`): the page schema turns the
 * reference into its definition, the build's page visitor (renderer/toolchain/compile/visitPage.ts) knows from
 * it what the field holds (a template to compile, a condition, a branch of actions, the name of a
 * dialog, a state key…), and the TypeScript type of the action is derived from the same schema.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** What a field of an action (or of the page) holds. */
export const ROLES = {
  value:
    'A literal (a bare string too), a value from data ({"$read": path}, {"$template": text} or {"$logic": JSON Logic}: renderer/runtime/binding/values.ts), or a list or object of values.',
  valueMap: 'An object of values.',
  condition:
    'A condition: true, false or a value from data ({"$logic": JSON Logic}, {"$read": path}), truthy as JSON Logic says.',
  actions: 'A list of actions (a branch).',
  callId: 'A gateway call of schemas/calls.json.',
  routeKey: 'A route key (CONTRACT §2).',
  dialogId: 'One of the page\'s "dialogs".',
  chainName: 'One of the page\'s named "actions" chains.',
  stateKey: 'A key declared under the page\'s "state".',
  statePath: 'A dotted path that starts with a key declared under the page\'s "state".',
  storageKey: 'A local storage key that pages share (renderer/runtime/storage/keys.ts).',
  sourceId: 'One of the page\'s "data" sources.',
  modelName: "A block's model (blocks/<type>/model.ts).",
  bridgeAction: 'A message to the native host (CONTRACT §5).',
} as const;

export type Role = keyof typeof ROLES;

export function isRole(name: unknown): name is Role {
  return typeof name === 'string' && Object.hasOwn(ROLES, name);
}

// Field schemas by role. An action schema uses these, never the role's definition itself.
export const value = { $ref: 'value' } as const;
export const valueMap = { $ref: 'valueMap' } as const;
export const condition = { $ref: 'condition' } as const;
export const actions = { $ref: 'actions' } as const;
export const callId = { $ref: 'callId' } as const;
export const routeKey = { $ref: 'routeKey' } as const;
export const dialogId = { $ref: 'dialogId' } as const;
export const chainName = { $ref: 'chainName' } as const;
export const stateKey = { $ref: 'stateKey' } as const;
export const statePath = { $ref: 'statePath' } as const;
export const storageKey = { $ref: 'storageKey' } as const;
export const sourceId = { $ref: 'sourceId' } as const;
export const modelName = { $ref: 'modelName' } as const;
export const bridgeAction = { $ref: 'bridgeAction' } as const;

/**
 * A step that goes somewhere (`navigate`, `openLink`) may have its page asked for before the tap (issue 42): the
 * server's page asks for it with a `<link rel="prefetch">` once it has painted, so a tap before the script works opens
 * it from the browser's cache (CONTRACT §1, "What a tap does before the script"). For the screen's main way forward
 * only: every view pays a server render of that page and its gateway calls, tapped or not.
 */
export const prefetch = {
  type: 'boolean',
  default: false,
  description:
    "Ask for the page this goes to as soon as the server's page is shown, so a tap before the script opens it at once (one of the app's own screens only; every view then costs that page's server render and its gateway calls).",
} as const;

/** What each role is as a TypeScript type (json-schema-to-ts resolves the references by $id). */
export type References = [
  { $id: 'value' },
  { $id: 'valueMap'; type: 'object' },
  { $id: 'condition' },
  {
    $id: 'actions';
    type: 'array';
    items: { type: 'object'; required: ['do']; properties: { do: { type: 'string' } } };
  },
  { $id: 'callId'; type: 'string' },
  { $id: 'routeKey'; type: 'string' },
  { $id: 'dialogId'; type: 'string' },
  { $id: 'chainName'; type: 'string' },
  { $id: 'stateKey'; type: 'string' },
  { $id: 'statePath'; type: 'string' },
  { $id: 'storageKey'; type: 'string' },
  { $id: 'sourceId'; type: 'string' },
  { $id: 'modelName'; type: 'string' },
  { $id: 'bridgeAction'; type: 'string' },
];

/** An action kind's schema: an object whose `do` is the kind's name; `$comment` is allowed on every action. */
export interface ActionSchema {
  type: 'object';
  description: string;
  additionalProperties: false;
  required: readonly string[];
  properties: { do: { const: string } } & Record<string, JSONSchema>;
}

/** The action an action schema describes. */
export type ActionOf<S extends ActionSchema> = FromSchema<
  S,
  { references: References; keepDefaultedPropertiesOptional: true }
>;

/** Any action as the runtime receives it: branches are lists of these. */
export interface AnyAction {
  do: string;
  [field: string]: unknown;
}

/** What the build's check of one action kind may ask and report (renderer/toolchain/compile/checkPage.ts gives it). */
export interface CheckContext {
  /** A problem at this action's pointer plus `suffix` ('' for the action itself, '/call' for its call field). */
  report(suffix: string, message: string, expected: string): void;
  /** The gateway calls, by id (schemas/calls.json). */
  calls: Record<string, { method: string; image?: boolean; attempt?: { of: string; by: readonly string[] } }>;
  /** The block models by name, with the events each understands. */
  models: Record<string, { events: readonly string[] }>;
  /**
   * The page's declared state keys: the model that keeps each ({"$model": name} under "state"), null for one the page
   * writes itself.
   */
  stateModels: Record<string, string | null>;
  /** Whether the page declares a draft. */
  hasDraft: boolean;
}

/**
 * What the branches of an action see as `result`: the reply of the call the action names
 * ('reply'), or any failure ('any'). A branch field not listed sees no result.
 */
export type BranchResults = Readonly<Record<string, 'reply' | 'any'>>;
