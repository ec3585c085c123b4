/** `back`: the previous screen of this visit; with none (the visit started here), the fallback route. */
import { routeKey, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Back to the previous screen of this visit, or to the fallback route when the visit started here.',
  additionalProperties: false,
  required: ['do', 'fallback'],
  properties: { do: { const: 'back' }, fallback: routeKey },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = true;

export function run(action: Action, { host, pathOf }: RunContext): void {
  if (!host.back()) host.navigate(pathOf(action.fallback) ?? '/', true);
}
