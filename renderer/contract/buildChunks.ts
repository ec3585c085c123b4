/**
 * Which built chunks each route loads, read from the build's manifest (renderer/toolchain/vite/serverBundle.ts)
 * and embedded in the server renderer, which names them in the page it sends (renderer/server/handler.ts).
 */

/** What a route loads beyond the entry's own chunks: its page and blocks, and its own messages by language. */
export interface RouteChunks {
  page: string[];
  messages: Record<string, string>;
}

/** From the manifest: each page's chunks (for <link rel=modulepreload>), and the shared messages by language. */
export interface BuildChunks {
  /** By route key. */
  routes: Record<string, RouteChunks>;
  /** The shared catalogue's chunk by language. */
  messages: Record<string, string>;
  /** What boot loads to take the server's data over (renderer/browser/adoptServerState.ts). */
  hydrate: string[];
}

/**
 * The attribute of a static page's modulepreload that only a page rendered in the browser needs
 * (renderer/toolchain/vite/browserRenderPreloads.ts).
 */
export const BROWSER_RENDER_PRELOAD = 'data-browser-render';
