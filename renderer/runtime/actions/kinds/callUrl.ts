/**
 * `callUrl`: the address of a GET call (launch parameters included) into page state, for a picture the browser loads
 * itself.
 */
import { resolveRecord } from '../../binding/resolve.ts';
import { callId, statePath, valueMap, type ActionOf, type CheckContext } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description:
    'Put the address of a GET call (with the launch parameters) into page state: a picture the browser loads itself, such as a captcha.',
  additionalProperties: false,
  required: ['do', 'call', 'into'],
  properties: {
    do: { const: 'callUrl' },
    call: callId,
    params: valueMap,
    into: { ...statePath, description: 'The state key that receives the address.' },
  },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = false;

/** An address can carry a GET only. */
export function check(action: Action, { calls, report }: CheckContext): void {
  const call = calls[action.call];
  if (call && call.method !== 'GET')
    report('/call', `call ${action.call} is a ${call.method}, which an address cannot carry`, 'a GET call');
}

export function run(action: Action, { host, scope }: RunContext): void {
  const call = host.calls[action.call];
  if (!call) throw new Error(`unknown call "${action.call}"`);
  host.setState({ [action.into]: host.services.gateway.url(call, resolveRecord(action.params, scope())) });
}
