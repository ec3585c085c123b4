/**
 * How much one adapter process takes on: the largest request head, its heap, its renders at once. The last two were
 * measured together (issue 31): MAX_IN_FLIGHT keeps a burst's live set well inside RENDER_HEAP_MB.
 */

/**
 * How large a request head may be: more than nginx in front lets through (its default large_client_header_buffers,
 * 4 x 8 KB, plus the X-Forwarded-* it adds), so a WebView with large cookies on the app's domain is answered by the
 * renderer, not refused by Node's 16 KB default with a bare 431.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * The renderer's heap limit (issue 31). V8 lets a busy process's heap grow towards its default limit (4 GB on
 * a 64-bit machine) and keeps what it took: under 50 connections RSS went from ~170 to ~520 MB while what the
 * renderer held after each full collection stayed ~40 MB (no leak: garbage collected late). Started with this
 * cap (RENDER_NODE_FLAGS: npm run serve, the bench's soak, the command the nginx config and docs/deploying.md give) it
 * collects sooner at the same throughput, and RSS stays under 256 MB (`npm run bench`'s soak); MAX_IN_FLIGHT
 * keeps a burst's live set well inside it.
 */
export const RENDER_HEAP_MB = 128;
/** How Node is started to run the adapter: `node ${RENDER_NODE_FLAGS} dist/server/node.mjs <entry>`. */
export const RENDER_NODE_FLAGS: readonly string[] = [`--max-old-space-size=${RENDER_HEAP_MB}`];

/**
 * At most this many requests rendered at once (RENDER_MAX_IN_FLIGHT): one more is answered 503 at once, and nginx
 * serves the static page for it (rendered in the browser), so a burst slows nobody down and cannot take the heap
 * past its limit. 300 concurrent renders measured well inside RENDER_HEAP_MB.
 */
export const MAX_IN_FLIGHT = 256;
