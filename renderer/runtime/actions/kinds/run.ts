/** `run`: one of the page's named chains, with its args (`args` in its scope, not the caller's event or result). */
import { resolveRecord } from '../../binding/resolve.ts';
import { chainName, valueMap, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: "Run one of the page's named chains; its args are in scope as args.<name>.",
  additionalProperties: false,
  required: ['do', 'chain'],
  properties: {
    do: { const: 'run' },
    chain: { ...chainName, description: 'A chain under the page\'s "actions".' },
    args: valueMap,
  },
} as const;

export type Action = ActionOf<typeof schema>;
/** Busy only when the chain it runs is (looked at by keepsBlockBusy). */
export const busy = false;
export const leaves = false;

export function run(action: Action, { host, scope, chain }: RunContext): Promise<boolean> {
  const actions = host.chains[action.chain];
  if (!actions) throw new Error(`unknown chain "${action.chain}"`);
  return chain(actions, { args: resolveRecord(action.args, scope()) });
}
