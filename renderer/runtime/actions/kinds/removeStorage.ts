/** `removeStorage`: forgets a shared local storage key. */
import { removeShared } from '../../storage/sharedChoice.ts';
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

export function run(action: Action, { host }: RunContext): void {
  removeShared(host.services.storage, action.key, host.services.launch());
}
