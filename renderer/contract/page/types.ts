/**
 * The page model as the runtime receives it: the JSON page schema after the build checked it,
 * applied the deployment's overrides and pre-parsed its templates (strings with tags become
 * `{ $tpl: tokens }`). Its keys are those of ./pageShape.ts, from which these types are derived (as an
 * action's type is from its kind's schema); only what a key holds after the build is said here:
 * nodes, data sources and actions as the runtime's types, and each node's `busy` events.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { References } from './grammar.ts';
import type { AUTHORING_KEYS, nodeShape, pageShape, sourceShape } from './pageShape.ts';

/**
 * A literal, a member of the value family (renderer/runtime/binding/values.ts: `$read`, a compiled `$template`,
 * `$logic`), or arrays/objects of these; a block's prop may also be `{ $bindState: statePath }`.
 */
export type Value = unknown;
export type ValueMap = Record<string, Value>;

/** The page parts a shape refers to: their own types are given below, by key. */
type PageReferences = [...References, { $id: 'node' }, { $id: 'source' }, { $id: 'binding' }];

/** What a shape of ./pageShape.ts describes, without the keys only an author reads. */
type Authored<S extends JSONSchema> = Omit<
  FromSchema<S, { references: PageReferences; keepDefaultedPropertiesOptional: true }>,
  (typeof AUTHORING_KEYS)[number]
>;

/** `T` with some of its own keys (only those: a key is declared in ./pageShape.ts) holding the runtime's types. */
type Compiled<T, R extends { [K in keyof R]: K extends keyof T ? unknown : never }> = Omit<T, keyof R> & R;

/**
 * A gateway call the page loads (`when` follows the page state, as params do; an `optional` one's failure leaves its
 * data undefined).
 */
export type DataSource = Authored<typeof sourceShape>;

export type Node = Compiled<
  Authored<typeof nodeShape>,
  { props?: ValueMap; children?: Node[]; on?: Record<string, Action[]> }
> & {
  /** The events whose chain keeps the block busy (decided at build time: renderer/toolchain/compile/busy.ts). */
  busy?: string[];
  /**
   * A node the variants of the page's experiment differ in: shown, it tells the exposure
   * (renderer/toolchain/brand/experiments.ts).
   */
  expose?: true;
};

/**
 * Every action kind's action, by its `do`. Each kind is one file of renderer/runtime/actions/kinds/,
 * and the kinds' generated list (kinds/index.ts) registers their types here by declaration merging
 * (as TanStack Router's `Register` does), so the page model is typed by the kinds without the
 * contract importing them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ActionKinds {}

/** Any action of a page, as the build checked and compiled it. */
export type Action = ActionKinds[keyof ActionKinds];

/** A page's state: its declared keys (`state`) and what its chains and bound blocks write there. */
export type PageState = Record<string, unknown>;

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
