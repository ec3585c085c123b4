/** `if`: one of two branches, by a condition (a value of the family: renderer/runtime/binding/values.ts). */
import { holds } from '../../binding/resolve.ts';
import { actions, condition, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Choose a branch by a condition.',
  additionalProperties: false,
  required: ['do', 'cond', 'then'],
  properties: { do: { const: 'if' }, cond: condition, then: actions, else: actions },
} as const;

export type Action = ActionOf<typeof schema>;
/** Busy only when the branch it takes is (a branch is looked at by keepsBlockBusy). */
export const busy = false;
export const leaves = false;

export function run(action: Action, { scope, branch }: RunContext): Promise<boolean> {
  return branch(holds(action.cond, scope()) ? action.then : (action.else ?? []));
}
