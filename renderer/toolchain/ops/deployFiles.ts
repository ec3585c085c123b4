/**
 * Writes a deployment's production server files from its deployment and its finished build:
 *   dist/<deployment>/_headers    the headers for a static host or CDN (read from the published folder)
 *   dist/nginx/<deployment>.conf  the nginx server config (headers, caching, gateway proxy, HTML rendered on
 *                                 the server by the Node adapter, the static index.html its fallback)
 *   dist/nginx/<deployment>.client.conf  the same rendered in the browser only (the history fallback)
 *   dist/server/node.mjs     the Node adapter (renderer/server/node/command.ts) bundled with pino and prom-client:
 *                            runnable by Node 20 as it is, with no node_modules beside it
 *   dist/server/node.mjs.map its source map (hidden: the file names no map), the record of what the bundle holds
 *   dist/server/THIRD-PARTY-LICENSES.txt  the licence notices of the packages bundled into node.mjs
 *   dist/nginx/brotli.conf   brotli's directives, for an nginx that has the module
 *   dist/nginx/log-format.conf  the access log's format (no query strings), for http {}
 * Called by the build (policyPlugin.ts) and by `npm run serve`; `npm start` sends the same headers.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { ASSETS_PATH } from './policyOrigins.ts';
import { productionPolicy, type BuildFacts, type ProductionPolicy } from './productionPolicy.ts';
import { budgetOf, renderTimeoutFor } from '../../server/budget.ts';
import { headersFile } from './headersFile.ts';
import { BROTLI_CONF } from './nginxCompression.ts';
import { DEFAULT_RENDER_URL, nginxServerConfig, type RenderUpstream } from './nginxSite.ts';
import { LOG_FORMAT_CONF } from './nginxLogs.ts';
import { builtPages } from '../vite/demoBuild.ts';
import { DEFAULT_DEPLOYMENT, ROOT } from '../project/project.ts';
import { NOTICES_FILE, thirdPartyNotices } from './thirdPartyNotices.ts';

/**
 * Where `npm run serve` runs the demo gateway unless told otherwise; the build's proxy target when neither
 * gateway.upstream nor GATEWAY_URL names one.
 */
export const DEMO_GATEWAY_URL = 'http://127.0.0.1:4181';

/** Every file under `dir`, at any depth (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** What the policy needs of a finished build in `outDir`. */
export function buildFacts(deployment: Deployment, outDir: string): BuildFacts {
  const paths = filesUnder(outDir).map((file) => `/${relative(outDir, file).split(sep).join('/')}`);
  return {
    indexHtml: readFileSync(join(outDir, 'index.html'), 'utf8'),
    documents: paths.filter(
      (path) => path.endsWith('.html') && path !== '/index.html' && !path.startsWith(ASSETS_PATH),
    ),
    testPreview: builtPages(outDir, deployment.id).has('testPreview'),
    assets: paths.filter((path) => path.startsWith(ASSETS_PATH)),
  };
}

export function policyOfBuild(deployment: Deployment, outDir: string): ProductionPolicy {
  return productionPolicy(deployment, buildFacts(deployment, outDir));
}

export interface ServerFiles {
  /** dist/<deployment>/_headers */
  headers: string;
  /** dist/nginx/<deployment>.conf: HTML rendered on the server. */
  nginx: string;
  /** dist/nginx/<deployment>.client.conf: rendered in the browser only. */
  nginxClient: string;
  /** dist/nginx/brotli.conf */
  brotli: string;
  /** dist/nginx/log-format.conf */
  logFormat: string;
}

/**
 * Where a brand's gateway base is proxied in production: its deployment's gateway.upstream, or
 * GATEWAY_URL for the one brand being built or served (DEPLOYMENT, else the default one: never
 * another brand's), else the demo address (fails closed).
 */
export function gatewayTarget(
  deployment: Pick<Deployment, 'id' | 'gateway'>,
  env: Record<string, string | undefined> = process.env,
): string {
  const overridden = env.GATEWAY_URL && (env.DEPLOYMENT || DEFAULT_DEPLOYMENT) === deployment.id;
  return (overridden ? env.GATEWAY_URL : undefined) || deployment.gateway.upstream || DEMO_GATEWAY_URL;
}

/**
 * Where a brand's HTML is rendered in production: RENDER_URL for the one brand being built or served (as GATEWAY_URL),
 * else the adapter's default address.
 */
export function renderTarget(
  deployment: Pick<Deployment, 'id'>,
  env: Record<string, string | undefined> = process.env,
): string {
  const overridden = env.RENDER_URL && (env.DEPLOYMENT || DEFAULT_DEPLOYMENT) === deployment.id;
  return (overridden ? env.RENDER_URL : undefined) || DEFAULT_RENDER_URL;
}

/**
 * The renderer nginx sends a brand's HTML to: renderTarget's address, and a wait of the renderer's gateway budget
 * (RENDER_BUDGET_MS, as the renderer will run with it) plus room for the render before the static shell.
 */
export function renderUpstream(
  deployment: Pick<Deployment, 'id'>,
  env: Record<string, string | undefined> = process.env,
): Required<RenderUpstream> {
  return { url: renderTarget(deployment, env), timeoutMs: renderTimeoutFor(budgetOf(env)) };
}

export interface ServerFilesOptions {
  /** Where the gateway base is proxied (default gatewayTarget). */
  gatewayUrl?: string;
  /** Where the access log goes (default NGINX_ACCESS_LOG, else nginx's usual file). */
  accessLog?: string;
  /** Where the proxied locations' critical errors go (default NGINX_ERROR_LOG, else nginx's usual file). */
  errorLog?: string;
  /** The server renderer of the server-rendered config (default renderUpstream). */
  render?: RenderUpstream;
}

/**
 * The server files of a finished build in dist/<deployment>/ (`distDir` is dist/), with the gateway
 * base proxied to gatewayUrl, the access log written to accessLog and, in the server-rendered config,
 * HTML sent to the renderer.
 */
export function renderServerFiles(
  deployment: Deployment,
  distDir: string,
  {
    gatewayUrl = gatewayTarget(deployment),
    accessLog = process.env.NGINX_ACCESS_LOG || undefined,
    errorLog = process.env.NGINX_ERROR_LOG || undefined,
    render = renderUpstream(deployment),
  }: ServerFilesOptions = {},
): ServerFiles {
  const policy = policyOfBuild(deployment, join(distDir, deployment.id));
  return {
    headers: headersFile(policy, deployment.id),
    nginx: nginxServerConfig(policy, { deployment: deployment.id, gatewayUrl, accessLog, errorLog, render }),
    nginxClient: nginxServerConfig(policy, { deployment: deployment.id, gatewayUrl, accessLog, errorLog }),
    brotli: BROTLI_CONF,
    logFormat: LOG_FORMAT_CONF,
  };
}

/** The libraries' module the adapter must never load: pino's worker-thread transports (it logs to stdout itself). */
const NO_WORKER_TRANSPORTS = '\0loan-pages:no-worker-transports';

/** The Node adapter as the build writes it: the bundle, its source map and its third-party notices. */
export interface AdapterFiles {
  /** dist/server/node.mjs */
  source: string;
  /** dist/server/node.mjs.map */
  map: string;
  /** dist/server/THIRD-PARTY-LICENSES.txt */
  notices: string;
}

/**
 * The Node adapter as production runs it: renderer/server/node/command.ts bundled with what it imports (the security
 * headers, the entry's Server-Timing vocabulary, pino, prom-client) into one ES module that needs only Node 20, since
 * production copies dist/ alone, no node_modules. Rolldown is Vite's own bundler (Vite 8 runs on it): no other tool is
 * needed. pino's transports (thread-stream, a worker thread loading modules from node_modules by path) are replaced by
 * a module that refuses: the adapter never asks for one, and a bundle could not hold one. The map is hidden (the file
 * names none, and nothing serves dist/server/); its sources say which packages the bundle holds, as the browser's
 * maps do, and the notices list the same packages from Rolldown's module list.
 */
export async function renderAdapter(file = join(ROOT, 'dist', 'server', 'node.mjs')): Promise<AdapterFiles> {
  const { build } = await import('rolldown');
  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
  const output = await build({
    input: join(ROOT, 'renderer', 'server', 'node', 'command.ts'),
    cwd: ROOT,
    platform: 'node',
    write: false,
    external: (id) => builtins.has(id),
    logLevel: 'warn',
    plugins: [
      {
        name: 'loan-pages-no-worker-transports',
        resolveId: (id) => (id === 'thread-stream' ? NO_WORKER_TRANSPORTS : undefined),
        load: (id) =>
          id === NO_WORKER_TRANSPORTS
            ? "module.exports = function ThreadStream() { throw new Error('dist/server/node.mjs logs to stdout: pino transports (worker threads) are not bundled'); };\n"
            : undefined,
      },
    ],
    output: {
      // Where it is written: the map names its sources relative to it.
      file,
      format: 'esm',
      banner:
        '// Generated by the build from renderer/server/node/command.ts and what it imports (pino, prom-client); do not edit.',
      codeSplitting: false,
      minify: false,
      sourcemap: 'hidden',
      // The bundle is not minified: its map is for what it holds and where, not to read the sources back (a tenth of
      // the size without them).
      sourcemapExcludeSources: true,
      comments: { legal: false, annotation: false, jsdoc: false },
    },
  });
  const [chunk, ...more] = output.output;
  if (!chunk || chunk.type !== 'chunk' || !chunk.map || more.some((file) => file.type === 'chunk'))
    throw new Error('renderer/server/node/command.ts: expected one bundle (and its map) for dist/server/node.mjs');
  return {
    source: chunk.code,
    map: chunk.map.toString(),
    notices: thirdPartyNotices('dist/server/node.mjs (the Node adapter)', chunk.moduleIds),
  };
}

/** Write the server files beside the build; returns where each went. */
export async function writeDeployFiles(
  deployment: Deployment,
  distDir: string,
  options: ServerFilesOptions = {},
): Promise<Record<keyof ServerFiles | 'adapter' | 'adapterMap' | 'adapterNotices', string>> {
  const files = renderServerFiles(deployment, distDir, options);
  const written = {
    headers: join(distDir, deployment.id, '_headers'),
    nginx: join(distDir, 'nginx', `${deployment.id}.conf`),
    nginxClient: join(distDir, 'nginx', `${deployment.id}.client.conf`),
    brotli: join(distDir, 'nginx', 'brotli.conf'),
    logFormat: join(distDir, 'nginx', 'log-format.conf'),
    adapter: join(distDir, 'server', 'node.mjs'),
    adapterMap: join(distDir, 'server', 'node.mjs.map'),
    adapterNotices: join(distDir, 'server', NOTICES_FILE),
  };
  mkdirSync(join(distDir, 'nginx'), { recursive: true });
  mkdirSync(join(distDir, 'server'), { recursive: true });
  for (const key of ['headers', 'nginx', 'nginxClient', 'brotli', 'logFormat'] as const)
    writeFileSync(written[key], files[key]);
  const adapter = await renderAdapter(written.adapter);
  writeFileSync(written.adapter, adapter.source);
  writeFileSync(written.adapterMap, adapter.map);
  writeFileSync(written.adapterNotices, adapter.notices);
  return written;
}
