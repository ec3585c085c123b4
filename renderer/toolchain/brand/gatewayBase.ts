/**
 * The gateway's base decides where every request goes with the borrower's token and session
 * (CONTRACT §3, §4): the page's own origin or one the deployment trusts, nothing else. The
 * schema's pattern already refuses `//host`; this resolves the base as the client does
 * (renderer/runtime/gateway/client.ts), so whatever a browser would read as another host (a backslash, a
 * tab, a user-info `@`) is refused too.
 */
import type { Problem } from '../problems/problems.ts';

/** Stands in for the page's origin, which the build does not know. */
const PAGE = 'https://page-origin.invalid';

function originOf(address: string, base?: string): string | undefined {
  try {
    return new URL(address, base).origin;
  } catch {
    return undefined;
  }
}

export function gatewayBaseProblems(
  file: string,
  gateway: { base: string },
  trustedOrigins: readonly string[],
): Problem[] {
  // As the client builds an address: the base without its trailing slash, then the call's path.
  const origin = originOf(`${gateway.base.replace(/\/$/, '')}/probe`, `${PAGE}/`);
  if (origin === PAGE) return [];
  const trusted = trustedOrigins.map((entry) => originOf(entry)).filter((entry) => entry !== undefined);
  if (origin !== undefined && trusted.includes(origin)) return [];
  const listed = trustedOrigins.length
    ? `: ${trustedOrigins.map((entry) => JSON.stringify(entry)).join(', ')}`
    : ' (it lists none)';
  return [
    {
      file,
      pointer: '/gateway/base',
      message: `${JSON.stringify(gateway.base)} sends every request, token and session with it, to ${origin ?? 'no valid address'}, neither the page's own origin nor a trusted one`,
      expected: `a path on the page's own origin (a single "/", as "/gateway") or an address on a trustedOrigins origin${listed}`,
    },
  ];
}
