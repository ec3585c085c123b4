/**
 * The page walk's parts (./visitPage.ts): nodes, data sources, actions and their fields. What an
 * action's field holds is read from its kind's schema (renderer/contract/page/grammar.ts roles), so a
 * new kind needs no change here; what a node's or a data source's key holds, from the page's shape
 * (renderer/contract/page/pageShape.ts).
 */
import { isRole, type Role } from '../../contract/page/grammar.ts';
import { ACTION_KINDS } from '../../runtime/actions/kinds/index.ts';
import { READ, tagOf } from '../../runtime/binding/values.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { node as nodePart, nodeShape, source as sourcePart, sourceShape } from '../../contract/page/pageShape.ts';
import { inside, type ActionKindModule, type At, type InScope, type PageVisitor, type RefRole } from './pageVisitor.ts';
import { visitCondition, visitProps, visitRead, visitValue, visitValueMap } from './visitValues.ts';

export type FieldSchema = Json | boolean;

/** Whether a schema holds a role or a part of the page anywhere (else what it describes is plain data). */
export const refersToParts = (schema: unknown): boolean =>
  Array.isArray(schema)
    ? schema.some(refersToParts)
    : isObject(schema) && (typeof schema.$ref === 'string' || Object.values(schema).some(refersToParts));

/**
 * The node keys walked by their shape: those holding a role or a part of the page, but the type (a reference to a
 * block), the props and the repeat, said by hand.
 */
const NODE_WALKED = (Object.keys(nodeShape.properties) as (keyof typeof nodeShape.properties)[]).filter(
  (key) => key !== 'type' && key !== 'props' && key !== 'repeat' && refersToParts(nodeShape.properties[key]),
);

export const withoutComment = (value: Json): Json => {
  const { $comment: _comment, ...rest } = value;
  return rest;
};

export function kindOf(action: unknown): ActionKindModule | undefined {
  const name = isObject(action) ? action.do : undefined;
  return typeof name === 'string' && Object.hasOwn(ACTION_KINDS, name)
    ? ACTION_KINDS[name as keyof typeof ACTION_KINDS]
    : undefined;
}

/** A field of an action (or a key of the page, a node or a data source), by the schema of what it holds. */
export function visitField(
  visitor: PageVisitor,
  schema: FieldSchema,
  item: unknown,
  where: At,
  branchScope: InScope,
): unknown {
  if (!isObject(schema)) return item;
  const role = schema.$ref;
  if (role === nodePart.$ref) return visitNode(visitor, item, where);
  // A data source is a member of "data": its id is the last step of its pointer.
  if (role === sourcePart.$ref)
    return visitSource(visitor, where.pointer.slice(where.pointer.lastIndexOf('/') + 1), item, where);
  if (isRole(role)) return visitRole(visitor, role, item, where, branchScope);
  // A chain or a shared flow (already in its place): a list is what the schema's `else` says.
  if (isObject(schema.else) && Array.isArray(item)) return visitField(visitor, schema.else, item, where, branchScope);
  if (Array.isArray(item) && isObject(schema.items)) {
    return item.map((member, i) =>
      visitField(visitor, schema.items as Json, member, inside(where, String(i)), branchScope),
    );
  }
  if (!isObject(item)) return item;
  return visitMembers(visitor, schema, item, where, branchScope);
}

/** What a field of a role holds: a value, a map of values, a condition, actions, or a reference by name. */
function visitRole(visitor: PageVisitor, role: Role, item: unknown, where: At, branchScope: InScope): unknown {
  switch (role) {
    case 'value':
      return visitValue(visitor, item, where);
    case 'valueMap':
      return visitValueMap(visitor, item, where);
    case 'condition':
      return visitCondition(visitor, item, where);
    case 'actions':
      return visitActions(visitor, item, where.pointer, branchScope);
    default:
      if (typeof item === 'string') visitor.ref?.(role, item, where);
      return item;
  }
}

/**
 * An object's members, each by its property's schema (or the schema's additionalProperties); a key may be a reference.
 */
function visitMembers(visitor: PageVisitor, schema: Json, item: Json, where: At, branchScope: InScope): Json {
  const properties = (isObject(schema.properties) ? schema.properties : {}) as Record<string, FieldSchema>;
  const keyRole = isObject(schema.propertyNames) ? schema.propertyNames.$ref : undefined;
  const out: Json = {};
  for (const [key, member] of Object.entries(withoutComment(item))) {
    const memberAt = inside(where, key);
    if (isRole(keyRole) && keyRole !== 'value') visitor.ref?.(keyRole as RefRole, key, memberAt);
    const memberSchema = Object.hasOwn(properties, key)
      ? properties[key]!
      : (schema.additionalProperties as FieldSchema | undefined);
    out[key] = memberSchema === undefined ? member : visitField(visitor, memberSchema, member, memberAt, branchScope);
  }
  return out;
}

function visitAction(visitor: PageVisitor, item: unknown, where: At): unknown {
  if (!isObject(item)) return item;
  const kind = kindOf(item);
  visitor.action?.(item, kind, where);
  if (!kind) return withoutComment(item);
  const results = 'results' in kind ? (kind.results as Record<string, 'reply' | 'any'>) : {};
  const properties = kind.schema.properties as Record<string, FieldSchema>;
  const out: Json = {};
  for (const [key, member] of Object.entries(withoutComment(item))) {
    const result = results[key] === 'reply' ? { call: String(item.call) } : results[key];
    const branchScope = result ? { ...where.scope, result } : where.scope;
    out[key] = Object.hasOwn(properties, key)
      ? visitField(visitor, properties[key]!, member, inside(where, key), branchScope)
      : member;
  }
  return out;
}

function visitActions(visitor: PageVisitor, list: unknown, pointer: string, scope: InScope): unknown {
  return Array.isArray(list)
    ? list.map((item, i) => visitAction(visitor, item, { pointer: `${pointer}/${i}`, scope }))
    : list;
}

function visitNode(visitor: PageVisitor, item: unknown, where: At): unknown {
  if (!isObject(item)) return item;
  visitor.node?.(item, where);
  if (typeof item.type === 'string') visitor.ref?.('blockType', item.type, inside(where, 'type'));
  let inner = where.scope;
  const out = withoutComment(item);
  if (item.repeat !== undefined) {
    const repeat = visitRepeat(visitor, item.repeat, inside(where, 'repeat'));
    out.repeat = repeat.walked;
    inner = { ...inner, item: repeat.listIs };
  }
  const innerAt = (key: string): At => ({ pointer: `${where.pointer}/${key}`, scope: inner });
  // Each prop is a value (the blocks' own props schemas say which; the node's shape only that they are an object).
  if ('props' in item) out.props = visitProps(visitor, item.props, String(item.type), innerAt('props'));
  // The other keys by what the node's shape says they hold (conditions, children, event actions).
  for (const key of NODE_WALKED) {
    if (item[key] === undefined) continue;
    out[key] =
      key === 'on'
        ? visitEvents(visitor, item.on, String(item.type), innerAt(key))
        : visitField(visitor, nodeShape.properties[key] as FieldSchema, item[key], innerAt(key), inner);
  }
  return out;
}

/** A node's `on`: each event's actions see `event`, the payload of that event of the node's block. */
function visitEvents(visitor: PageVisitor, on: unknown, block: string, onAt: At): unknown {
  if (!isObject(on)) return on;
  const actions = nodeShape.properties.on.additionalProperties as FieldSchema;
  const out: Json = {};
  for (const [event, chain] of Object.entries(withoutComment(on))) {
    const scope = { ...onAt.scope, event: { block, event } };
    out[event] = visitField(visitor, actions, chain, { pointer: `${onAt.pointer}/${event}`, scope }, scope);
  }
  return out;
}

/** The list a node repeats over is a value; a $read of a path says what `item` is under it. */
function visitRepeat(visitor: PageVisitor, repeat: unknown, repeatAt: At): { walked: unknown; listIs: unknown } {
  const path = tagOf(repeat) === READ ? (repeat as Json)[READ] : undefined;
  const listIs =
    typeof path === 'string' ? visitRead(visitor, path, inside(repeatAt, READ), { repeat: true }) : undefined;
  return { walked: visitValue(visitor, repeat, repeatAt, typeof path === 'string', 'repeat'), listIs };
}

export function visitSource(visitor: PageVisitor, id: string, item: unknown, where: At): unknown {
  if (!isObject(item)) return item;
  visitor.source?.(id, item, where);
  return visitField(visitor, sourceShape, item, where, where.scope);
}
