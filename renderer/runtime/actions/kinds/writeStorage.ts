/** `writeStorage`: a shared local storage key (strings stay strings, anything else is JSON). */
import { resolveValue } from '../../binding/resolve.ts';
import { storageKey, value, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Write local storage.',
  additionalProperties: false,
  required: ['do', 'key', 'value'],
  properties: { do: { const: 'writeStorage' }, key: storageKey, value },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

export function run(action: Action, { host, scope }: RunContext): void {
  host.services.persistence.shared.write(action.key, resolveValue(action.value, scope()));
}
