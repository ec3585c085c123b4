/**
 * The one way to talk to the native host (CONTRACT §5): a JSON string `{"action", "data"}` through
 * the first channel that exists. With no host (a plain browser) goHome goes to `/`, openLink of a
 * web link navigates, and the rest do nothing visible. Nothing here throws.
 */
export type BridgeAction =
  | 'closeWebview'
  | 'goProduct'
  | 'goHome'
  | 'goRate'
  | 'confirmEvent'
  | 'closeRepayDialog'
  | 'openLink';

export const BRIDGE_ACTIONS: readonly BridgeAction[] = [
  'closeWebview',
  'goProduct',
  'goHome',
  'goRate',
  'confirmEvent',
  'closeRepayDialog',
  'openLink',
];

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

export interface Bridge {
  hasHost(): boolean;
  /** Returns true when a host received the message. */
  send(action: BridgeAction, data?: Record<string, unknown>): boolean;
}

export function createBridge(win: HostWindow, platform: () => string | undefined): Bridge {
  return {
    hasHost: () => channel(win) !== undefined,
    send(action, data = {}) {
      // Only Android has a native repayment dialog to close (SPEC §6).
      if (action === 'closeRepayDialog' && platform() !== 'android') return false;
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
      if (action === 'openLink' && typeof data.url === 'string' && /^https?:/i.test(data.url)) win.location.assign(data.url);
      return false;
    },
  };
}
