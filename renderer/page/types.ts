/**
 * The page model as the runtime receives it: the JSON page schema after the build checked it,
 * applied the deployment's overrides and pre-parsed its templates (strings with tags become
 * `{ $tpl: tokens }`). schemas/page.schema.json describes the authored form.
 */
import type { Action } from '../actions/kinds/index.ts';
import type { Logic } from '../binding/logic.ts';

/** A literal, a compiled template, `{ $bind: path }`, `{ $expr: logic }`, or arrays/objects of these. */
export type Value = unknown;
export type ValueMap = Record<string, Value>;

export interface DataSource {
  call: string;
  params?: ValueMap;
  /** What to say when it fails: `refused` when the server gives no message, `failed` for a network or reply fault. */
  messages?: { refused?: Value; failed?: Value };
  /** Loaded only while this holds (it follows the page state, as params do); otherwise its data is null. */
  when?: Logic;
  /** The page shows without it (`loading.<id>` says it is on its way); a failure leaves its data undefined. */
  optional?: boolean;
}

export interface Node {
  type: string;
  props?: ValueMap;
  children?: Node[];
  /** Shown only when the condition holds. */
  when?: Logic;
  /** Usable only when the condition holds (the block renders disabled otherwise). */
  enabledWhen?: Logic;
  /** Renders the node once per item of this list (a path, or a binding), with `item` and `index` in scope. */
  repeat?: string | Value;
  on?: Record<string, Action[]>;
  /** The events whose chain keeps the block busy until it ends (decided at build time: renderer/compile/busy.ts). */
  busy?: string[];
}

export type { Action } from '../actions/kinds/index.ts';

export interface PageModel {
  route: string;
  /** The screen's name: its heading in the title bar, and the document title unless documentTitle is set. */
  title?: Value;
  /** The document title when it differs from the heading; may use the data. */
  documentTitle?: Value;
  /** false: the page names itself (its own h1) and has no title bar. */
  titleBar?: boolean;
  /** Nodes before and after <main> (the public site's navigation and footer). */
  header?: Node[];
  footer?: Node[];
  state?: Record<string, unknown>;
  data?: Record<string, DataSource>;
  onLoad?: Action[];
  body: Node[];
  dialogs?: Record<string, Node>;
  /** Named action chains, run by the `run` action (one place for a flow several events share). */
  actions?: Record<string, Action[]>;
  /** State keys whose first value comes from local storage keys (state key → storage key), when stored. */
  fromStorage?: Record<string, string>;
  /** State kept in local storage until cleared: restored when the scope (a template) matches. */
  draft?: { key: string; state: string[]; scope?: Value };
}
