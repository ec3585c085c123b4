// @vitest-environment node
/** The host bridge (CONTRACT §5): one JSON string through the first channel that exists. */
import { describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../renderer/runtime/bridge/bridge.ts';

function channel() {
  return { postMessage: vi.fn<(message: string) => void>() };
}
function hostWindow(extra: Record<string, unknown> = {}) {
  return { location: { assign: vi.fn<(url: string) => void>() }, ...extra };
}
const sent = (target: ReturnType<typeof channel>) =>
  target.postMessage.mock.calls.map(([message]) => JSON.parse(message) as unknown);

describe('createBridge', () => {
  it('sends the JSON string {"action","data"}', () => {
    const rn = channel();
    const bridge = createBridge(hostWindow({ ReactNativeWebView: rn }), () => 'ios');
    expect(bridge.send('goProduct', { productId: '2' })).toBe(true);
    expect(rn.postMessage).toHaveBeenCalledWith('{"action":"goProduct","data":{"productId":"2"}}');
    bridge.send('goRate');
    expect(sent(rn).at(-1)).toEqual({ action: 'goRate', data: {} });
    expect(bridge.hasHost()).toBe(true);
  });

  it('prefers ReactNativeWebView, then webkit.messageHandlers.bridge, then android', () => {
    const rn = channel();
    const webkit = channel();
    const android = channel();
    createBridge(
      hostWindow({ ReactNativeWebView: rn, webkit: { messageHandlers: { bridge: webkit } }, android }),
      () => 'android',
    ).send('closeWebview');
    expect(rn.postMessage).toHaveBeenCalledTimes(1);
    expect(webkit.postMessage).not.toHaveBeenCalled();
    expect(android.postMessage).not.toHaveBeenCalled();

    createBridge(hostWindow({ webkit: { messageHandlers: { bridge: webkit } }, android }), () => 'ios').send('goHome');
    expect(sent(webkit)).toEqual([{ action: 'goHome', data: {} }]);
    expect(android.postMessage).not.toHaveBeenCalled();

    createBridge(hostWindow({ android, webkit: { messageHandlers: {} } }), () => 'android').send('confirmEvent', {
      event: 'x',
    });
    expect(sent(android)).toEqual([{ action: 'confirmEvent', data: { event: 'x' } }]);
  });

  it('skips something that is not a channel', () => {
    const android = channel();
    createBridge(hostWindow({ ReactNativeWebView: {}, android }), () => 'android').send('goRate');
    expect(android.postMessage).toHaveBeenCalledTimes(1);
  });

  it('with no host: goHome goes to /, openLink of a web link navigates, the rest do nothing', () => {
    const win = hostWindow();
    const bridge = createBridge(win, () => undefined);
    expect(bridge.hasHost()).toBe(false);
    expect(bridge.send('goHome')).toBe(false);
    expect(win.location.assign).toHaveBeenLastCalledWith('/');
    bridge.send('openLink', { url: 'https://kilat.example/p' });
    expect(win.location.assign).toHaveBeenLastCalledWith('https://kilat.example/p');
    win.location.assign.mockClear();
    for (const action of ['closeWebview', 'goProduct', 'goRate', 'confirmEvent', 'closeRepayDialog'] as const) {
      expect(() => bridge.send(action, { productId: '1' })).not.toThrow();
    }
    bridge.send('openLink', { url: 'kilat://product/1' });
    bridge.send('openLink', { url: 'javascript:alert(1)' });
    bridge.send('openLink', {});
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('closeRepayDialog goes only to an Android host', () => {
    const rn = channel();
    let platform: string | undefined = 'ios';
    const bridge = createBridge(hostWindow({ ReactNativeWebView: rn }), () => platform);
    expect(bridge.send('closeRepayDialog')).toBe(false);
    platform = undefined;
    bridge.send('closeRepayDialog');
    expect(rn.postMessage).not.toHaveBeenCalled();
    platform = 'android';
    expect(bridge.send('closeRepayDialog')).toBe(true);
    expect(sent(rn)).toEqual([{ action: 'closeRepayDialog', data: {} }]);
  });

  it('a host that throws does not break the page', () => {
    const broken = {
      postMessage: () => {
        throw new Error('host gone');
      },
    };
    const bridge = createBridge(hostWindow({ ReactNativeWebView: broken }), () => 'ios');
    expect(() => bridge.send('goRate')).not.toThrow();
    expect(bridge.send('goRate')).toBe(false);
  });
});

describe('the guard every host message passes', () => {
  const TOKEN = 'tok-0123456789abcdef';
  const SESSION = 'sess-42';
  const guard = (refused = vi.fn()) => ({
    // A stand-in for the safe link rule: https and tel: go, the rest is refused.
    link: (url: string) => (/^(?:https:\/\/|tel:)/.test(url) ? url : null),
    secrets: () => [TOKEN, SESSION, undefined],
    refused,
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>x</script>', 'file:///etc/passwd', ''])(
    'an openLink whose link the rule refuses (%s) never reaches the host, and the page is told',
    (url) => {
      const rn = channel();
      const refused = vi.fn();
      const bridge = createBridge(hostWindow({ ReactNativeWebView: rn }), () => 'android', guard(refused));
      expect(bridge.send('openLink', { url })).toBe(false);
      expect(rn.postMessage).not.toHaveBeenCalled();
      expect(refused).toHaveBeenCalledTimes(1);
    },
  );

  it('an openLink with no link at all sends nothing', () => {
    const rn = channel();
    expect(
      createBridge(hostWindow({ ReactNativeWebView: rn }), () => 'android', guard()).send('openLink', {
        link: 'https://x.example',
      }),
    ).toBe(false);
    expect(rn.postMessage).not.toHaveBeenCalled();
  });

  it('no message carries the token or session: such entries are left out, whatever they are called', () => {
    const rn = channel();
    const bridge = createBridge(hostWindow({ ReactNativeWebView: rn }), () => 'android', guard());
    bridge.send('openLink', {
      url: 'tel:+620000',
      token: TOKEN,
      session: 'anything',
      note: `Bearer ${TOKEN}`,
      nested: { sid: SESSION },
      productId: '2',
    });
    bridge.send('confirmEvent', { event: 'pay', who: SESSION });
    expect(sent(rn)).toEqual([
      { action: 'openLink', data: { url: 'tel:+620000', productId: '2' } },
      { action: 'confirmEvent', data: { event: 'pay' } },
    ]);
    expect(rn.postMessage.mock.calls.join('')).not.toContain(TOKEN);
  });

  it('a link that carries the token in its query is refused whole, not sent without it', () => {
    const rn = channel();
    const bridge = createBridge(hostWindow({ ReactNativeWebView: rn }), () => 'android', guard());
    expect(bridge.send('openLink', { url: `https://evil.example/?t=${TOKEN}` })).toBe(false);
    expect(bridge.send('goProduct', { url: `https://evil.example/#/p?s=${SESSION}` })).toBe(false);
    expect(rn.postMessage).not.toHaveBeenCalled();
  });

  it('a short secret is no reason to drop ordinary words that happen to contain it', () => {
    const rn = channel();
    const bridge = createBridge(hostWindow({ ReactNativeWebView: rn }), () => 'android', {
      link: (url: string) => url,
      secrets: () => ['demo'],
    });
    bridge.send('openLink', { url: 'https://partner.example/demo/apply' });
    expect(sent(rn)).toEqual([{ action: 'openLink', data: { url: 'https://partner.example/demo/apply' } }]);
  });

  it('in a plain browser a refused link does not navigate either', () => {
    const win = hostWindow();
    createBridge(win, () => 'android', guard()).send('openLink', { url: 'javascript:alert(1)' });
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});
