/**
 * Which phone system the visitor is on: the launch's `platform` when the native shell gave one,
 * else a guess from the browser (an anonymous visitor on a promotion page). Tracking's client_type
 * (SPEC §6) and the download page's store button follow it.
 */
import type { Platform } from '../../contract/launch.ts';

export function platformOf(launched: string | undefined, userAgent: string, touchPoints = 0): Platform {
  if (launched === 'ios' || launched === 'android') return launched;
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  // iPadOS asks for desktop pages: a "Macintosh" with a touch screen is an iPad.
  if (/Macintosh/.test(userAgent) && touchPoints > 1) return 'ios';
  return 'android';
}
