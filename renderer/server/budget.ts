/**
 * The server render's time limits, said once: the renderer's wait for the gateway, and the room
 * nginx gives it on top before it sends the static shell itself (renderer/toolchain/ops/nginxSite.ts).
 */

/** How long the renderer waits for the gateway before it sends the page rendered in the browser (RENDER_BUDGET_MS). */
export const DEFAULT_BUDGET_MS = 800;

/**
 * RENDER_BUDGET_MS as the renderer's environment gives it (a string on Node, either on an edge runtime); the default
 * unless a number >= 0.
 */
export function budgetOf(env: { RENDER_BUDGET_MS?: string | number } | undefined): number {
  const value = Number(env?.RENDER_BUDGET_MS);
  return env?.RENDER_BUDGET_MS !== undefined && env.RENDER_BUDGET_MS !== '' && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_BUDGET_MS;
}

/** What nginx allows the renderer past its gateway budget: the render itself and a busy machine. */
export const RENDER_ROOM_MS = 700;

/** How long nginx waits for a renderer whose gateway budget is `budgetMs`; past it, the static shell. */
export function renderTimeoutFor(budgetMs: number = DEFAULT_BUDGET_MS): number {
  return budgetMs + RENDER_ROOM_MS;
}
