/**
 * `forgetAttempts`: the borrower was told that an earlier payment of this order (or confirmation of
 * this product) may still go through, and chose to go on: its open attempts are forgotten, so the
 * next one is sent (with a key of its own) instead of asking again (renderer/runtime/storage/attempts.ts).
 */
import { resolveValue } from '../../binding/resolve.ts';
import { callId, value, type ActionOf, type CheckContext } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description:
    'Forget the open attempts (sent, outcome unknown) of these calls for this order or product, once the borrower chose to go on.',
  additionalProperties: false,
  required: ['do', 'calls', 'of'],
  properties: {
    do: { const: 'forgetAttempts' },
    calls: { type: 'array', minItems: 1, items: callId, description: 'Idempotent calls of schemas/calls.json.' },
    of: { ...value, description: "The order or product: the value of the calls' attempt.of parameter." },
  },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

export function check(action: Action, { calls, report }: CheckContext): void {
  action.calls.forEach((id, index) => {
    if (calls[id] && !calls[id]!.attempt)
      report(
        `/calls/${index}`,
        `call ${id} is not idempotent: it has no attempts`,
        'a call with "idempotent": true and its "attempt"',
      );
  });
}

export function run(action: Action, { host, scope }: RunContext): void {
  host.services.persistence.attempts.forget(action.calls, resolveValue(action.of, scope()));
}
