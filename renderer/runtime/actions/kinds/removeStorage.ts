/** `removeStorage`: forgets a shared local storage key. */
import { storageKey, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Remove a local storage key.',
  additionalProperties: false,
  required: ['do', 'key'],
  properties: { do: { const: 'removeStorage' }, key: storageKey },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

export function run(action: Action, { host }: RunContext): void {
  host.services.persistence.shared.remove(action.key);
}
