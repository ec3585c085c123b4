/** `guard`: validation rules in order; the first that fails shows its message and stops the chain. */
import { holds, resolveValue } from '../../binding/resolve.ts';
import { condition, value, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Validation: the first rule whose "fails" holds toasts its message and stops the chain.',
  additionalProperties: false,
  required: ['do', 'rules'],
  properties: {
    do: { const: 'guard' },
    rules: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['fails', 'message'],
        properties: { fails: condition, message: value, $comment: { type: 'string' } },
      },
    },
  },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

export function run(action: Action, { scope, host }: RunContext): boolean | void {
  const current = scope();
  const failed = action.rules.find((rule) => holds(rule.fails, current));
  if (!failed) return;
  host.services.toast.show(String(resolveValue(failed.message, current) ?? ''));
  return false;
}
