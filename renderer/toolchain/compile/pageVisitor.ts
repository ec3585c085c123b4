/**
 * What the page walk (./visitPage.ts) tells its clients: the hooks a visitor may have, each called
 * with the JSON pointer of what it visits and what is in scope there.
 */
import type { Role } from '../../contract/page/grammar.ts';
import type { Json } from '../../contract/json.ts';
import type { ACTION_KINDS } from '../../runtime/actions/kinds/index.ts';
import type { ParsedTemplate, TemplateError } from './templates.ts';

/**
 * The event whose actions a place is in: the block that raises it (a node's type) and its name, a key of the node's
 * `on`.
 */
export interface RaisedBy {
  block: string;
  event: string;
}

/** What is in scope at one place of a page (besides the page-wide roots). */
export interface InScope {
  /** Inside a node's event actions: `event` is in scope, the payload of this event of this block (false elsewhere). */
  event: false | RaisedBy;
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

/**
 * Where a value stands: a value (a prop, a field, an item of a list or object of values), a condition, or the list a
 * node repeats over.
 */
export type ValuePlace = 'value' | 'condition' | 'repeat';

export type ActionKindModule = (typeof ACTION_KINDS)[keyof typeof ACTION_KINDS];

export interface PageVisitor {
  node?(node: Json, at: At): void;
  source?(id: string, source: Json, at: At): void;
  /** Every action, before its fields; `kind` is undefined for an unknown `do`. */
  action?(action: Json, kind: ActionKindModule | undefined, at: At): void;
  /** Every value position, and where the value stands there; a returned value replaces it in the walk's result. */
  value?(value: unknown, at: At, stands: ValuePlace): unknown;
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

/** The place `key` names inside `where`, in the same scope. */
export const inside = (where: At, key: string): At => ({ pointer: `${where.pointer}/${key}`, scope: where.scope });
