/** `toast`: a short message in the live region (SPEC §9: 2 s unless the action says otherwise). */
import { resolveValue } from '../../binding/resolve.ts';
import { value, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Show a toast (2 s unless duration says otherwise).',
  additionalProperties: false,
  required: ['do', 'text'],
  properties: { do: { const: 'toast' }, text: value, duration: { type: 'integer', minimum: 300 } },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

export function run(action: Action, { scope, host }: RunContext): void {
  host.services.toast.show(String(resolveValue(action.text, scope()) ?? ''), action.duration);
}
