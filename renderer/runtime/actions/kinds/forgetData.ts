/**
 * `forgetData`: drops other pages' cached replies (after a payment or a save, so the next screen shows what changed).
 */
import type { ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description:
    'Drop the cached data of every other page (after a payment or a save, so the next screen loads what changed).',
  additionalProperties: false,
  required: ['do'],
  properties: { do: { const: 'forgetData' } },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

export function run(_action: Action, { host }: RunContext): void {
  host.forgetData();
}
