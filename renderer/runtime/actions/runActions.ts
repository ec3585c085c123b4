/**
 * Runs a page's declared action chain: one step after another, each awaited, by the run of its
 * kind (renderer/runtime/actions/kinds/<do>.ts). Nothing in a chain is code: every value is resolved from
 * the scope by binding/resolve.
 */
import type { Scope } from '../binding/resolve.ts';
import type { AnyAction } from '../../contract/page/grammar.ts';
import { pathOf, type ActionHost, type RunContext } from './host.ts';
import type { Action } from '../../contract/page/types.ts';
import { RUNNERS } from './runners.ts';

export type { ActionHost } from './host.ts';

function contextOf(host: ActionHost, locals: Scope): RunContext {
  return {
    host,
    locals,
    scope: () => host.scope(locals),
    branch: (actions, additions = {}) => runActions(actions as readonly AnyAction[], host, { ...locals, ...additions }),
    chain: (actions, chainLocals) => runActions(actions as readonly AnyAction[], host, chainLocals),
    pathOf: (route) => pathOf(host.services, route),
  };
}

/** Resolves false when the chain stopped early (a guard failed, the page went away), else true. */
export async function runActions(
  actions: readonly AnyAction[],
  host: ActionHost,
  locals: Scope = {},
): Promise<boolean> {
  const ctx = contextOf(host, locals);
  for (const action of actions) {
    if (!host.alive()) return false;
    const run = Object.hasOwn(RUNNERS, action.do)
      ? (RUNNERS[action.do as Action['do']] as (action: AnyAction, ctx: RunContext) => unknown)
      : undefined;
    if (!run) throw new Error(`unknown action "${action.do}"`);
    if ((await run(action, ctx)) === false) return false;
  }
  return true;
}
