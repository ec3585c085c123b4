/** `bridge`: a message to the native host (CONTRACT §5), through the one bridge module. */
import { resolveRecord } from '../../binding/resolve.ts';
import type { BridgeAction } from '../../bridge/bridge.ts';
import { bridgeAction, valueMap, type ActionOf } from '../grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Send a message to the native host.',
  additionalProperties: false,
  required: ['do', 'action'],
  properties: { do: { const: 'bridge' }, action: bridgeAction, data: valueMap },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;

export function run(action: Action, { host, scope }: RunContext): void {
  host.services.bridge.send(action.action as BridgeAction, resolveRecord(action.data, scope()));
}
