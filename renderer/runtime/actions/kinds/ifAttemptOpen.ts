/**
 * `ifAttemptOpen`: one of two branches, by whether the borrower sent an attempt of one of these calls
 * for this order or product and never heard what became of it (a lost reply, a reload, the app closed
 * while it was on its way: renderer/runtime/storage/attempts.ts). A payment screen asks on load, and first
 * asks the gateway what became of the order before letting the borrower pay again (CONTRACT §4).
 */
import { resolveValue } from '../../binding/resolve.ts';
import { actions, callId, value, type ActionOf, type CheckContext } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description:
    'Choose a branch by whether a payment (an attempt of these idempotent calls) for this order or product was sent and its outcome is unknown.',
  additionalProperties: false,
  required: ['do', 'calls', 'of', 'then'],
  properties: {
    do: { const: 'ifAttemptOpen' },
    calls: { type: 'array', minItems: 1, items: callId, description: 'Idempotent calls of schemas/calls.json.' },
    of: { ...value, description: "The order or product: the value of the calls' attempt.of parameter." },
    then: actions,
    else: actions,
  },
} as const;

export type Action = ActionOf<typeof schema>;
/** Busy only when the branch it takes is. */
export const busy = false;
export const leaves = false;

export function check(action: Action, { calls, report }: CheckContext): void {
  action.calls.forEach((id, index) => {
    const call = calls[id];
    if (call && !call.attempt)
      report(
        `/calls/${index}`,
        `call ${id} is not idempotent: it has no attempts`,
        'a call with "idempotent": true and its "attempt"',
      );
  });
  const ofs = new Set(action.calls.map((id) => calls[id]?.attempt?.of).filter(Boolean));
  if (ofs.size > 1)
    report(
      '/calls',
      `the calls' attempts are for different things (${[...ofs].join(', ')})`,
      'calls whose attempt.of is the same parameter',
    );
}

export function run(action: Action, { host, scope, branch }: RunContext): Promise<boolean> {
  const open = host.services.persistence.attempts.open(action.calls, resolveValue(action.of, scope()));
  return branch(open ? action.then : (action.else ?? []));
}
