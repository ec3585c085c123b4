/** `readStorage`: a shared local storage key into page state. */
import { statePath, storageKey, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Read local storage into page state.',
  additionalProperties: false,
  required: ['do', 'key', 'into'],
  properties: { do: { const: 'readStorage' }, key: storageKey, into: statePath },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

export function run(action: Action, { host }: RunContext): void {
  host.setState({ [action.into]: host.services.persistence.shared.read(action.key) });
}
