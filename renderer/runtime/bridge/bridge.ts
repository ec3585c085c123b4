/**
 * The one way to talk to the native host (CONTRACT §5): a JSON string `{"action", "data"}` through
 * the first channel that exists. With no host (a plain browser) goHome goes to `/`, openLink of a
 * web link navigates, and the rest do nothing visible. Nothing here throws.
 *
 * Every message passes the guard first, whoever sends it (the openLink action, a page's `bridge`
 * action, a block): a link in it (`data.url`) follows the safe link rule (renderer/runtime/links/safeLink.ts)
 * and a refused one sends nothing; no message carries the borrower's token or session (a `token` or
 * `session` entry, or any value holding one, is left out: the host holds its own).
 */
import type { Bridge } from '../../contract/bridge.ts';

interface PostTarget {
  postMessage(message: string): void;
}

interface HostWindow {
  ReactNativeWebView?: PostTarget;
  webkit?: { messageHandlers?: { bridge?: PostTarget } };
  android?: PostTarget;
  location: { assign(url: string): void };
}

function channel(win: HostWindow): PostTarget | undefined {
  const candidates = [win.ReactNativeWebView, win.webkit?.messageHandlers?.bridge, win.android];
  return candidates.find((c): c is PostTarget => typeof c?.postMessage === 'function');
}

export interface BridgeGuard {
  /** The link as the safe link rule lets it go to the host, or null when the rule refuses it. */
  link(url: string): string | null;
  /** The values no message may carry (the launch's token and session). */
  secrets(): readonly (string | undefined)[];
  /** Told when a message was refused for its link (the page says the link cannot be opened). */
  refused?(): void;
}

/** Entries that name a credential, whatever their value. */
const CREDENTIAL_ENTRIES = new Set(['token', 'session']);

/**
 * Long enough that finding it inside other text is no accident (real tokens are far longer; a demo's "demo" is not).
 */
const SECRET_IN_TEXT = 12;

/**
 * A string that is a secret, holds a long one, or is an address with one as a query value; any string inside an object
 * or list too.
 */
function holdsSecret(value: unknown, secrets: readonly string[]): boolean {
  if (typeof value === 'string') {
    if (
      secrets.some(
        (secret) =>
          value === secret ||
          (secret.length >= SECRET_IN_TEXT && (value.includes(secret) || value.includes(encodeURIComponent(secret)))),
      )
    )
      return true;
    return queryValues(value).some((part) => secrets.includes(part));
  }
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some((inner) => holdsSecret(inner, secrets));
  return false;
}

/** The values of an address's query and of a query in its fragment ("/#/page?token=…"); none for other text. */
function queryValues(text: string): string[] {
  if (!text.includes('=')) return [];
  const parts = text.split(/[?#&]/).slice(1);
  return parts.flatMap((part) => {
    const at = part.indexOf('=');
    if (at < 0) return [];
    try {
      return [decodeURIComponent(part.slice(at + 1).replace(/\+/g, ' '))];
    } catch {
      return [part.slice(at + 1)];
    }
  });
}

/** The data a message may carry, or null when its link is refused (nothing is sent then). */
export function guardData(
  data: Record<string, unknown>,
  guard: BridgeGuard | undefined,
): Record<string, unknown> | null {
  if (!guard) return data;
  const secrets = guard.secrets().filter((secret): secret is string => typeof secret === 'string' && secret.length > 0);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (CREDENTIAL_ENTRIES.has(key) || holdsSecret(value, secrets)) {
      if (key === 'url') return null;
      continue;
    }
    out[key] = value;
  }
  if ('url' in out) {
    const url = typeof out.url === 'string' ? guard.link(out.url) : null;
    if (url === null) return null;
    out.url = url;
  }
  return out;
}

export function createBridge(win: HostWindow, platform: () => string | undefined, guard?: BridgeGuard): Bridge {
  return {
    hasHost: () => channel(win) !== undefined,
    send(action, given = {}) {
      // Only Android has a native repayment dialog to close (SPEC §6).
      if (action === 'closeRepayDialog' && platform() !== 'android') return false;
      const data = guardData(given, guard);
      if (data === null || (action === 'openLink' && typeof data.url !== 'string')) {
        guard?.refused?.();
        return false;
      }
      const target = channel(win);
      if (target) {
        try {
          target.postMessage(JSON.stringify({ action, data }));
          return true;
        } catch {
          return false;
        }
      }
      if (action === 'goHome') win.location.assign('/');
      if (action === 'openLink' && typeof data.url === 'string' && /^https?:/i.test(data.url))
        win.location.assign(data.url);
      return false;
    },
  };
}
