/**
 * How the server learns who the borrower is when the address no longer says (CONTRACT §3, "Who the server renders for",
 * CONTRACT §1/§3): boot takes the token out of the address, so a reload, or a link the app follows, reaches the server
 * without it. The browser keeps the launch for its session (sessionStorage: the launch parameters, the launch options
 * such as titleBar); the server keeps the same for the same browser in one cookie that only it reads and writes:
 *
 *   __Host-loan-pages-launch=<the session's launch, JSON>; Path=/; Max-Age=3600; Secure; HttpOnly; SameSite=Strict
 *
 * - `__Host-`, `Secure`, `Path=/`: set by this origin over HTTPS only, for this origin only (no subdomain sets or reads
 * it).
 * - `HttpOnly`: no script reads it (the page's own included); the browser's copy stays in sessionStorage.
 * - `SameSite=Strict`: another site's link, form or frame never carries it, so no other site has a page rendered with
 *   the borrower's data (CSRF); the server only reads it for a GET or HEAD of a page, whose calls only read.
 * - An hour from the last page the server rendered with it: a phone left alone forgets the borrower.
 * - Never logged: nginx's log format has no Cookie, the renderer logs no header, and the gateway's location strips
 *   every cookie (the gateway's calls carry their credentials in headers or the query, CONTRACT §4).
 *
 * A launch in the address is captured as the browser captures it (renderer/runtime/launch/launchParams.ts): another
 * borrower's launch replaces the stored one whole.
 */

import { FORBIDDEN_KEYS } from '../contract/json.ts';
import { memoryStorage } from '../runtime/storage/memoryStorage.ts';

export const LAUNCH_COOKIE = '__Host-loan-pages-launch';
/** An hour, renewed by every page the server renders with it. */
export const LAUNCH_COOKIE_MAX_AGE_S = 60 * 60;
/** A cookie larger than this is not ours (a launch is a few hundred bytes): ignored. */
const MAX_COOKIE_CHARS = 3_000;

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

/** The stored session as string entries (what sessionStorage holds), or nothing when the cookie is no such thing. */
function decode(value: string | undefined): Record<string, string> {
  const entries: Record<string, string> = {};
  if (!value) return entries;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, entry] of Object.entries(parsed))
        if (typeof entry === 'string' && !FORBIDDEN_KEYS.has(key)) entries[key] = entry;
    }
  } catch {
    // Not ours, or cut: as if absent.
  }
  return entries;
}

export interface LaunchSession {
  /** The visit's session store on the server: what the browser's sessionStorage holds for the launch. */
  store: Storage;
  /** The Set-Cookie that keeps the session for the next page, or undefined when there is nothing to keep. */
  setCookie(): string | undefined;
}

/**
 * The server's session store for one request, read from its launch cookie. `read` false (a request that is not a
 * page's GET or HEAD) starts empty and sets nothing.
 */
export function launchSession(cookieHeader: string | null, read = true): LaunchSession {
  const store = memoryStorage(read ? decode(cookieValue(cookieHeader)) : {});
  return {
    store,
    setCookie() {
      if (!read) return undefined;
      const kept: Record<string, string> = {};
      for (let index = 0; index < store.length; index++) {
        const key = store.key(index)!;
        const value = store.getItem(key) ?? '';
        if (value !== '{}' && value !== '') kept[key] = value;
      }
      if (Object.keys(kept).length === 0) return undefined;
      return `${LAUNCH_COOKIE}=${encodeURIComponent(JSON.stringify(kept))}; Path=/; Max-Age=${LAUNCH_COOKIE_MAX_AGE_S}; Secure; HttpOnly; SameSite=Strict`;
    },
  };
}
