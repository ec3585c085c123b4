/**
 * How much one adapter process takes on: the largest request head, its heap, its renders at once, its event loop's
 * delay and a request's wait for it. The heap and the renders at once were measured together (issue 31): MAX_IN_FLIGHT
 * keeps a burst's live set well inside RENDER_HEAP_MB; the loop's delay and the wait are what the processor can take
 * (issue 41).
 */
import { RENDER_ROOM_MS } from '../budget.ts';

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
 * At most this many requests rendered at once (RENDER_MAX_IN_FLIGHT), counted from the moment the adapter takes one
 * until its last byte: rendering, or waiting on the gateway (at most the render budget). One more is answered 503 at
 * once, and nginx serves the static page for it (rendered in the browser), so a burst cannot take the heap past its
 * limit. 300 concurrent renders measured well inside RENDER_HEAP_MB. It bounds memory, not time: what the processor
 * can take is the event loop's delay's (MAX_EVENT_LOOP_DELAY_MS).
 */
export const MAX_IN_FLIGHT = 256;

/**
 * The event loop's delay past which a new page request is answered 503 at once (RENDER_MAX_EVENT_LOOP_DELAY_MS): the
 * loop is that late running anything (issue 41), so a request taken on now waits at least as long at each step of its
 * render and would reach nginx's timeout for the renderer (RENDER_BUDGET_MS plus RENDER_ROOM_MS) only to get the same
 * static page later. Measured in 500 ms windows on the 2-core machine at load 7 (issue 41): the loop's worst tick
 * stayed under 290 ms while the adapter kept up (10 connections, 80 pages/s, p99 441 ms), and was mostly over 300 ms,
 * to 1.2 s, when it did not (50 connections, 29 pages/s, p99 6.7 s).
 */
export const MAX_EVENT_LOOP_DELAY_MS = 300;

/**
 * How long a page request may have waited before the adapter gets to it (RENDER_MAX_QUEUE_MS): unread since nginx
 * sent it (X-Request-Start: Node takes one connection per turn of its loop, the others wait in the kernel), then for
 * its render to start. Past it, 503 at once: nginx gives the renderer RENDER_ROOM_MS past its gateway budget, and a
 * request that waited longer than that room less the render's own time (200 ms on 2 busy cores, its write included)
 * reaches nginx's timeout whenever the gateway takes its budget, the borrower then getting the same static page later.
 * On the 2-core machine at load 5 (issue 41), 300 ms turned away 45% of 50 connections the adapter was keeping up with
 * (p99 909 ms).
 */
export const MAX_QUEUE_MS = RENDER_ROOM_MS - 200;

/**
 * How often the event loop's delay is sampled: each sample is the worst of that window (the 99th percentile of
 * node:perf_hooks' histogram, or the sampling timer's own lateness when a stall outlasts the window), and stands until
 * the next. Short, so that a sample follows each long turn of the loop: the requests read right after one (they waited
 * through it in the socket's buffer) are turned away at once, and shedding stops as soon as the loop is calm again.
 * A timer this often costs nothing measurable.
 */
export const EVENT_LOOP_SAMPLE_MS = 50;
