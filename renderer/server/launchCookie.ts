/**
 * How the server learns who the borrower is when the address no longer says (CONTRACT §3, "Who the server renders for",
 * CONTRACT §1/§3): boot takes the token out of the address, so a link the app follows reaches the server without it.
 * The browser keeps the launch for its session (sessionStorage: the launch parameters, the launch options such as
 * titleBar); the server keeps the same for the same browser in one cookie that only it reads and writes:
 *
 *   __Host-loan-pages-launch=<{"until": ms, "session": the session's launch}, JSON>; Path=/; Secure; HttpOnly;
 *   SameSite=Strict
 *
 * - Used only for a page the app itself asked for: a navigation its own page made (a link, a form, a script's
 *   navigation, a reload or history step of such a page), which the browser says with `Sec-Fetch-Site: same-origin`.
 *   Never for an address typed, a bookmark, a new tab, the history list, the native host's own load, or another
 *   site's link (`none`, `same-site`, `cross-site`, or a browser that does not say): on a shared phone the next person
 *   gets the screen's shell there, and the browser asks with the identity it holds (none).
 * - Taken from the address (a launch, as boot takes it: another borrower's replaces the stored one whole) by the app's
 *   own navigations and by an arrival from outside that is not another site's (`none`: the native host opening its
 *   launch address, a typed one); another site's link never sets or replaces it. An arrival from outside that names no
 *   borrower clears it, so an in-app link followed after it renders nobody's data either.
 * - A session cookie (no Max-Age: gone with the browser), and idle for at most LAUNCH_IDLE_MS: its value carries the
 *   deadline, renewed by every page the server renders with it, so a restored session or a phone left alone forgets
 *   the borrower.
 * - SESSION_END_PATH answers with the cookie cleared (nginx answers it itself, the adapters through this handler): the
 *   native host clears the WebView's cookies at logout (CONTRACT §1); a browser can be sent there.
 * - `__Host-`, `Secure`, `Path=/`: set by this origin over HTTPS only, for this origin only. `HttpOnly`: no script
 *   reads it. `SameSite=Strict`: no other site's request carries it. Read for a GET or HEAD of a page only.
 * - Never logged: nginx's log format has no Cookie, the renderer logs no header, and the gateway's location strips
 *   every cookie (the gateway's calls carry their credentials in headers or the query, CONTRACT §4).
 * - At most MAX_COOKIE_CHARS: a launch is a few hundred bytes; one larger (a token of JWT size with its options) is
 *   not kept, so a response head stays well within what nginx takes from the renderer.
 */

import { FORBIDDEN_KEYS } from '../contract/json.ts';
import { memoryStorage } from '../runtime/storage/memoryStorage.ts';

export const LAUNCH_COOKIE = '__Host-loan-pages-launch';
/** How long the server keeps using a launch no page was rendered with: 15 minutes. */
export const LAUNCH_IDLE_MS = 15 * 60 * 1000;
/** The address that forgets the borrower the server kept (CONTRACT §1). */
export const SESSION_END_PATH = '/session/end';
/** A cookie value larger than this is not kept nor read (a launch is a few hundred bytes). */
export const MAX_COOKIE_CHARS = 2_048;

const ATTRIBUTES = 'Path=/; Secure; HttpOnly; SameSite=Strict';
/** The Set-Cookie that clears the launch cookie (the session end, an arrival from outside that names no borrower). */
export const CLEARED_LAUNCH_COOKIE = `${LAUNCH_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;

/**
 * Who made a page request, as the browser says (Fetch Metadata): `app` a navigation of this origin's own page;
 * `outside` one the person or the host started (typed, a bookmark, a new tab, the history list, a WebView's load; also
 * a browser that does not say); `site` another site's link, form or frame (a sibling subdomain's too).
 */
export type Initiator = 'app' | 'outside' | 'site';

export function initiatorOf(headers: Headers): Initiator {
  const site = headers.get('sec-fetch-site');
  if (site === 'same-origin') return 'app';
  if (site === 'same-site' || site === 'cross-site') return 'site';
  return 'outside';
}

/** The cookie's value among a Cookie header's pairs, if there and plausible. */
function cookieValue(header: string | null): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LAUNCH_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return value.length <= MAX_COOKIE_CHARS ? value : undefined;
  }
  return undefined;
}

/**
 * The stored session as string entries (what sessionStorage holds), or nothing when the cookie is no such thing or its
 * deadline has passed.
 */
function decode(value: string | undefined, now: number): Record<string, string> {
  const entries: Record<string, string> = {};
  if (!value) return entries;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return entries;
    const { until, session } = parsed as { until?: unknown; session?: unknown };
    if (typeof until !== 'number' || !(now < until) || until > now + LAUNCH_IDLE_MS) return entries;
    if (!session || typeof session !== 'object' || Array.isArray(session)) return entries;
    for (const [key, entry] of Object.entries(session))
      if (typeof entry === 'string' && !FORBIDDEN_KEYS.has(key)) entries[key] = entry;
  } catch {
    // Not ours, or cut: as if absent.
  }
  return entries;
}

export interface LaunchSession {
  /** The visit's session store on the server: what the browser's sessionStorage holds for the launch. */
  store: Storage;
  /** The Set-Cookie for the response (keep, renew or clear the session), or undefined when it leaves it alone. */
  setCookie(): string | undefined;
}

export interface PageRequest {
  method: string;
  headers: Headers;
}

/**
 * The server's session store for one request. A page's GET or HEAD the app made starts from the launch cookie; one
 * from outside starts empty and keeps what its address launches (or clears the cookie when it names no one); another
 * site's starts empty and clears it; a request of another method starts empty and sets nothing.
 */
export function launchSession(request: PageRequest, now: number = Date.now()): LaunchSession {
  const page = request.method === 'GET' || request.method === 'HEAD';
  const initiator = initiatorOf(request.headers);
  const used = page && initiator === 'app';
  const store = memoryStorage(used ? decode(cookieValue(request.headers.get('cookie')), now) : {});
  return {
    store,
    setCookie() {
      if (!page) return undefined;
      const kept: Record<string, string> = {};
      for (let index = 0; index < store.length; index++) {
        const key = store.key(index)!;
        const value = store.getItem(key) ?? '';
        if (value !== '{}' && value !== '') kept[key] = value;
      }
      const value = encodeURIComponent(JSON.stringify({ until: now + LAUNCH_IDLE_MS, session: kept }));
      const keeps = initiator !== 'site' && Object.keys(kept).length > 0 && value.length <= MAX_COOKIE_CHARS;
      if (keeps) return `${LAUNCH_COOKIE}=${value}; ${ATTRIBUTES}`;
      // The app's own page with nothing to keep leaves the cookie as it is; an arrival from outside forgets it.
      return initiator === 'app' ? undefined : CLEARED_LAUNCH_COOKIE;
    },
  };
}

/**
 * SESSION_END_PATH's answer, whatever the method: the borrower the server kept forgotten (the cookie cleared), with the
 * build's security headers, kept by nobody.
 */
export function sessionEnd(securityHeaders: Record<string, string>): Response {
  const headers = new Headers(securityHeaders);
  headers.set('Cache-Control', 'no-store');
  headers.append('Set-Cookie', CLEARED_LAUNCH_COOKIE);
  return new Response(null, { status: 204, headers });
}
