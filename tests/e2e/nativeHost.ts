/** A fake native shell around the page: it records every message the app posts to the host. */
import type { Page } from '@playwright/test';

export type HostChannel = 'ReactNativeWebView' | 'webkit' | 'android';

/** Plays a native shell: the chosen channel records every message the app posts. */
export async function installHost(page: Page, channel: HostChannel): Promise<void> {
  await page.addInitScript((which) => {
    const sent: string[] = [];
    Object.defineProperty(window, '__hostMessages', { value: sent });
    const target = {
      postMessage: (message: string) => {
        sent.push(message);
        // Beside the requests, when recordSendOrder keeps their order.
        const order = (window as unknown as { __sendOrder?: string[] }).__sendOrder;
        order?.push(`host:${String((JSON.parse(message) as { action?: unknown }).action)}`);
      },
    };
    const w = window as unknown as Record<string, unknown>;
    if (which === 'ReactNativeWebView') w.ReactNativeWebView = target;
    else if (which === 'webkit') w.webkit = { messageHandlers: { bridge: target } };
    else w.android = target;
  }, channel);
}

/** The messages the fake host received, parsed. */
export async function hostMessages(page: Page): Promise<unknown[]> {
  const raw = await page.evaluate(() => (window as unknown as { __hostMessages?: string[] }).__hostMessages ?? []);
  return raw.map((message) => JSON.parse(message) as unknown);
}

/**
 * The order in which the page hands things on, as it does it: `host:<action>` for a host message (with installHost),
 * `request:<path>` for a request the page starts (fetch, or XMLHttpRequest's send). What a step after a call relies on
 * (issue 42): the call's request started before the host was told anything.
 */
export async function recordSendOrder(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.defineProperty(window, '__sendOrder', { value: order });
    const path = (url: string | URL) => new URL(url, location.href).pathname;
    const fetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      order.push(`request:${path(input instanceof Request ? input.url : input)}`);
      return fetch(input, init);
    };
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    const urls = new WeakMap<XMLHttpRequest, string>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: [string, string | URL]) {
      urls.set(this, path(args[1]));
      return open.apply(this, args as unknown as Parameters<typeof open>);
    } as typeof open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      order.push(`request:${urls.get(this) ?? '?'}`);
      return send.call(this, body);
    };
  });
  return () => page.evaluate(() => [...((window as unknown as { __sendOrder?: string[] }).__sendOrder ?? [])]);
}
