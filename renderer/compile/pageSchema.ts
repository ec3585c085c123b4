/**
 * Composes schemas/page.schema.json from the blocks' own props schemas, the call catalogue and the
 * route table, so an editor completes and checks a page file and `npm run validate` uses exactly
 * the same rules. Every top-level prop may also be a binding ({"$bind"} or {"$expr"}); one its
 * block marks `twoWay: true` may also be bound to page state both ways ({"$bindState": path}).
 */
import type { BlockDefinition } from '../block/defineBlock.ts';
import type { ModelDefinition } from '../block/defineModel.ts';
import { ROLES, isRole, type Role } from '../actions/grammar.ts';
import { ACTION_KINDS } from '../actions/kinds/index.ts';
import { BRIDGE_ACTIONS } from '../bridge/bridge.ts';
import { SCOPE_ROOTS } from '../page/scope.ts';
import { STORAGE_KEYS } from '../page/storageKeys.ts';
import { nodeShape, pageShape, sourceShape } from '../page/shape.ts';

type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/$defs/${name}` });

function withBindings(props: Schema): Schema {
  const properties = (props.properties ?? {}) as Record<string, Schema>;
  const wrapped: Record<string, Schema> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const { description, default: fallback, twoWay, ...rest } = schema;
    wrapped[name] = {
      ...(description === undefined ? {} : { description }),
      ...(fallback === undefined ? {} : { default: fallback }),
      anyOf: [rest, ref('binding'), ...(twoWay === true ? [ref('stateBinding')] : [])],
    };
  }
  return { ...props, properties: wrapped };
}

/** Names a role (renderer/actions/grammar.ts) or a part of the page (renderer/page/shape.ts) refers to. */
const PAGE_PARTS = new Set(['node', 'source', 'binding']);

/** A schema whose `$ref`s to roles and page parts point at the page schema's definitions. */
function pointed(schema: unknown): Schema {
  const pointTo = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(pointTo);
    if (typeof value !== 'object' || value === null) return value;
    const definition = (item: unknown) => isRole(item) || (typeof item === 'string' && PAGE_PARTS.has(item));
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === '$ref' && definition(item) ? `#/$defs/${String(item)}` : pointTo(item)]));
  };
  return pointTo(schema) as Schema;
}

/** A kind's schema with its role references pointing at the page schema's definitions, and `$comment` allowed. */
function actionSchema(schema: Schema): Schema {
  const result = pointed(schema);
  return { ...result, properties: { ...(result.properties as Schema), $comment: { type: 'string' } } };
}

/** What each role of the grammar (renderer/actions/grammar.ts) is in a page file. */
function roleDefinitions({ models, callIds, routeKeys }: PageSchemaInput): Record<Role, Schema> {
  const named = (role: Role, schema: Schema): Schema => ({ description: ROLES[role], ...schema });
  return {
    value: named('value', {}),
    valueMap: named('valueMap', { type: 'object', additionalProperties: ref('value') }),
    logic: { description: `A JSON Logic expression over the scope (${SCOPE_ROOTS.join(', ')}).` },
    actions: named('actions', { type: 'array', items: ref('action') }),
    callId: named('callId', { enum: callIds }),
    routeKey: named('routeKey', { enum: routeKeys }),
    dialogId: named('dialogId', { type: 'string' }),
    chainName: named('chainName', { type: 'string' }),
    stateKey: named('stateKey', { type: 'string' }),
    statePath: named('statePath', { type: 'string' }),
    storageKey: named('storageKey', { enum: Object.keys(STORAGE_KEYS) }),
    sourceId: named('sourceId', { type: 'string' }),
    modelName: named('modelName', Object.keys(models).length ? { enum: Object.keys(models) } : { type: 'string' }),
    bridgeAction: named('bridgeAction', { enum: [...BRIDGE_ACTIONS] }),
  };
}

export interface PageSchemaInput {
  blocks: readonly BlockDefinition[];
  models: Record<string, ModelDefinition>;
  callIds: string[];
  routeKeys: string[];
}

export function buildPageSchema(input: PageSchemaInput): Schema {
  const { blocks, routeKeys } = input;
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
  const actionDefs = Object.fromEntries(Object.entries(ACTION_KINDS).map(([name, kind]) => [name, actionSchema(kind.schema as unknown as Schema)]));
  for (const [name, schema] of Object.entries(actionDefs)) defs[`action.${name}`] = schema;

  const { type: _type, ...nodeKeys } = nodeShape.properties;
  const { $schema: _schema, $comment: _comment, route: _route, ...pageKeys } = pageShape.properties;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'page.schema.json',
    title: 'Page schema',
    description: 'One screen: the data it loads, its state, its tree of blocks and what their events do. Generated by `npm run schemas`.',
    ...pointed(pageShape),
    properties: pointed({
      $schema: pageShape.properties.$schema,
      $comment: pageShape.properties.$comment,
      route: { enum: routeKeys, description: pageShape.properties.route.description },
      ...pageKeys,
    }),
    $defs: {
      ...roleDefinitions(input),
      binding: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        maxProperties: 1,
        properties: { $bind: { type: 'string', description: 'A dotted path in the scope.' }, $expr: ref('logic') },
      },
      stateBinding: {
        type: 'object',
        additionalProperties: false,
        required: ['$bindState'],
        properties: {
          $bindState: { ...ref('statePath'), description: "Two-way: the block shows this state path and writes what the borrower changes back to it (a path that starts with a key declared under the page's state)." },
        },
      },
      source: pointed(sourceShape),
      node: {
        ...pointed(nodeShape),
        properties: pointed({ type: { enum: blocks.map((block) => block.type) }, ...nodeKeys }),
        allOf: perBlock,
      },
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
