/**
 * The one walk of a page tree at build time: every node, data source, action, value, condition,
 * name and reference, each with its JSON pointer and what is in scope there. The compiler (which
 * replaces values), the checker and "what does this page use" (blocks, calls, models, message
 * groups) are its clients. What an action's field holds is read from its kind's schema
 * (renderer/contract/page/grammar.ts roles), so a new kind needs no change here; what a page key or a
 * data source's key holds, from the page's shape (renderer/contract/page/pageShape.ts).
 */
import { isRole, type Role } from '../../contract/page/grammar.ts';
import { ACTION_KINDS } from '../../runtime/actions/kinds/index.ts';
import { ITERATING_OPERATORS } from '../../runtime/binding/operators.ts';
import { BIND_STATE, LOGIC, READ, TEMPLATE, tagOf } from '../../runtime/binding/values.ts';
import { oldFormOf, type OldForm } from '../migrate/oldValues.ts';
import { hasTags, parseTemplate, TemplateError, type ParsedTemplate } from './templates.ts';
import { isObject, type Json } from '../../contract/json.ts';
import {
  node as nodePart,
  nodeShape,
  pageShape,
  source as sourcePart,
  sourceShape,
} from '../../contract/page/pageShape.ts';

type PageKey = keyof typeof pageShape.properties;

/** Whether a schema holds a role or a part of the page anywhere (else what it describes is plain data). */
const refersToParts = (schema: unknown): boolean =>
  Array.isArray(schema)
    ? schema.some(refersToParts)
    : isObject(schema) && (typeof schema.$ref === 'string' || Object.values(schema).some(refersToParts));

type FieldSchema = Json | boolean;

/** The node keys walked by their shape: those holding a role or a part of the page, but the type (a reference to a block), the props and the repeat, said by hand. */
const NODE_WALKED = (Object.keys(nodeShape.properties) as (keyof typeof nodeShape.properties)[]).filter(
  (key) => key !== 'type' && key !== 'props' && key !== 'repeat' && refersToParts(nodeShape.properties[key]),
);

/** What is in scope at one place of a page (besides the page-wide roots). */
export interface InScope {
  /** Inside a node's event actions: `event` is in scope. */
  event: boolean;
  /** Inside a named chain: its arguments are in scope. */
  args?: boolean;
  /** Inside a call's branch: the reply of that call ({call}) or any failure. */
  result?: { call: string } | 'any';
  /** Inside a repeated node: what the client's `name` handler said the list's item is. */
  item?: unknown;
  /** Where no page data exists yet, and what that place is (a data source's parameters, the page's title). */
  noData?: string;
}

export interface At {
  pointer: string;
  scope: InScope;
}

/** How a name is used: inside a template section (may be relative), or only its start is known (a computed `var`). */
export interface NameUse {
  inSection?: boolean;
  prefix?: boolean;
  /** The list a repeated node repeats over: the handler's answer is what `item` is under it. */
  repeat?: boolean;
}

export type RefRole = Exclude<Role, 'value' | 'valueMap' | 'condition' | 'actions'> | 'blockType';

export interface PageVisitor {
  node?(node: Json, at: At): void;
  source?(id: string, source: Json, at: At): void;
  /** Every action, before its fields; `kind` is undefined for an unknown `do`. */
  action?(action: Json, kind: ActionKindModule | undefined, at: At): void;
  /** Every value position; a returned value replaces it in the walk's result. */
  value?(value: unknown, at: At): unknown;
  /** Every value written in a form the value family replaced (renderer/runtime/binding/values.ts), with the member it becomes. */
  oldForm?(old: OldForm, at: At): void;
  /** Every template (`{"$template": text}`), parsed, or why it does not parse. */
  template?(parsed: ParsedTemplate | TemplateError, at: At): void;
  /** Every JSON Logic object (the root of a condition and each operation inside it). */
  logic?(logic: unknown, at: At): void;
  /** Every name a value or condition reads; may say what the name's value is (used as a repeat's item). */
  name?(name: string, at: At, use: NameUse): unknown;
  ref?(role: RefRole, name: string, at: At): void;
  /**
   * Every two-way binding ({"$bindState": path}): `prop` says which block's prop it binds, when it
   * is one (the only place one may stand).
   */
  bindState?(path: string, at: At, prop?: { block: string; name: string }): void;
}

export type ActionKindModule = (typeof ACTION_KINDS)[keyof typeof ACTION_KINDS];

export function kindOf(action: unknown): ActionKindModule | undefined {
  const name = isObject(action) ? action.do : undefined;
  return typeof name === 'string' && Object.hasOwn(ACTION_KINDS, name)
    ? ACTION_KINDS[name as keyof typeof ACTION_KINDS]
    : undefined;
}

const withoutComment = (value: Json): Json => {
  const { $comment: _comment, ...rest } = value;
  return rest;
};

/** Walks a page; returns it with every value the visitor replaced (and `$comment`s dropped). */
export function visitPage(page: Json, visitor: PageVisitor): Json {
  const top: InScope = { event: false };
  const at = (pointer: string, scope: InScope): At => ({ pointer, scope });

  function names(logic: unknown, where: At): void {
    if (Array.isArray(logic)) return logic.forEach((item, i) => names(item, at(`${where.pointer}/${i}`, where.scope)));
    if (!isObject(logic)) return;
    // The family's $read is an operand here too (renderer/runtime/binding/values.ts).
    if (tagOf(logic) === READ) return void read(logic[READ], at(`${where.pointer}/${READ}`, where.scope));
    visitor.logic?.(logic, where);
    const keys = Object.keys(logic);
    if (keys.length !== 1) return;
    const op = keys[0]!;
    const args = Array.isArray(logic[op]) ? (logic[op] as unknown[]) : [logic[op]];
    // A single argument may be written without its list: its pointer is then the operator's own.
    const inside = (i: number) =>
      at(Array.isArray(logic[op]) ? `${where.pointer}/${op}/${i}` : `${where.pointer}/${op}`, where.scope);
    if (op === 'var') {
      const path = args[0];
      if (typeof path === 'string' && path !== '') visitor.name?.(path, at(`${where.pointer}/var`, where.scope), {});
      else if (isObject(path)) {
        // A name computed inside JSON Logic: the family's $read says it (and the checker can read its start).
        const old = oldFormOf(logic, 'logic');
        if (old) visitor.oldForm?.(old, where);
        names(path, at(`${where.pointer}/var`, where.scope));
      } else names(path, at(`${where.pointer}/var`, where.scope));
      return names(args[1], at(`${where.pointer}/var/1`, where.scope));
    }
    // Later arguments of filter, map… see each item as their data, not the page scope.
    if (ITERATING_OPERATORS.has(op)) return names(args[0], inside(0));
    args.forEach((arg, i) => names(arg, inside(i)));
  }

  /** A `$read`'s path: a name, or steps whose literal start is the name's known start and whose reads are names. */
  function read(path: unknown, where: At, use: NameUse = {}): unknown {
    if (typeof path === 'string') return visitor.name?.(path, where, use);
    if (!Array.isArray(path)) return undefined;
    const known: string[] = [];
    for (const step of path) {
      if (typeof step !== 'string') break;
      known.push(step);
    }
    const whole = known.length === path.length;
    if (known.length) visitor.name?.(known.join('.'), where, whole ? use : { prefix: true });
    path.forEach((step, i) => {
      if (isObject(step)) read(step[READ], at(`${where.pointer}/${i}/${READ}`, where.scope));
    });
    return undefined;
  }

  function template(text: string, where: At): void {
    if (!visitor.template && !visitor.name) return;
    let parsed: ParsedTemplate | TemplateError;
    try {
      parsed = parseTemplate(text);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      parsed = error;
    }
    visitor.template?.(parsed, where);
    if (!(parsed instanceof TemplateError))
      for (const { name, inSection } of parsed.names) visitor.name?.(name, where, { inSection });
  }

  /** A value: a literal, a member of the value family (renderer/runtime/binding/values.ts), or a list or object of values. */
  /** `named`: a $read whose name was already visited (a repeat's list, whose answer says what `item` is). */
  function value(item: unknown, where: At, named = false): unknown {
    const replaced = visitor.value?.(item, where);
    const keep = (walked: unknown) => (replaced === undefined ? walked : replaced);
    const inside = (key: string) => at(`${where.pointer}/${key}`, where.scope);
    const old = oldFormOf(item, 'value');
    if (old) visitor.oldForm?.(old, where);
    switch (tagOf(item)) {
      case READ:
        if (!named) read((item as Json)[READ], inside(READ));
        return keep(item);
      case TEMPLATE: {
        const text = (item as Json)[TEMPLATE];
        // Its problems are the value's own (the pointer a template string had).
        if (typeof text === 'string' && hasTags(text)) template(text, where);
        return keep(item);
      }
      case LOGIC:
        names((item as Json)[LOGIC], inside(LOGIC));
        return keep(item);
      case BIND_STATE: {
        // Outside a block's prop (props() below takes those) it is reported where it stands: the checker refuses it.
        const path = (item as Json)[BIND_STATE];
        if (typeof path === 'string') visitor.bindState?.(path, inside(BIND_STATE));
        return keep(item);
      }
    }
    if (old) return keep(item);
    if (Array.isArray(item)) return keep(item.map((member, i) => value(member, inside(String(i)))));
    if (isObject(item))
      return keep(Object.fromEntries(Object.entries(item).map(([key, member]) => [key, value(member, inside(key))])));
    return keep(item);
  }

  /** A node's props: each a value, or a binding of the block's prop to page state both ways (the only place one stands). */
  function props(map: unknown, block: string, where: At): unknown {
    if (!isObject(map)) return map;
    return Object.fromEntries(
      Object.entries(map).map(([name, item]) => {
        const itemAt = at(`${where.pointer}/${name}`, where.scope);
        if (tagOf(item) !== BIND_STATE || typeof (item as Json)[BIND_STATE] !== 'string')
          return [name, value(item, itemAt)];
        const replaced = visitor.value?.(item, itemAt);
        visitor.bindState?.((item as Json)[BIND_STATE] as string, at(`${itemAt.pointer}/${BIND_STATE}`, where.scope), {
          block,
          name,
        });
        return [name, replaced === undefined ? item : replaced];
      }),
    );
  }

  function valueMap(map: unknown, where: At): unknown {
    if (!isObject(map)) return map;
    return Object.fromEntries(
      Object.entries(map).map(([key, item]) => [key, value(item, at(`${where.pointer}/${key}`, where.scope))]),
    );
  }

  /** A condition is a value of the family too (bare JSON Logic is the form it replaced). */
  function condition(item: unknown, where: At): unknown {
    const old = oldFormOf(item, 'condition');
    if (!old) return value(item, where);
    visitor.oldForm?.(old, where);
    // What is inside is still read (a name computed inside is an old form of its own).
    names(item, where);
    return item;
  }

  /** A field of an action, by the schema of its kind. */
  function field(schema: FieldSchema, item: unknown, where: At, branchScope: InScope): unknown {
    if (!isObject(schema)) return item;
    const role = schema.$ref;
    if (role === nodePart.$ref) return node(item, where);
    // A data source is a member of "data": its id is the last step of its pointer.
    if (role === sourcePart.$ref) return source(where.pointer.slice(where.pointer.lastIndexOf('/') + 1), item, where);
    if (isRole(role)) {
      switch (role) {
        case 'value':
          return value(item, where);
        case 'valueMap':
          return valueMap(item, where);
        case 'condition':
          return condition(item, where);
        case 'actions':
          return actions(item, where.pointer, branchScope);
        default:
          if (typeof item === 'string') visitor.ref?.(role, item, where);
          return item;
      }
    }
    // A chain or a shared flow (already in its place): a list is what the schema's `else` says.
    if (isObject(schema.else) && Array.isArray(item)) return field(schema.else, item, where, branchScope);
    if (Array.isArray(item) && isObject(schema.items)) {
      return item.map((member, i) =>
        field(schema.items as Json, member, at(`${where.pointer}/${i}`, where.scope), branchScope),
      );
    }
    if (!isObject(item)) return item;
    const properties = (isObject(schema.properties) ? schema.properties : {}) as Record<string, FieldSchema>;
    const keyRole = isObject(schema.propertyNames) ? schema.propertyNames.$ref : undefined;
    const out: Json = {};
    for (const [key, member] of Object.entries(withoutComment(item))) {
      const memberAt = at(`${where.pointer}/${key}`, where.scope);
      if (isRole(keyRole) && keyRole !== 'value') visitor.ref?.(keyRole as RefRole, key, memberAt);
      const memberSchema = Object.hasOwn(properties, key)
        ? properties[key]!
        : (schema.additionalProperties as FieldSchema | undefined);
      out[key] = memberSchema === undefined ? member : field(memberSchema, member, memberAt, branchScope);
    }
    return out;
  }

  function action(item: unknown, where: At): unknown {
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
        ? field(properties[key]!, member, at(`${where.pointer}/${key}`, where.scope), branchScope)
        : member;
    }
    return out;
  }

  function actions(list: unknown, pointer: string, scope: InScope): unknown {
    return Array.isArray(list) ? list.map((item, i) => action(item, at(`${pointer}/${i}`, scope))) : list;
  }

  function node(item: unknown, where: At): unknown {
    if (!isObject(item)) return item;
    visitor.node?.(item, where);
    if (typeof item.type === 'string') visitor.ref?.('blockType', item.type, at(`${where.pointer}/type`, where.scope));
    let inner = where.scope;
    const out = withoutComment(item);
    if (item.repeat !== undefined) {
      // The list a node repeats over is a value; a $read of a path says what `item` is under it.
      const repeatAt = at(`${where.pointer}/repeat`, where.scope);
      const old = oldFormOf(item.repeat, 'repeat');
      let listIs: unknown;
      if (typeof item.repeat === 'string') {
        if (old) visitor.oldForm?.(old, repeatAt);
        listIs = visitor.name?.(item.repeat, repeatAt, { repeat: true });
      } else {
        const path = tagOf(item.repeat) === READ ? (item.repeat as Json)[READ] : undefined;
        if (typeof path === 'string')
          listIs = read(path, at(`${repeatAt.pointer}/${READ}`, where.scope), { repeat: true });
        out.repeat = value(item.repeat, repeatAt, typeof path === 'string');
      }
      inner = { ...inner, item: listIs };
    }
    // Each prop is a value (the blocks' own props schemas say which; the node's shape only that they are an object).
    if ('props' in item) out.props = props(item.props, String(item.type), at(`${where.pointer}/props`, inner));
    // The other keys by what the node's shape says they hold (conditions, children, event actions, which see `event`).
    for (const key of NODE_WALKED) {
      if (item[key] === undefined) continue;
      out[key] = field(
        nodeShape.properties[key] as FieldSchema,
        item[key],
        at(`${where.pointer}/${key}`, inner),
        key === 'on' ? { ...inner, event: true } : inner,
      );
    }
    return out;
  }

  function source(id: string, item: unknown, where: At): unknown {
    if (!isObject(item)) return item;
    visitor.source?.(id, item, where);
    return field(sourceShape, item, where, where.scope);
  }

  /** What is in scope under a page key, where it differs from the page-wide roots. */
  const scopeOf: Partial<Record<PageKey, InScope>> = {
    // The title is the screen's heading, shown from the first paint: it cannot wait for data. The document title can.
    title: { ...top, noData: "the page's title (the heading shown before the data arrives; use documentTitle)" },
    data: { ...top, noData: "a data source's parameters" },
    // A chain (a shared flow is in its place by now) sees the arguments `run` gives it.
    actions: { ...top, args: true },
    // A draft is restored before any data arrives.
    draft: { ...top, noData: "a draft's scope" },
  };

  // Every key the page's shape declares is walked by what its schema says it holds (one holding plain
  // data, such as the initial state, is kept as written), in the scope that key has.
  const out: Json = { ...page };
  for (const key of Object.keys(pageShape.properties) as PageKey[]) {
    if (page[key] === undefined || !refersToParts(pageShape.properties[key])) continue;
    out[key] = field(
      pageShape.properties[key] as FieldSchema,
      page[key],
      at(`/${key}`, scopeOf[key] ?? top),
      scopeOf[key] ?? top,
    );
  }
  return withoutComment(out);
}
