/**
 * The safe link rule (CONTRACT §3 and §5, SPEC §5). A web link to one of the app's routes (which
 * take the launch parameters out of the address at boot) or to a trusted origin gets the requested
 * parameters; another path of the app's own origin (a static document, which keeps its address in
 * history) gets them without the identifying ones (token, session, userId, the device's ids); any
 * other web origin gets the tracking set only. Inside a native host, a web link loads in place only on the page's own
 * origin, a trusted one or a partner lender's (CONTRACT §5): any other origin is handed to the host to open outside the
 * WebView that holds the bridge. A non-web link goes to the host only when the deployment lists its scheme
 * (hostSchemes: tel:, mailto:, the brand's app scheme). `javascript:`,
 * `data:` and the like, a user name or password in the address (https://trusted@evil reads as
 * trusted) and anything unparseable are refused.
 */
import { IDENTIFYING_KEYS, type LaunchParams } from '../../contract/launch.ts';
import { trackingParams } from '../launch/launchParams.ts';

export type LinkParams = 'current' | 'tracking' | 'none';

export type RefusedReason = 'empty' | 'unparseable' | 'unsafe-scheme' | 'credentials' | 'unlisted-scheme';

export type LinkDecision =
  /** Load in the window; appRoute: one of the app's own screens, opened in place. */
  | { kind: 'web'; href: string; sameOrigin: boolean; appRoute: boolean }
  /** Hand to the native host as openLink: a listed scheme, or a web page to open outside the WebView. */
  | { kind: 'host'; url: string }
  | { kind: 'refused'; reason: RefusedReason };

export interface LinkContext {
  pageOrigin: string;
  /** The paths of the app's screens on pageOrigin (every other path there is a static file). */
  appPaths: readonly string[];
  /** Origins that get the full set of parameters and load in place. */
  trustedOrigins: readonly string[];
  /** Partner lenders' origins: their pages load in place inside a host, with the tracking set only. */
  partnerOrigins: readonly string[];
  /** The non-web schemes the host may be handed, as "tel:" (lower case, with the colon). */
  hostSchemes: readonly string[];
  /** A native host holds the page (a bridge channel exists): unlisted origins open outside it. */
  inHost: boolean;
  launch: LaunchParams;
  /** The page's own query (productId, orderId, ...), part of "the current parameters". */
  pageQuery: Record<string, string>;
}

/** Schemes that run code or read local data: never followed, whatever a deployment lists. */
export const REFUSED_SCHEMES: ReadonlySet<string> = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'blob:',
  'file:',
  'about:',
  'filesystem:',
]);
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
    if (!HAS_SCHEME.test(raw.trim())) return { kind: 'refused', reason: 'unparseable' };
    return ctx.hostSchemes.includes(url.protocol)
      ? { kind: 'host', url: url.href }
      : { kind: 'refused', reason: 'unlisted-scheme' };
  }
  if (url.username !== '' || url.password !== '') return { kind: 'refused', reason: 'credentials' };

  const sameOrigin = url.origin === ctx.pageOrigin;
  const appRoute = sameOrigin && ctx.appPaths.includes(url.pathname);
  const trusted = sameOrigin || listed(ctx.trustedOrigins, url.origin);
  let extra: Record<string, string | undefined> = {};
  if (params === 'current') {
    if (appRoute || (trusted && !sameOrigin)) extra = { ...ctx.launch, ...ctx.pageQuery };
    else if (sameOrigin) extra = withoutIdentifying({ ...ctx.launch, ...ctx.pageQuery });
    else extra = { ...trackingParams(ctx.launch) };
  } else if (params === 'tracking') extra = { ...trackingParams(ctx.launch) };
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && !url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  if (ctx.inHost && !trusted && !listed(ctx.partnerOrigins, url.origin)) return { kind: 'host', url: url.href };
  return { kind: 'web', href: url.href, sameOrigin, appRoute };
}

const identifying = new Set<string>(IDENTIFYING_KEYS);

function withoutIdentifying(values: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !identifying.has(key)));
}

function listed(origins: readonly string[], origin: string): boolean {
  return origins.some((configured) => sameOriginAs(configured, origin));
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
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.includes('\\') ||
    [...value].some((c) => c < ' ' || c === '\u007f')
  )
    return '';
  const base = 'https://app.invalid';
  try {
    return new URL(value, base).origin === base && !value.startsWith('//') ? value : '';
  } catch {
    return '';
  }
}
