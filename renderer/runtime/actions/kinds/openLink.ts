/** `openLink`: a link by the safe link rule (renderer/runtime/links/safeLink.ts), carried out by ../followLink.ts. */
import { resolveRecord, resolveValue, type Scope } from '../../binding/resolve.ts';
import { decideLink, type LinkDecision } from '../../links/safeLink.ts';
import type { Services } from '../../../contract/services.ts';
import { withQuery } from '../address.ts';
import { prefetch, value, valueMap, type ActionOf } from '../../../contract/page/grammar.ts';
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
    replace: {
      type: 'boolean',
      default: false,
      description: 'Replace the current history entry (the borrower cannot come back to this page).',
    },
    prefetch,
  },
} as const;

export type Action = ActionOf<typeof schema>;

/** What the link rule reads of the visit. */
export type LinkServices = Pick<Services, 'pageOrigin' | 'paths' | 'deployment' | 'launch' | 'bridge'>;
export const busy = false;
export const leaves = true;

/**
 * Where it goes by the safe link rule, for the run and for a link to it (../actionHref.ts, which asks as a native
 * host would: there a link to an unlisted origin is the host's to open).
 */
export function decision(
  action: Action,
  scope: Scope,
  services: LinkServices,
  inHost = services.bridge.hasHost(),
): LinkDecision {
  return decideLink(
    withQuery(resolveValue(action.url, scope), resolveRecord(action.query, scope)),
    action.params ?? 'current',
    {
      pageOrigin: services.pageOrigin,
      appPaths: Object.values(services.paths),
      trustedOrigins: services.deployment.trustedOrigins ?? [],
      partnerOrigins: services.deployment.partnerOrigins ?? [],
      hostSchemes: services.deployment.hostSchemes ?? [],
      inHost,
      launch: services.launch(),
      pageQuery: (scope.query ?? {}) as Record<string, string>,
    },
  );
}

export function run(action: Action, { host, scope }: RunContext): void {
  const current = scope();
  followLink(decision(action, current, host.services), {
    services: host.services,
    navigate: host.navigate,
    replace: action.replace ?? false,
  });
}
