/**
 * The page model as the runtime receives it: the JSON page schema after the build checked it,
 * applied the deployment's overrides and pre-parsed its templates (strings with tags become
 * `{ $tpl: tokens }`). schemas/page.schema.json describes the authored form.
 */
import type { BridgeAction } from '../bridge/bridge.ts';
import type { LinkParams } from '../links/safeLink.ts';
import type { Logic } from '../binding/logic.ts';

/** A literal, a compiled template, `{ $bind: path }`, `{ $expr: logic }`, or arrays/objects of these. */
export type Value = unknown;
export type ValueMap = Record<string, Value>;

export interface DataSource {
  call: string;
  params?: ValueMap;
  /** What to say when it fails: `refused` when the server gives no message, `failed` for a network or reply fault. */
  messages?: { refused?: Value; failed?: Value };
  /** Loaded only when this holds (over query, launch and the initial state); otherwise its data is null. */
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
}

export type Action =
  | {
      do: 'call';
      call: string;
      params?: ValueMap;
      /** Show the loading indicator while the call runs. */
      loading?: boolean;
      /** Send it and go on without waiting; its outcome is ignored (tracking whose result is not shown). */
      background?: boolean;
      onSuccess?: Action[];
      /** Any failure: a refused code, or a network/shape fault. Default: toast the message. */
      onFailure?: Action[];
      /** Specific codes, before onFailure. */
      onCode?: Record<string, Action[]>;
    }
  /** The address of a GET call (launch parameters included) into page state: an image the browser loads itself. */
  | { do: 'callUrl'; call: string; params?: ValueMap; into: string }
  /**
   * Replaces the session's launch parameters (as a native shell's launch would) and, with a route,
   * opens that screen afresh (a full load) with them and the query in its address.
   */
  | { do: 'launch'; params: Value; route?: Value; query?: ValueMap }
  | { do: 'toast'; text: Value; duration?: number }
  | { do: 'openDialog'; dialog: string }
  | { do: 'closeDialog'; dialog: string }
  | { do: 'setState'; set: ValueMap }
  | { do: 'readStorage'; key: string; into: string }
  | { do: 'writeStorage'; key: string; value: Value }
  | { do: 'removeStorage'; key: string }
  | { do: 'navigate'; route: string; query?: ValueMap; replace?: boolean }
  /** Back to the previous screen of this visit; with none (a direct load), to the fallback route. */
  | { do: 'back'; fallback: string }
  | { do: 'bridge'; action: BridgeAction; data?: ValueMap }
  | { do: 'openLink'; url: Value; params?: LinkParams; query?: ValueMap; replace?: boolean }
  | { do: 'if'; cond: Logic; then: Action[]; else?: Action[] }
  /** Checks rules in order: the first that fails shows its message and stops the chain. */
  | { do: 'guard'; rules: { fails: Logic; message: Value }[] }
  | { do: 'wait'; ms: number }
  | { do: 'refetch'; sources?: string[] }
  /** Runs a block model's reducer (blocks/<model>/model.ts) over one state key. */
  | { do: 'dispatch'; model: string; state: string; event: ValueMap }
  /** Forgets the page's draft (after it was sent). */
  | { do: 'clearDraft' }
  /** Drops every page's cached data (after a payment or a save, so the next screen shows what changed). */
  | { do: 'forgetData' }
  /** Runs one of the page's named chains with arguments (`args` in its scope). */
  | { do: 'run'; chain: string; args?: ValueMap };

export interface PageModel {
  route: string;
  title?: Value;
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
