/**
 * The built server entry (dist/<brand>/server/entry.js, a module worker) served as it is by three runtimes, each at
 * an address a test fetches: Node (the adapter, renderer/server/node/: what production runs and the reference),
 * workerd (Cloudflare's runtime, through Miniflare) and Vercel's edge-runtime (Vercel's Edge Functions' Web-API
 * subset in a Node VM context with no `process`, `Buffer` or `require`). Nothing is transformed: each runtime loads
 * the file's own text as an ES module.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { EdgeRuntime, runServer } from 'edge-runtime';
import { Miniflare, type Response as MiniflareResponse } from 'miniflare';
import { loadEntry } from '../../renderer/server/node/renderEntry.ts';
import { startRenderServer } from '../../renderer/server/node/renderServer.ts';
import { requestLogger } from '../../renderer/server/observability.ts';
import { QUIET_LOOP } from '../unit/nodeHarness.ts';

/** What a runtime gives the worker besides the request: wrangler's [vars], Vercel's and Deno's environment. */
export type WorkerEnv = Record<string, string>;

/** A module worker to serve: its text and its environment. */
export interface WorkerModule {
  text: string;
  env: WorkerEnv;
}

export interface Served {
  /** The response to a GET of `path` (and query) on this worker. */
  fetch(path: string): Promise<Response>;
  /**
   * The worker's own response, taken in the runtime before any network could join its body's chunks (where the runtime
   * allows it).
   */
  inRuntime?(path: string): Promise<Response>;
}

export interface Runtime {
  name: string;
  /** Each worker served as it is, in the order given; `close` stops them all. */
  serve(workers: readonly WorkerModule[]): Promise<Served[]>;
  close(): Promise<void>;
}

/**
 * The workerd compatibility date the tests run with (and docs/deploying.md's wrangler.toml names): the release date of
 * the workerd that miniflare 4.20260426.0 brings, the newest it knows.
 */
export const COMPATIBILITY_DATE = '2026-04-26';

/**
 * The adapter production runs (`node dist/server/node.mjs dist/<brand>/server/entry.js`), here in this process: the
 * reference.
 */
export async function serveOnNode(entryPath: string, env: WorkerEnv): Promise<Served & { close(): Promise<void> }> {
  // Its request log goes nowhere: the comparison is of pages.
  const server = await startRenderServer({
    entry: await loadEntry(entryPath),
    env,
    logger: requestLogger({ write: () => undefined }),
    loopDelay: QUIET_LOOP,
  });
  return { fetch: (path) => fetch(`${server.url}${path}`), close: () => server.close(0) };
}

/**
 * workerd through Miniflare: every module one worker of one workerd process, its environment as bindings
 * (wrangler's [vars]), reached over HTTP at a host of its own (its route). A module goes in as an explicit ES module:
 * `scriptPath` with `modules: true` would refuse the entry (its bundled react-router has an `import(…)` of a computed
 * address, which it never calls here).
 */
export function workerdRuntime(): Runtime {
  let miniflare: Miniflare | undefined;
  return {
    name: 'workerd (Miniflare)',
    async serve(workers) {
      const hosts = workers.map((_worker, index) => `worker-${index}.edge.test`);
      const running = new Miniflare({
        workers: workers.map(({ text, env }, index) => ({
          name: `worker-${index}`,
          routes: [`${hosts[index]}/*`],
          modules: [{ type: 'ESModule' as const, path: 'entry.js', contents: text }],
          bindings: env,
          compatibilityDate: COMPATIBILITY_DATE,
        })),
        // No download of Cloudflare's request metadata (Request.cf) from workers.cloudflare.com: the test runs offline.
        cf: false,
      });
      miniflare = running;
      await running.ready;
      return hosts.map((host) => ({
        fetch: async (path) =>
          // Miniflare (not Cloudflare, whose edge compresses as the body streams) gzips a response for a client that
          // accepts it and holds a streamed body until its end (cloudflare/workers-sdk#8004): ask for it as it is.
          asResponse(
            await running.dispatchFetch(`http://${host}${path}`, { headers: { 'Accept-Encoding': 'identity' } }),
          ),
      }));
    },
    close: async () => {
      await miniflare?.dispose();
      miniflare = undefined;
    },
  };
}

/** Miniflare's undici Response as this process's own, its body still the stream workerd sends. */
function asResponse(response: MiniflareResponse): Response {
  return new Response(response.body as ReadableStream<Uint8Array> | null, {
    status: response.status,
    headers: [...response.headers.entries()],
  });
}

/**
 * Vercel's edge-runtime: each module evaluated as an ES module (node:vm's SourceTextModule, which the Vitest worker
 * enables with --experimental-vm-modules) inside its own EdgeRuntime's context, whose globals are the Edge Runtime's
 * and nothing of Node's; it may import nothing (a worker is one self-contained file). Its default export answers the
 * runtime's fetch events, the environment its second argument as a module worker is called, and runServer serves
 * them over HTTP.
 */
export function edgeRuntime(): Runtime {
  const servers: { close(): Promise<void> }[] = [];
  return {
    name: "Vercel's edge-runtime",
    async serve(workers) {
      const served: Served[] = [];
      for (const { text, env } of workers) {
        const runtime = new EdgeRuntime();
        const module = new vm.SourceTextModule(text, { context: runtime.context, identifier: 'entry.js' });
        await module.link((specifier) => {
          throw new Error(`the worker imports "${specifier}": a module worker is one self-contained file`);
        });
        await module.evaluate();
        Object.assign(runtime.context, {
          __worker: (module.namespace as { default?: unknown }).default,
          __env: runtime.evaluate(`(${JSON.stringify(env)})`),
        });
        runtime.evaluate(
          "addEventListener('fetch', (event) => event.respondWith(__worker.fetch(event.request, __env)))",
        );
        const server = await runServer({ runtime, host: '127.0.0.1', port: 0 });
        servers.push(server);
        served.push({
          fetch: (path) => fetch(new URL(path, server.url)),
          inRuntime: (path) => runtime.dispatchFetch(new URL(path, server.url).href) as Promise<Response>,
        });
      }
      return served;
    },
    close: async () => void (await Promise.all(servers.splice(0).map((server) => server.close()))),
  };
}

/** What the Edge Runtime's context has of Node's globals (the test checks it has none of them). */
export function edgeGlobals(): Record<string, string> {
  const runtime = new EdgeRuntime();
  return Object.fromEntries(
    ['process', 'Buffer', 'require', 'setImmediate'].map((name) => [name, runtime.evaluate<string>(`typeof ${name}`)]),
  );
}

/**
 * A worker that streams: its first chunk at once, its last only once the test opens the gate (its fetch of
 * RELEASE_URL is answered). A runtime that passed bodies on only when whole would hold the first chunk back.
 */
export const STREAMING_WORKER = `export default {
  fetch(request, env) {
    const encoder = new TextEncoder();
    let pulls = 0;
    const body = new ReadableStream({
      async pull(controller) {
        if (pulls++ === 0) return controller.enqueue(encoder.encode('<p>first</p>'));
        await (await fetch(env.RELEASE_URL)).arrayBuffer();
        controller.enqueue(encoder.encode('<p>last</p>'));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
};`;

export interface Gate {
  url: string;
  /** Answers every request held, and every later one at once. */
  open(): void;
  close(): Promise<void>;
}

/** A local address whose requests are held until `open()`. */
export async function startGate(): Promise<Gate> {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const server: Server = createServer((_req, res) => void opened.then(() => res.writeHead(204).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    open,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
