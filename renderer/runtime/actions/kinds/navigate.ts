/** `navigate`: another screen of the app by route key, with its query. */
import { resolveRecord, type Scope } from '../../binding/resolve.ts';
import { queryString } from '../address.ts';
import { prefetch, routeKey, valueMap, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Go to another screen by route key.',
  additionalProperties: false,
  required: ['do', 'route'],
  properties: { do: { const: 'navigate' }, route: routeKey, query: valueMap, replace: { type: 'boolean' }, prefetch },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = true;

/** The path and query it goes to (its route's path, else home), for the run and for a link to it (../actionHref.ts). */
export function target(action: Action, scope: Scope, pathOf: (route: string) => string | undefined): string {
  return (pathOf(action.route) ?? '/') + queryString(resolveRecord(action.query, scope));
}

export function run(action: Action, { host, scope, pathOf }: RunContext): void {
  host.navigate(target(action, scope(), pathOf), action.replace ?? false);
}
