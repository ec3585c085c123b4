/**
 * The safe link rule (CONTRACT §3, SPEC §5). A web link to the page's own origin or a trusted one
 * gets the requested parameters; any other web origin gets the tracking set only (never the token
 * or session); `javascript:`, `data:` and the like, and anything unparseable, are refused; a
 * non-web link (tel:, an app scheme) is handed to the native host.
 */
import { trackingParams, type LaunchParams } from '../launch/launchParams.ts';

export type LinkParams = 'current' | 'tracking' | 'none';

export type LinkDecision =
  | { kind: 'web'; href: string; sameOrigin: boolean }
  | { kind: 'host'; url: string }
  | { kind: 'refused'; reason: 'empty' | 'unparseable' | 'unsafe-scheme' };

export interface LinkContext {
  pageOrigin: string;
  trustedOrigins: readonly string[];
  launch: LaunchParams;
  /** The page's own query (productId, orderId, ...), part of "the current parameters". */
  pageQuery: Record<string, string>;
}

const REFUSED_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:', 'about:', 'filesystem:']);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function decideLink(raw: unknown, params: LinkParams, ctx: LinkContext): LinkDecision {
  if (typeof raw !== 'string' || raw.trim() === '') return { kind: 'refused', reason: 'empty' };
  // The URL parser drops tabs and newlines ("java\tscript:"), so the scheme is judged after parsing.
  let url: URL;
  try {
    url = new URL(raw.trim(), ctx.pageOrigin + '/');
  } catch {
    return { kind: 'refused', reason: 'unparseable' };
  }
  if (REFUSED_SCHEMES.has(url.protocol)) return { kind: 'refused', reason: 'unsafe-scheme' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    // Only a link that names its own scheme is a host link; anything else resolved as a path above.
    return HAS_SCHEME.test(raw.trim()) ? { kind: 'host', url: url.href } : { kind: 'refused', reason: 'unparseable' };
  }

  const sameOrigin = url.origin === ctx.pageOrigin;
  const trusted = sameOrigin || ctx.trustedOrigins.some((origin) => sameOriginAs(origin, url.origin));
  let extra: Record<string, string> = {};
  if (params === 'current') extra = trusted ? { ...ctx.launch, ...ctx.pageQuery } : { ...trackingParams(ctx.launch) };
  else if (params === 'tracking') extra = { ...trackingParams(ctx.launch) };
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && !url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return { kind: 'web', href: url.href, sameOrigin };
}

function sameOriginAs(configured: string, origin: string): boolean {
  try {
    return new URL(configured).origin === origin;
  } catch {
    return false;
  }
}

/**
 * A path on this site, or '' for anything else: a value someone put in a query ("from") may only send
 * the visitor back inside the app. No scheme, no //host, no backslash (browsers read "/\\host" as
 * "//host") and no control characters (the URL parser drops tabs and newlines, turning "/\t/host"
 * into "//host").
 */
export function appPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.includes('\\') || [...value].some((c) => c < ' ' || c === '\u007f')) return '';
  const base = 'https://app.invalid';
  try {
    return new URL(value, base).origin === base && !value.startsWith('//') ? value : '';
  } catch {
    return '';
  }
}
