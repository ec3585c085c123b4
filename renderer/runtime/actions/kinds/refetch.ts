/** `refetch`: the page's data sources (all, or the named ones) asked again. */
import { sourceId, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: "Load the page's data sources again.",
  additionalProperties: false,
  required: ['do'],
  properties: { do: { const: 'refetch' }, sources: { type: 'array', items: sourceId } },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = true;
export const leaves = false;

export async function run(action: Action, { host }: RunContext): Promise<void> {
  await host.refetch(action.sources ? [...action.sources] : undefined);
}
