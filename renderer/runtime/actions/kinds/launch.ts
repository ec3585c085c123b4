/**
 * `launch`: replaces the session's launch parameters (as a native shell's launch would) and, with a
 * route, opens that screen afresh (a full load) with them and the query in its address.
 */
import { ROUTE_KEYS } from '../../../contract/routeTable.ts';
import { resolveRecord, resolveValue } from '../../binding/resolve.ts';
import { translate } from '../../i18n/translate.ts';
import { queryString } from '../address.ts';
import { value, valueMap, type ActionOf, type CheckContext } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description:
    "Replace the session's launch parameters, as a native shell's launch does; with a route, open that screen with them.",
  additionalProperties: false,
  required: ['do', 'params'],
  properties: {
    do: { const: 'launch' },
    params: { ...value, description: 'The launch parameters (CONTRACT §3); empty ones are dropped.' },
    route: {
      ...value,
      description:
        'A route key (or a template giving one): open that screen afresh (a full load) with the parameters and query in its address.',
    },
    query: valueMap,
  },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = true;

/** A literal route must be a route key; a template is known only when it runs. */
export function check(action: Action, { report }: CheckContext): void {
  const route = action.route;
  if (typeof route === 'string' && !route.includes('{{') && !(ROUTE_KEYS as readonly string[]).includes(route)) {
    report('/route', `unknown route key "${route}"`, `one of: ${ROUTE_KEYS.join(', ')}`);
  }
}

export function run(action: Action, { host, scope, pathOf }: RunContext): boolean | void {
  const current = scope();
  const params = host.services.saveLaunch(resolveValue(action.params, current));
  if (action.route === undefined) return;
  const path = pathOf(String(resolveValue(action.route, current) ?? ''));
  if (!path) {
    host.services.toast.show(translate(host.services.messages, 'errors.link'));
    return false;
  }
  // A full load, as a native shell opens a screen: the new page reads its launch parameters afresh.
  host.services.leave(path + queryString({ ...params, ...resolveRecord(action.query, current) }));
}
