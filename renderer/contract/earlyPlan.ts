/**
 * Render-as-you-fetch's plan of one route (the build makes it, renderer/toolchain/compile/earlyPlan.ts):
 * the data sources its page can ask for before its code has loaded, and the calls they make. The
 * browser's boot (renderer/browser/earlyFetch.ts) and the server (renderer/server/prefetch.ts) send
 * them through the same gateway client and data cache the page then reads.
 */
import { isObject, type Json } from './json.ts';

export interface EarlySource {
  id: string;
  call: string;
  params?: Json;
  when?: unknown;
}

export interface EarlyPlan {
  /** The page's route key (a second address of a screen keeps its page's, as the page's cache keys do). */
  route: string;
  sources: EarlySource[];
  /**
   * The calls the sources make, as the browser's client needs them (no reply schema: the page's validator checks the
   * reply).
   */
  calls: Record<string, Json>;
}

/**
 * Whether any of the plan's calls answers with the borrower's data (every call not marked `public` in the catalogue):
 * the server then asks only for a visit that names the borrower (renderer/server/launchCookie.ts).
 */
export function needsBorrower(plan: EarlyPlan): boolean {
  return Object.values(plan.calls).some((call) => !(isObject(call) && call.public === true));
}
