/**
 * The network profiles of issue 24, applied to a page through CDP's Network.emulateNetworkConditions
 * (latency added to each request, throughput in bytes per second; a kbit is 1024 bits, as Chromium's
 * DevTools and Lighthouse count it).
 */
import type { CDPSession } from 'playwright-core';

export interface NetworkProfile {
  key: 'none' | 'slow4g' | '3g';
  name: string;
  /** null: no emulation at all. */
  conditions: { latency: number; downloadKbps: number; uploadKbps: number } | null;
}

export const NETWORK_PROFILES: NetworkProfile[] = [
  { key: 'none', name: 'none', conditions: null },
  {
    key: 'slow4g',
    name: 'slow 4G (150 ms, 1.6 Mbit/s, 750 kbit/s up)',
    conditions: { latency: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 },
  },
  {
    key: '3g',
    name: '3G (300 ms, 400 kbit/s, 400 kbit/s up)',
    conditions: { latency: 300, downloadKbps: 400, uploadKbps: 400 },
  },
];

const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

export async function emulateNetwork(cdp: CDPSession, profile: NetworkProfile): Promise<void> {
  if (!profile.conditions) return;
  const { latency, downloadKbps, uploadKbps } = profile.conditions;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: bytesPerSecond(downloadKbps),
    uploadThroughput: bytesPerSecond(uploadKbps),
  });
}
