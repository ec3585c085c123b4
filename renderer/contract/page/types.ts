/**
 * The page model as the runtime receives it: the JSON page schema after the build checked it,
 * applied the deployment's overrides and pre-parsed its templates (strings with tags become
 * `{ $tpl: tokens }`). Its keys are those of ./pageShape.ts, from which these types are derived (as an
 * action's type is from its kind's schema); only what a key holds after the build is said here:
 * nodes, data sources and actions as the runtime's types, and each node's `busy` events.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Action } from '../../runtime/actions/kinds/index.ts';
import type { References } from './grammar.ts';
import type { AUTHORING_KEYS, nodeShape, pageShape, sourceShape } from './pageShape.ts';

/** A literal, a member of the value family (renderer/runtime/binding/values.ts: `$read`, a compiled `$template`, `$logic`), or arrays/objects of these; a block's prop may also be `{ $bindState: statePath }`. */
export type Value = unknown;
export type ValueMap = Record<string, Value>;

/** The page parts a shape refers to: their own types are given below, by key. */
type PageReferences = [...References, { $id: 'node' }, { $id: 'source' }, { $id: 'binding' }];

/** What a shape of ./pageShape.ts describes, without the keys only an author reads. */
type Authored<S extends JSONSchema> = Omit<FromSchema<S, { references: PageReferences; keepDefaultedPropertiesOptional: true }>, (typeof AUTHORING_KEYS)[number]>;

/** `T` with some of its own keys (only those: a key is declared in ./pageShape.ts) holding the runtime's types. */
type Compiled<T, R extends { [K in keyof R]: K extends keyof T ? unknown : never }> = Omit<T, keyof R> & R;

/** A gateway call the page loads (`when` follows the page state, as params do; an `optional` one's failure leaves its data undefined). */
export type DataSource = Authored<typeof sourceShape>;

export type Node = Compiled<
  Authored<typeof nodeShape>,
  {
    props?: ValueMap;
    children?: Node[];
    on?: Record<string, Action[]>;
  }
> & {
  /** The events whose chain keeps the block busy (decided at build time: renderer/build/compile/busy.ts). */
  busy?: string[];
};

export type { Action } from '../../runtime/actions/kinds/index.ts';

export type PageModel = Compiled<
  Authored<typeof pageShape>,
  {
    header?: Node[];
    footer?: Node[];
    body: Node[];
    data?: Record<string, DataSource>;
    onLoad?: Action[];
    /** Named action chains (shared flows already put in their place), run by the `run` action. */
    actions?: Record<string, Action[]>;
    dialogs?: Record<string, Node>;
  }
>;
