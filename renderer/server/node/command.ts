/**
 * The Node adapter of the server renderer (issue 24), as production starts it: it serves a brand's
 * `dist/<brand>/server/entry.js` (a module worker, renderEntry.ts) over node:http (renderServer.ts). Each request
 * becomes a Fetch `Request` and the entry's `Response` goes back as it streams (fetchBridge.ts); its probes answer at
 * its own address (probes.ts) and each request is one JSON line on stdout (requestLog.ts). nginx in front serves the
 * assets, proxies the gateway, and falls back to the static index.html when this answers 5xx, is down or is late
 * (renderer/toolchain/ops/nginxSite.ts).
 *
 * In production (Node 20; the build bundles this file with pino and prom-client into dist/server/node.mjs, which
 * needs no node_modules):
 * PORT=4182 GATEWAY_URL=http://127.0.0.1:8080 node --max-old-space-size=128 dist/server/node.mjs
 * dist/<brand>/server/entry.js (RENDER_NODE_FLAGS: the heap bounded, RENDER_HEAP_MB says why). SIGTERM (or SIGINT)
 * stops it gracefully: no new connection, the requests in flight finish.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import type { Logger } from 'pino';
import { PROBES, requestLogger, withoutQuery } from '../observability.ts';
import { MAX_EVENT_LOOP_DELAY_MS, MAX_IN_FLIGHT, MAX_QUEUE_MS, RENDER_HEAP_MB, RENDER_NODE_FLAGS } from './limits.ts';
import type { RenderEnv } from '../protocol.ts';
import { loadEntry } from './renderEntry.ts';
import { startRenderServer, type RenderServer } from './renderServer.ts';

/** What the command is told: the entry's path, and its settings from the environment. */
interface Settings {
  entryPath: string;
  env: RenderEnv & { GATEWAY_URL: string };
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  maxQueueMs: number;
  host: string;
  port: number;
}

/**
 * PORT (4182), HOST (127.0.0.1), GATEWAY_URL (required), RENDER_BUDGET_MS, RENDER_MAX_IN_FLIGHT,
 * RENDER_MAX_EVENT_LOOP_DELAY_MS, RENDER_MAX_QUEUE_MS; each checked.
 */
function readSettings(args: string[], environment: NodeJS.ProcessEnv): Settings {
  const [entryPath] = args;
  const usage = `usage: PORT=4182 GATEWAY_URL=http://gateway.internal node ${RENDER_NODE_FLAGS.join(' ')} dist/server/node.mjs dist/<brand>/server/entry.js`;
  if (!entryPath) throw new Error(usage);
  const gateway = environment.GATEWAY_URL;
  // The server calls the gateway itself: an address taken from a request's Host could point it anywhere.
  if (!gateway || !/^https?:\/\//.test(gateway))
    throw new Error(
      `GATEWAY_URL: expected the http(s) address where this server reaches the gateway base (what nginx proxies it to); ${usage}`,
    );
  const env: Settings['env'] = { GATEWAY_URL: gateway };
  if (environment.RENDER_BUDGET_MS) env.RENDER_BUDGET_MS = environment.RENDER_BUDGET_MS;
  // The content store (issue 43): an http(s) address, as the gateway's is; unset, the build's own content.
  if (environment.CONTENT_URL) {
    if (!/^https?:\/\//.test(environment.CONTENT_URL))
      throw new Error(`CONTENT_URL=${environment.CONTENT_URL}: expected the http(s) address of the content store`);
    env.CONTENT_URL = environment.CONTENT_URL;
  }
  if (environment.CONTENT_POLL_S) env.CONTENT_POLL_S = environment.CONTENT_POLL_S;
  const maxInFlight = environment.RENDER_MAX_IN_FLIGHT ? Number(environment.RENDER_MAX_IN_FLIGHT) : MAX_IN_FLIGHT;
  if (!Number.isInteger(maxInFlight) || maxInFlight < 1)
    throw new Error(
      `RENDER_MAX_IN_FLIGHT=${environment.RENDER_MAX_IN_FLIGHT}: expected a whole number of requests, 1 or more (default ${MAX_IN_FLIGHT})`,
    );
  const maxEventLoopDelayMs = milliseconds(environment, 'RENDER_MAX_EVENT_LOOP_DELAY_MS', MAX_EVENT_LOOP_DELAY_MS);
  const maxQueueMs = milliseconds(environment, 'RENDER_MAX_QUEUE_MS', MAX_QUEUE_MS);
  return {
    entryPath,
    env,
    maxInFlight,
    maxEventLoopDelayMs,
    maxQueueMs,
    host: environment.HOST || '127.0.0.1',
    port: Number(environment.PORT ?? 4182),
  };
}

/** A limit in milliseconds from the environment, more than 0; the default when unset. */
function milliseconds(environment: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = environment[name] ? Number(environment[name]) : fallback;
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name}=${environment[name]}: expected milliseconds, more than 0 (default ${fallback})`);
  return value;
}

/** SIGTERM or SIGINT: a graceful stop, then the request lines still buffered are written before it exits. */
function stopOnSignals(running: RenderServer, logger: Logger): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void running.close().then(() => logger.flush(() => process.exit(0)));
    });
  }
}

/** `node node.mjs <entry.js>`: the entry loaded, served at HOST:PORT until a signal stops it. */
async function main(args: string[], environment: NodeJS.ProcessEnv): Promise<void> {
  const { entryPath, env, maxInFlight, maxEventLoopDelayMs, maxQueueMs, host, port } = readSettings(args, environment);
  const entry = await loadEntry(entryPath);
  const logger = requestLogger();
  const limits = { maxInFlight, maxEventLoopDelayMs, maxQueueMs };
  const running = await startRenderServer({ entry, env, host, port, logger, ...limits });
  const heapMb = Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);
  // The first line, plain text, says where it listens (`npm run serve` reads it); the request lines (JSON) follow.
  console.log(
    `render: listening on ${running.url} (${entryPath}, gateway ${env.GATEWAY_URL}, heap limit ${heapMb} MB, ${maxInFlight} requests at once, none while the event loop is over ${maxEventLoopDelayMs} ms late or after a wait over ${maxQueueMs} ms; ${Object.values(PROBES).join(', ')} at that address)`,
  );
  // V8's default limit lets the heap (and RSS) grow to gigabytes under load before it collects: say how to bound it.
  if (heapMb > 4 * RENDER_HEAP_MB)
    console.error(
      `render: the heap may grow to ${heapMb} MB under load: start Node with ${RENDER_NODE_FLAGS.join(' ')} (node ${RENDER_NODE_FLAGS.join(' ')} dist/server/node.mjs …)`,
    );
  stopOnSignals(running, logger);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2), process.env).catch((error: unknown) => {
    console.error(`render: ${withoutQuery(error instanceof Error ? error.message : String(error))}`);
    process.exit(1);
  });
}
