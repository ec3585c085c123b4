/** `setState`: page state by dotted path (each path starts with a declared key). */
import { resolveRecord } from '../../binding/resolve.ts';
import { statePath, value, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Set page state by dotted path.',
  additionalProperties: false,
  required: ['do', 'set'],
  properties: {
    do: { const: 'setState' },
    set: { type: 'object', propertyNames: statePath, additionalProperties: value },
  },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

export function run(action: Action, { host, scope }: RunContext): void {
  host.setState(resolveRecord(action.set, scope()));
}
