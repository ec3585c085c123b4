/**
 * The bench's builds and servers, served the way production serves them.
 *
 * Ours: one production build of the deployment into dist/<id>/ (the build `npm run serve` makes,
 * with its hidden source maps kept out of it in dist/maps/<id>/ (as every production build keeps them), so
 * what nginx sends is byte for byte a normal build), then `npm run serve --no-build` once per
 * rendering mode: RENDER=server (serve's default once the server renderer is in) and RENDER=client.
 * The reference: scripts/bench/reference/ built into dist/bench/reference/ and served by the same
 * nginx with the production compression and caching (referenceNginx below) and its own demo gateway.
 * Every process runs in its own process group and is stopped when the bench exits, however it exits.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { BROTLI_MODULE, nginxMainConfig } from '../../renderer/toolchain/ops/nginxMain.ts';
import { BROTLI_CONF, GZIP } from '../../renderer/toolchain/ops/nginxCompression.ts';
import { proxyTarget } from '../../renderer/toolchain/ops/nginxSite.ts';
import { LOG_FORMAT_CONF } from '../../renderer/toolchain/ops/nginxLogs.ts';
import { startDemoGateway, type DemoGatewayServer } from '../../demo/gateway/server.ts';
import { REFERENCE_CONFIG, REFERENCE_DIST, appDist, mapsDir } from './paths.ts';

const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const NGINX = process.env.NGINX_PATH || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

const running = new Set<ChildProcess>();
const cleanups: (() => void)[] = [];

function stopGroup(child: ChildProcess): void {
  running.delete(child);
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Stops every server this process started (also on exit, Ctrl-C and termination). */
export function stopAll(): void {
  for (const child of [...running]) stopGroup(child);
  for (const cleanup of cleanups.splice(0)) cleanup();
}

process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function vite(args: string[], env: Record<string, string>): void {
  const result = spawnSync(process.execPath, [VITE, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/**
 * Builds ours (dist/<id>/, as `npm run serve` builds it) and the reference afresh, so the figures
 * are those of the working tree. The hidden source maps (for the entry profile) go to
 * dist/maps/<id>/ (the build keeps them there), with a copy of the scripts they map; none is in what nginx serves.
 */
export function buildBoth(deployment: string): void {
  console.log(
    `building ${deployment} → dist/${deployment}/ (as npm run serve does) and the reference → dist/bench/reference/ ...`,
  );
  // A production build keeps its hidden maps out of what is served (renderer/toolchain/vite/sourceMaps.ts); the profile
  // reads them beside a copy of the scripts.
  vite(['build', '--logLevel', 'warn'], { DEPLOYMENT: deployment });
  const assets = join(appDist(deployment), 'assets');
  const maps = join(mapsDir(deployment), 'assets');
  for (const file of readdirSync(assets)) if (file.endsWith('.js')) copyFileSync(join(assets, file), join(maps, file));
  vite(['build', '--config', REFERENCE_CONFIG, '--logLevel', 'warn'], {});
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * BENCH_PORT_BASE=6600: ours rendered on the server on 6601, in the browser on 6602, the reference on 6603; else free
 * ports.
 */
export async function benchPort(offset: 1 | 2 | 3): Promise<number> {
  const base = process.env.BENCH_PORT_BASE;
  return base ? Number(base) + offset : freePort();
}

async function answers(url: string): Promise<Response | null> {
  try {
    const response = await fetch(url);
    return response.ok ? response : null;
  } catch {
    return null;
  }
}

async function waitFor(child: ChildProcess, origin: string, probePath: string, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await answers(origin + probePath)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopGroup(child);
  throw new Error(`${what} did not answer on ${origin}`);
}

export type RenderMode = 'server' | 'client';

export interface Served {
  origin: string;
  /** How `npm run serve` really answered: 'server' only when its HTML carries Server-Timing: render. */
  render: RenderMode;
  stop(): void;
}

/** `RENDER=<mode> npm run serve --no-build` on `port`; says whether the HTML really came from the server renderer. */
export async function startServe(
  deployment: string,
  render: RenderMode,
  port: number,
  probePath: string,
): Promise<Served> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin + '/'))
    throw new Error(`port ${port} is already serving something; stop it or pick another BENCH_PORT_BASE`);
  const child = spawn(process.execPath, [TSX, join(ROOT, 'scripts', 'serve.ts'), '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, DEPLOYMENT: deployment, PORT: String(port), RENDER: render },
    stdio: 'ignore',
    detached: true,
  });
  running.add(child);
  await waitFor(child, origin, '/', `RENDER=${render} npm run serve`);
  const response = await fetch(origin + probePath);
  await response.arrayBuffer();
  return {
    origin,
    render: /\brender;dur=/.test(response.headers.get('server-timing') ?? '') ? 'server' : 'client',
    stop: () => stopGroup(child),
  };
}

/**
 * The reference's server: nginx as `npm run serve` runs it (nginxMainConfig: its own prefix, the
 * production gzip and brotli settings), serving dist/bench/reference/ with cached assets, its
 * index.html for every path, and /gateway/ proxied to a demo gateway of its own.
 */
function referenceServerConfig(gatewayUrl: string): string {
  return [
    'server_tokens off;',
    'charset utf-8;',
    'index index.html;',
    ...GZIP,
    'location ^~ /assets/ {',
    '    add_header Cache-Control "public, max-age=31536000, immutable";',
    '}',
    'location ^~ /gateway/ {',
    `    proxy_pass ${proxyTarget(gatewayUrl)};`,
    '    proxy_http_version 1.1;',
    '}',
    'location / {',
    '    try_files $uri /index.html;',
    '    add_header Cache-Control "no-cache";',
    '}',
    '',
  ].join('\n');
}

export async function startReference(port: number): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin + '/'))
    throw new Error(`port ${port} is already serving something; stop it or pick another BENCH_PORT_BASE`);
  const gateway: DemoGatewayServer = await startDemoGateway({ publicBase: '/gateway' });
  const prefix = mkdtempSync(join(tmpdir(), 'loan-pages-bench-reference-'));
  cleanups.push(() => {
    void gateway.close();
    rmSync(prefix, { recursive: true, force: true });
  });
  const files: [string, string][] = [
    ['server.conf', referenceServerConfig(gateway.url)],
    ['brotli.conf', BROTLI_CONF],
    ['log-format.conf', LOG_FORMAT_CONF],
  ];
  for (const [name, text] of files) writeFileSync(join(prefix, name), text);
  const brotliModule = existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    nginxMainConfig({
      prefix,
      root: REFERENCE_DIST,
      serverConfig: join(prefix, 'server.conf'),
      brotliModule,
      brotliConfig: join(prefix, 'brotli.conf'),
      logFormatConfig: join(prefix, 'log-format.conf'),
      listen: [`127.0.0.1:${port}`],
    }),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: 'ignore',
    detached: true,
  });
  running.add(child);
  await waitFor(child, origin, '/', 'the reference nginx');
  return origin;
}
