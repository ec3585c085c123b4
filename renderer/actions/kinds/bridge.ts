/**
 * `bridge`: a message to the native host (CONTRACT §5), through the one bridge module, which holds
 * every message to the safe link rule and keeps the borrower's credentials out of it
 * (renderer/bridge/bridge.ts). The build refuses what it can see already: data bound to the
 * launch's token, session or ids, and a link that could never be followed.
 */
import { resolveRecord } from '../../binding/resolve.ts';
import type { BridgeAction } from '../../bridge/bridge.ts';
import { IDENTIFYING_KEYS } from '../../launch/launchParams.ts';
import { REFUSED_SCHEMES } from '../../links/safeLink.ts';
import { bridgeAction, valueMap, type ActionOf, type CheckContext } from '../grammar.ts';
import type { RunContext } from '../host.ts';

export const schema = {
  type: 'object',
  description: 'Send a message to the native host (never with the launch token, session or ids; a link in it follows the safe link rule).',
  additionalProperties: false,
  required: ['do', 'action'],
  properties: { do: { const: 'bridge' }, action: bridgeAction, data: valueMap },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;

/**
 * `launch.token` (or session, userId, the device's ids) anywhere in a value, or the whole launch set
 * in a template (`{{launch}}`, a `{{#launch}}` section) or a binding (`{"$bind": "launch"}`, `{"var": "launch"}`).
 */
const BINDS_IDENTITY = new RegExp(`\\blaunch\\.(?:${IDENTIFYING_KEYS.join('|')})\\b|\\{\\{[{#^&]?\\s*launch\\s*\\}|"(?:\\$bind|var)":"launch"`);

/** Why a literal link may never be handed to the host, or null (a template is judged when it runs). */
export function literalLinkFault(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.includes('{{')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(trimmed.replace(/[\t\n\r]/g, ''))?.[1]?.toLowerCase();
  if (scheme && REFUSED_SCHEMES.has(scheme)) return `the ${scheme} scheme runs code or reads local data`;
  if (scheme === 'http:') return 'plain http: can be read and changed on the way';
  if (/^[/\\]{2}/.test(trimmed) || trimmed.startsWith('/\\')) return 'a "//" or "\\" link is another origin in disguise';
  return null;
}

export function check(action: Action, { report }: CheckContext): void {
  const data: Record<string, unknown> = action.data ?? {};
  for (const [key, value] of Object.entries(data)) {
    if ((IDENTIFYING_KEYS as readonly string[]).includes(key) || BINDS_IDENTITY.test(JSON.stringify(value))) {
      report(`/data/${key}`, `a message to the host may not carry the borrower's token, session or ids (data "${key}")`, 'data without launch.token, launch.session, launch.userId, launch.deviceId, launch.gid or launch.deviceName: the host holds its own');
    }
  }
  if (typeof data.url === 'string') {
    const fault = literalLinkFault(data.url);
    if (fault) report('/data/url', `${JSON.stringify(data.url)} cannot be handed to the host: ${fault}`, 'an https address, a path of the app, or a scheme the deployment lists in hostSchemes');
  }
}

export function run(action: Action, { host, scope }: RunContext): void {
  host.services.bridge.send(action.action as BridgeAction, resolveRecord(action.data, scope()));
}
