/**
 * Composes schemas/page.schema.json from the blocks' own props schemas, the call catalogue and the
 * route table, so an editor completes and checks a page file and `npm run validate` uses exactly
 * the same rules. Every top-level prop may also be a value from data (a member of the value family,
 * renderer/runtime/binding/values.ts): `$template` only where the prop takes text; one its block marks
 * `twoWay: true` may also be bound to page state both ways ({"$bindState": path}).
 */
import { payloadFields, type BlockDefinition } from '../../contract/block/defineBlock.ts';
import type { ModelDefinition } from '../../contract/block/defineModel.ts';
import { ROLES, isRole, type Role } from '../../contract/page/grammar.ts';
import { ACTION_KINDS } from '../../runtime/actions/kinds/index.ts';
import { BRIDGE_ACTIONS } from '../../contract/bridge.ts';
import { SCOPE_ROOTS } from '../../contract/page/scopeNames.ts';
import { BIND_STATE, TEMPLATE, VALUE_MEMBERS, VALUE_TAGS } from '../../runtime/binding/values.ts';
import { STORAGE_KEYS } from '../../runtime/storage/keys.ts';
import { nodeShape, pageShape, sourceShape } from '../../contract/page/pageShape.ts';
import { VERSION_FIELD } from '../../contract/grammarVersion.ts';

type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/$defs/${name}` });

/** Whether a prop's schema may hold text (a template gives text, so it goes only there). */
function takesText(schema: Schema): boolean {
  const { type } = schema;
  if (Array.isArray(schema.enum)) return schema.enum.some((item) => typeof item === 'string');
  if (type === undefined) return !('const' in schema) || typeof schema.const === 'string';
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/**
 * The family's members a page may write wherever a value goes (not $bindState: only a whole twoWay prop), each an
 * object of its one tag.
 */
function memberSchemas(): Record<string, Schema> {
  const members: Record<string, Schema> = {};
  for (const tag of VALUE_TAGS) {
    const { description, schema, wholePropOnly } = VALUE_MEMBERS[tag];
    if (wholePropOnly) continue;
    members[tag] = {
      type: 'object',
      additionalProperties: false,
      required: [tag],
      description,
      properties: { [tag]: pointed(schema) },
    };
  }
  return members;
}

/**
 * A prop's schema where it and every value inside it (a list's items, an object's fields) may also be a value from
 * data.
 */
function valued(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const node = schema as Schema;
  // A schema that takes anything takes a value from data already.
  if (Object.keys(node).every((key) => key === 'description' || key === 'default')) return node;
  const inner: Schema = { ...node };
  if (typeof node.properties === 'object' && node.properties !== null)
    inner.properties = Object.fromEntries(Object.entries(node.properties).map(([key, item]) => [key, valued(item)]));
  if (node.items !== undefined) inner.items = valued(node.items);
  if (typeof node.additionalProperties === 'object') inner.additionalProperties = valued(node.additionalProperties);
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(node[key])) inner[key] = (node[key] as unknown[]).map(valued);
  const { description, default: fallback, ...rest } = inner;
  return {
    ...(description === undefined ? {} : { description }),
    ...(fallback === undefined ? {} : { default: fallback }),
    anyOf: [rest, ref(takesText(rest) ? 'binding' : 'typedBinding')],
  };
}

function withBindings(props: Schema): Schema {
  const properties = (props.properties ?? {}) as Record<string, Schema>;
  return {
    ...props,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, schema]) => {
        const { twoWay, ...plain } = schema;
        const wrapped = valued(plain) as Schema;
        if (twoWay !== true) return [name, wrapped];
        // valued() leaves a schema that takes anything as it is: that one takes the binding too.
        return [
          name,
          Array.isArray(wrapped.anyOf) ? { ...wrapped, anyOf: [...wrapped.anyOf, ref('stateBinding')] } : wrapped,
        ];
      }),
    ),
  };
}

/**
 * Names a role (renderer/contract/page/grammar.ts) or a part of the page (renderer/contract/page/pageShape.ts) refers
 * to.
 */
const PAGE_PARTS = new Set(['node', 'source', 'binding', 'jsonLogic']);

/** A schema whose `$ref`s to roles and page parts point at the page schema's definitions. */
function pointed(schema: unknown): Schema {
  const pointTo = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(pointTo);
    if (typeof value !== 'object' || value === null) return value;
    const definition = (item: unknown) => isRole(item) || (typeof item === 'string' && PAGE_PARTS.has(item));
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === '$ref' && definition(item) ? `#/$defs/${String(item)}` : pointTo(item),
      ]),
    );
  };
  return pointTo(schema) as Schema;
}

/** A kind's schema with its role references pointing at the page schema's definitions, and `$comment` allowed. */
function actionSchema(schema: Schema): Schema {
  const result = pointed(schema);
  return { ...result, properties: { ...(result.properties as Schema), $comment: { type: 'string' } } };
}

/** What each role of the grammar (renderer/contract/page/grammar.ts) is in a page file. */
function roleDefinitions({ models, callIds, routeKeys }: PageSchemaInput): Record<Role, Schema> {
  const named = (role: Role, schema: Schema): Schema => ({ description: ROLES[role], ...schema });
  return {
    value: named('value', {}),
    valueMap: named('valueMap', { type: 'object', additionalProperties: ref('value') }),
    condition: named('condition', { anyOf: [{ type: 'boolean' }, ref('binding')] }),
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

/** A node's `on` for its block: only the events it raises, each described with what `event` holds in its actions. */
function eventsSchema(block: BlockDefinition): Schema {
  const events = Object.entries(block.events);
  if (!events.length) return { maxProperties: 0, description: `${block.type} raises no events` };
  return {
    propertyNames: { enum: events.map(([name]) => name) },
    properties: Object.fromEntries(
      events.map(([name, schema]) => [
        name,
        { description: `${schema.description ?? name} event: {${payloadFields(schema).join(', ')}}.` },
      ]),
    ),
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
  const members = memberSchemas();
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
          on: eventsSchema(block),
          ...(block.children ? {} : { children: { maxItems: 0, description: `${block.type} takes no children` } }),
        },
      },
    };
  });
  const actionDefs = Object.fromEntries(
    Object.entries(ACTION_KINDS).map(([name, kind]) => [name, actionSchema(kind.schema as unknown as Schema)]),
  );
  for (const [name, schema] of Object.entries(actionDefs)) defs[`action.${name}`] = schema;

  const { type: _type, ...nodeKeys } = nodeShape.properties;
  const {
    $schema: _schema,
    [VERSION_FIELD]: _version,
    $comment: _comment,
    route: _route,
    ...pageKeys
  } = pageShape.properties;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'page.schema.json',
    title: 'Page schema',
    description:
      'One screen: the data it loads, its state, its tree of blocks and what their events do. Generated by `npm run schemas`.',
    ...pointed(pageShape),
    properties: pointed({
      $schema: pageShape.properties.$schema,
      [VERSION_FIELD]: pageShape.properties[VERSION_FIELD],
      $comment: pageShape.properties.$comment,
      route: { enum: routeKeys, description: pageShape.properties.route.description },
      ...pageKeys,
    }),
    $defs: {
      ...roleDefinitions(input),
      jsonLogic: { description: `A JSON Logic expression over the scope (${SCOPE_ROOTS.join(', ')}).` },
      binding: {
        description: 'A value from data: one member of the value family (renderer/runtime/binding/values.ts).',
        anyOf: Object.values(members),
      },
      typedBinding: {
        description: 'A value from data that keeps its type ($template gives text: not here).',
        anyOf: Object.entries(members)
          .filter(([tag]) => tag !== TEMPLATE)
          .map(([, schema]) => schema),
      },
      stateBinding: {
        type: 'object',
        additionalProperties: false,
        required: [BIND_STATE],
        properties: {
          [BIND_STATE]: {
            ...ref('statePath'),
            description:
              "Two-way: the block shows this state path and writes what the borrower changes back to it (a path that starts with a key declared under the page's state).",
          },
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
