/**
 * What an action runs against: the page's services, state, dialogs and data (Page.tsx builds the
 * host, tests build a fake one), and the context each step gets from the chain it is in.
 */
import type { RouteKey } from '../../contract/routeTable.ts';
import type { Services } from '../../contract/services.ts';
import type { Scope } from '../binding/resolve.ts';
import type { ModelDefinition } from '../../contract/block/defineModel.ts';
import type { CompiledCall } from '../../contract/gateway.ts';
import type { AnyAction } from '../../contract/page/grammar.ts';

export interface ActionHost {
  services: Services;
  calls: Record<string, CompiledCall>;
  /** The scope as it is now (state changes made earlier in the chain included). */
  scope(locals: Scope): Scope;
  setState(values: Record<string, unknown>): void;
  openDialog(id: string): void;
  closeDialog(id: string): void;
  refetch(sources?: string[]): Promise<void>;
  /** In-app navigation to a path with its query. */
  navigate(to: string, replace: boolean): void;
  /** Back one entry of this visit's history; false when the visit started on this screen. */
  back(): boolean;
  /** The block models the page's dispatch actions use. */
  models: Record<string, ModelDefinition>;
  /** Forget the page's draft and stop saving it. */
  clearDraft(): void;
  /** The page's named chains. */
  chains: Record<string, readonly AnyAction[]>;
  /** Drop every page's cached gateway data. */
  forgetData(): void;
  /** False once the page is gone: a chain stops there. */
  alive(): boolean;
}

/** One step's view of its chain. */
export interface RunContext {
  host: ActionHost;
  /** The chain's own names (event, result, item, args…). */
  locals: Scope;
  /** The page scope as it is now, with the chain's locals. */
  scope(): Scope;
  /** Runs a branch with the chain's locals and these additions; false when it stopped early. */
  branch(actions: unknown, additions?: Scope): Promise<boolean>;
  /** Runs a chain with these locals only (a named chain sees its args, not the caller's event). */
  chain(actions: unknown, locals: Scope): Promise<boolean>;
  /** The path of a route key with this deployment's renames. */
  pathOf(route: string): string | undefined;
}

/** A step's outcome: false stops the chain (a guard failed, the page is leaving). */
export type RunResult = boolean | void | Promise<boolean | void>;

/** The path of a route key with this deployment's renames, undefined for a key it does not have. */
export function pathOf(services: Pick<Services, 'paths'>, route: string): string | undefined {
  return Object.hasOwn(services.paths, route) ? services.paths[route as RouteKey] : undefined;
}
