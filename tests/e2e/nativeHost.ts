/** A fake native shell around the page: it records every message the app posts to the host. */
import type { Page } from '@playwright/test';

export type HostChannel = 'ReactNativeWebView' | 'webkit' | 'android';

/** Plays a native shell: the chosen channel records every message the app posts. */
export async function installHost(page: Page, channel: HostChannel): Promise<void> {
  await page.addInitScript((which) => {
    const sent: string[] = [];
    Object.defineProperty(window, '__hostMessages', { value: sent });
    const target = { postMessage: (message: string) => void sent.push(message) };
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
