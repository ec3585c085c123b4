/**
 * The address an action list goes to by itself, for a real link (`<a href>`) the server writes and the browser
 * hydrates alike: a tap on it works before the script has come (issue 33), and once the page works the block's click
 * handler takes the tap over and runs the whole list as before (tracking calls, the host bridge, in-app navigation).
 *
 * There is one when the list's first step only goes somewhere, and where it goes needs nothing of the tap and
 * nothing secret:
 *  - `navigate` to a route of the app, its query resolved as the run resolves it (./kinds/navigate.ts);
 *  - `openLink` decided by the safe link rule (../links/safeLink.ts) as inside a native host, the strictest case: a
 *    web page that would be the host's to open (an unlisted origin) and a non-web link stay with the script, a
 *    refused one has no address. One of the app's own screens is written as the app opens it (path and query
 *    without the launch parameters, ./followLink.ts); the next page learns the borrower from the launch cookie
 *    (renderer/server/launchCookie.ts);
 *  - never an address that holds the visit's identity: an identifying launch parameter (token, session, user, device),
 *    by its name or its value, keeps the control script-only (a trusted page that gets the current parameters);
 *  - never one that replaces the current history entry (a link adds one), nor one that reads the tap's own payload
 *    (`event`, unknown until the tap).
 */
import { IDENTIFYING_KEYS } from '../../contract/launch.ts';
import type { Action } from '../../contract/page/types.ts';
import type { Scope } from '../binding/resolve.ts';
import { appAddress } from './followLink.ts';
import { pathOf } from './host.ts';
import { decision, type LinkServices } from './kinds/openLink.ts';
import { target } from './kinds/navigate.ts';

/** What a step may not read: the tap's payload. Any use of it throws, and the list has no address. */
const UNKNOWN_EVENT = new Proxy(
  {},
  Object.fromEntries(
    (['get', 'has', 'getOwnPropertyDescriptor', 'ownKeys', 'getPrototypeOf'] as const).map((trap) => [
      trap,
      () => {
        throw new Error('the tap is not known before it is made');
      },
    ]),
  ),
);

/** Where a list goes by itself, and whether that is one of the app's own screens; undefined: it needs the script. */
function goesTo(
  actions: readonly Action[] | undefined,
  scope: Scope,
  services: LinkServices,
): { href: string; appScreen: boolean } | undefined {
  const first = actions?.[0];
  if (!first || (first.do !== 'navigate' && first.do !== 'openLink') || first.replace) return undefined;
  const before = { ...scope, event: UNKNOWN_EVENT };
  let to: { href: string; appScreen: boolean };
  try {
    if (first.do === 'navigate') {
      if (pathOf(services, first.route) === undefined) return undefined;
      to = { href: target(first, before, (route) => pathOf(services, route)), appScreen: true };
    } else {
      const link = decision(first, before, services, true);
      if (link.kind !== 'web') return undefined;
      const href = link.appRoute ? appAddress(link.href) : link.sameOrigin ? sameOriginPath(link.href) : link.href;
      to = { href, appScreen: Boolean(link.appRoute) };
    }
  } catch {
    return undefined;
  }
  return holdsIdentity(to.href, services.launch()) ? undefined : to;
}

/**
 * The address (relative for this origin's pages) the list goes to by itself, else undefined: the control needs the
 * script.
 */
export function actionHref(
  actions: readonly Action[] | undefined,
  scope: Scope,
  services: LinkServices,
): string | undefined {
  return goesTo(actions, scope, services)?.href;
}

/**
 * The address of one of the app's own screens the list goes to by itself when its first step asks for it before the
 * tap (`prefetch`, ../../contract/page/grammar.ts), else undefined. Only an app screen: the server renders it for this
 * borrower by the launch cookie; another page of the origin or the web is not asked for unbidden. The server's alone
 * (renderer/server/handler.ts): the browser's bundle does not carry it.
 */
export function prefetchHref(
  actions: readonly Action[] | undefined,
  scope: Scope,
  services: LinkServices,
): string | undefined {
  const first = actions?.[0];
  if (!first || !('prefetch' in first) || first.prefetch !== true) return undefined;
  const to = goesTo(actions, scope, services);
  return to?.appScreen ? to.href : undefined;
}

const identifying = new Set<string>(IDENTIFYING_KEYS);

/** Whether an address carries an identifying launch parameter, by name or by value (under any name). */
function holdsIdentity(href: string, launch: ReturnType<LinkServices['launch']>): boolean {
  const secrets = new Set(
    IDENTIFYING_KEYS.map((key) => launch[key]).filter((value): value is string => Boolean(value)),
  );
  const url = new URL(href, 'https://app.invalid/');
  const named = [...url.searchParams, ...new URLSearchParams(url.hash.slice(1))];
  const segments = url.pathname.split('/').map((segment) => decodeURIComponent(segment));
  return (
    named.some(([key, value]) => identifying.has(key) || secrets.has(value)) ||
    segments.some((segment) => secrets.has(segment))
  );
}

/** A page of this origin by its path: the server's own origin (behind a proxy) is not the browser's. */
function sameOriginPath(href: string): string {
  const url = new URL(href);
  return url.pathname + url.search + url.hash;
}
