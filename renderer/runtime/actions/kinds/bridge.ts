/**
 * `bridge`: a message to the native host (CONTRACT §5), through the one bridge module, which holds
 * every message to the safe link rule and keeps the borrower's credentials out of it
 * (renderer/runtime/bridge/bridge.ts). The build refuses what it can see already: data bound to the
 * launch's token, session or ids (a literal link that could never be followed is refused in any
 * action or prop: renderer/toolchain/compile/literalLinks.ts).
 */
import { resolveRecord } from '../../binding/resolve.ts';
import { READ } from '../../binding/values.ts';
import type { BridgeAction } from '../../../contract/bridge.ts';
import { IDENTIFYING_KEYS } from '../../../contract/launch.ts';
import { bridgeAction, valueMap, type ActionOf, type CheckContext } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description:
    'Send a message to the native host (never with the launch token, session or ids; a link in it follows the safe link rule).',
  additionalProperties: false,
  required: ['do', 'action'],
  properties: { do: { const: 'bridge' }, action: bridgeAction, data: valueMap },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;
export const leaves = true;

/**
 * `launch.token` (or session, userId, the device's ids) anywhere in a value, or the whole launch set
 * in a template (`{{launch}}`, a `{{#launch}}` section) or a read (`{"$read": "launch"}`, `{"var": "launch"}`).
 */
const BINDS_IDENTITY = new RegExp(
  `\\blaunch\\.(?:${IDENTIFYING_KEYS.join('|')})\\b|\\{\\{[{#^&]?\\s*launch\\s*\\}|"(?:\\$${READ.slice(1)}|var)":"launch"`,
);

export function check(action: Action, { report }: CheckContext): void {
  const data: Record<string, unknown> = action.data ?? {};
  for (const [key, value] of Object.entries(data)) {
    if ((IDENTIFYING_KEYS as readonly string[]).includes(key) || BINDS_IDENTITY.test(JSON.stringify(value))) {
      report(
        `/data/${key}`,
        `a message to the host may not carry the borrower's token, session or ids (data "${key}")`,
        'data without launch.token, launch.session, launch.userId, launch.deviceId, launch.gid or launch.deviceName: the host holds its own',
      );
    }
  }
  // A literal link that runs code or leaves the rules is refused wherever it stands in a page or a patch
  // (renderer/toolchain/compile/literalLinks.ts).
}

export function run(action: Action, { host, scope }: RunContext): void {
  host.services.bridge.send(action.action as BridgeAction, resolveRecord(action.data, scope()));
}
