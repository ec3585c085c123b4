/** `openLink`: a link by the safe link rule (renderer/runtime/links/safeLink.ts), carried out by ../followLink.ts. */
import { resolveRecord, resolveValue } from '../../binding/resolve.ts';
import { decideLink } from '../../links/safeLink.ts';
import { withQuery } from '../address.ts';
import { value, valueMap, type ActionOf } from '../../../contract/page/grammar.ts';
import type { RunContext } from '../host.ts';
import { followLink } from '../followLink.ts';

export const schema = {
  type: 'object',
  description: 'Open a link by the safe link rule.',
  additionalProperties: false,
  required: ['do', 'url'],
  properties: {
    do: { const: 'openLink' },
    url: value,
    params: { enum: ['current', 'tracking', 'none'], default: 'current' },
    query: { ...valueMap, description: "Values added to the link's query, encoded." },
    replace: { type: 'boolean', default: false, description: 'Replace the current history entry (the borrower cannot come back to this page).' },
  },
} as const;

export type Action = ActionOf<typeof schema>;
export const busy = false;

export function run(action: Action, { host, scope }: RunContext): void {
  const { services } = host;
  const current = scope();
  const pageQuery = (current.query ?? {}) as Record<string, string>;
  const decision = decideLink(withQuery(resolveValue(action.url, current), resolveRecord(action.query, current)), action.params ?? 'current', {
    pageOrigin: services.pageOrigin,
    appPaths: Object.values(services.paths),
    trustedOrigins: services.deployment.trustedOrigins ?? [],
    partnerOrigins: services.deployment.partnerOrigins ?? [],
    hostSchemes: services.deployment.hostSchemes ?? [],
    inHost: services.bridge.hasHost(),
    launch: services.launch(),
    pageQuery,
  });
  followLink(decision, { services, pageQuery, navigate: host.navigate, replace: action.replace ?? false });
}
