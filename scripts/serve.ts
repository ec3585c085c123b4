/**
 * `npm run serve`: the production build of the default (or DEPLOYMENT) brand served the way
 * production serves it: Debian's nginx with the generated config (dist/nginx/<deployment>.conf) on PORT
 * (4180), the gateway base proxied to the demo gateway (a plain Node server on a free port) or to
 * GATEWAY_URL when set, and every HTML request rendered on the server by the Node adapter
 * (renderer/server/node/command.ts running dist/<deployment>/server/entry.js, its GATEWAY_URL the gateway nginx
 * proxies to), nginx serving the static index.html when the renderer errs, is down or is late.
 * `RENDER=client` serves the same build rendered in the browser only (dist/nginx/<deployment>.client.conf,
 * what a static host gets): no renderer runs. nginx runs in the foreground with its own prefix (pid,
 * logs, temp files in a temporary folder): no system config is read or written. Ctrl-C stops all three.
 *
 * The content store (issue 43) is served at /content/ from CONTENT_STORE (default content-store/), and the renderer
 * polls it there (CONTENT_URL, CONTENT_POLL_S pass through).
 *
 * `--no-build` reuses dist/<deployment>/ (the browser tests build first). The run's nginx config is the
 * deployment's generated one (the same renderer as dist/nginx/) with this run's gateway and renderer.
 * For the tests: RENDER_ENTRY runs another entry than the build's (tests/serve/fakeEntry.ts), RENDER_URL
 * sends HTML to a renderer running elsewhere (none is started), SERVE_RENDER_LOG copies the renderer's
 * output to a file, SERVE_SERVER_FAULTS=1 lets a test make the demo gateway fail the server's own calls.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { policyOfBuild, renderServerFiles, renderUpstream } from '../renderer/toolchain/ops/deployFiles.ts';
import { demoFilesLocation } from '../renderer/toolchain/ops/nginxSite.ts';
import { contentStoreLocation } from '../renderer/toolchain/ops/nginxContent.ts';
import { storeFolder } from '../renderer/toolchain/content/contentStore.ts';
import { CONTENT_PATH } from '../renderer/contract/content.ts';
import { DEFAULT_DEPLOYMENT, ROOT } from '../renderer/toolchain/project/project.ts';
import { BROTLI_MODULE, nginxMainConfig } from '../renderer/toolchain/ops/nginxMain.ts';
import type { Deployment } from '../renderer/contract/deployment/schema.ts';
import { DEMO_FILES_PATH, startDemoGateway, type DemoGatewayServer } from '../demo/gateway/server.ts';
import { frontDoorLine } from '../demo/gateway/previewPlugin.ts';
import { builtPages } from '../renderer/toolchain/vite/demoBuild.ts';
import { RENDER_NODE_FLAGS } from '../renderer/server/node/limits.ts';
import { PROBES } from '../renderer/server/observability.ts';

const deploymentId = process.env.DEPLOYMENT || DEFAULT_DEPLOYMENT;
const port = Number(process.env.PORT || 4180);
const build = !process.argv.includes('--no-build');
const nginxBinary = process.env.NGINX_PATH || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const renderMode = process.env.RENDER || 'server';

function fail(message: string): never {
  console.error(`serve: ${message}`);
  process.exit(1);
}

if (renderMode !== 'server' && renderMode !== 'client')
  fail(
    `RENDER=${renderMode}: expected server (the default: HTML rendered on the server) or client (rendered in the browser only)`,
  );
if (spawnSync('sh', [join(ROOT, 'scripts/ensure-nginx.sh')], { stdio: 'inherit' }).status !== 0) process.exit(1);
const deploymentFile = join(ROOT, 'deployments', `${deploymentId}.json`);
if (!existsSync(deploymentFile)) fail(`DEPLOYMENT=${deploymentId} names no file in deployments/`);
const deployment = JSON.parse(readFileSync(deploymentFile, 'utf8')) as Deployment;

// What this run started, stopped together (Ctrl-C, or one of them stopping on its own).
let gateway: DemoGatewayServer | undefined;
let renderer: ChildProcess | undefined;
/** nginx and its folder, once made. */
const started: { nginx?: ChildProcess; prefix?: string } = {};
let stopping = false;

/** Asks a child to stop (nginx: SIGQUIT, its graceful stop; the renderer: SIGTERM), then kills it after 5 s. */
async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await stopChild(started.nginx, 'SIGQUIT');
  await stopChild(renderer, 'SIGTERM');
  await gateway?.close();
  if (started.prefix) rmSync(started.prefix, { recursive: true, force: true });
  process.exit(code);
}

// Ctrl-C reaches this process twice (from the terminal's process group and relayed by npm and tsx): every one is
// caught.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));

const gatewayUrl =
  process.env.GATEWAY_URL ||
  (gateway = await startDemoGateway({
    publicBase: deployment.gateway.base,
    serverFaults: process.env.SERVE_SERVER_FAULTS === '1',
  })).url;

const dist = join(ROOT, 'dist');
if (build) {
  console.log(`▸ building ${deploymentId} → dist/${deploymentId}/`);
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DEPLOYMENT: deploymentId, DEMO_BUILD: '' },
  });
  if (built.status !== 0) fail('the build failed');
} else if (!existsSync(join(dist, deploymentId, 'index.html'))) {
  fail(`--no-build, but dist/${deploymentId}/ holds no build: run npm run build first`);
}

// The renderer: the Node adapter running the build's entry (or RENDER_ENTRY's) on a free port, unless RENDER_URL names
// one running elsewhere.
const entryPath = resolve(ROOT, process.env.RENDER_ENTRY || join('dist', deploymentId, 'server', 'entry.js'));
let renderUrl = process.env.RENDER_URL;
const renderLog = process.env.SERVE_RENDER_LOG ? resolve(process.env.SERVE_RENDER_LOG) : undefined;
if (renderMode === 'server' && !renderUrl) {
  if (!existsSync(entryPath)) {
    fail(
      `the build made no server renderer: ${relative(ROOT, entryPath)} is missing (npm run build writes it beside the site); RENDER=client npm run serve serves the build rendered in the browser only`,
    );
  }
  renderUrl = await startRenderer(entryPath);
}

/** Starts the adapter (as production runs it, a process of its own) and resolves with the address it listens on. */
function startRenderer(entry: string): Promise<string> {
  if (renderLog) {
    mkdirSync(dirname(renderLog), { recursive: true });
    writeFileSync(renderLog, '');
  }
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DEPLOYMENT: deploymentId,
    GATEWAY_URL: deployment.gateway.base.startsWith('/') ? gatewayUrl : deployment.gateway.base,
    // The content store nginx serves on this run's origin, unless CONTENT_URL names another (issue 43).
    CONTENT_URL: process.env.CONTENT_URL || `http://127.0.0.1:${port}${CONTENT_PATH}`,
  };
  const child = spawn(
    process.execPath,
    [...RENDER_NODE_FLAGS, '--import', 'tsx', join(ROOT, 'renderer', 'server', 'node', 'command.ts'), entry],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  renderer = child;
  return new Promise((done, failed) => {
    const lines = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const all = rest + chunk;
        const complete = all.split('\n');
        rest = complete.pop() ?? '';
        for (const line of complete) {
          if (renderLog) appendFileSync(renderLog, `${line}\n`);
          const listening = /^render: listening on (http:\/\/\S+)/.exec(line);
          if (listening) done(listening[1]!);
          out.write(`${line}\n`);
        }
      });
    };
    lines(child.stdout, process.stdout);
    lines(child.stderr, process.stderr);
    child.once('exit', (code, signal) => {
      failed(new Error(`the renderer stopped before it listened (${signal ?? `exit ${code}`})`));
      if (stopping) return;
      // Exit 0: it was asked to stop (Ctrl-C reaches the whole process group); anything else is a failure.
      if (code !== 0) console.error(`serve: the renderer stopped (${signal ?? `exit ${code}`})`);
      void stop(code === 0 ? 0 : 1);
    });
  });
}

// This run's copy of the deploymentId's server config, pointed at this run's gateway; dist/nginx/ keeps the build's.
const prefix = (started.prefix = mkdtempSync(join(tmpdir(), `loan-pages-nginx-${deploymentId}-`)));
// The access log (no query strings: log-format.conf) in the run's folder, or where SERVE_ACCESS_LOG says (the serving
// tests read it).
const accessLog = process.env.SERVE_ACCESS_LOG ? resolve(process.env.SERVE_ACCESS_LOG) : join(prefix, 'access.log');
mkdirSync(dirname(accessLog), { recursive: true });
writeFileSync(accessLog, '');
// nginx's wait follows the renderer's gateway budget (RENDER_BUDGET_MS, which the renderer inherits), unless
// RENDER_TIMEOUT_MS says otherwise.
const renderTimeoutMs = Number(process.env.RENDER_TIMEOUT_MS || renderUpstream(deployment).timeoutMs);
const files = renderServerFiles(deployment, dist, {
  gatewayUrl,
  accessLog,
  errorLog: 'stderr',
  render: { url: renderUrl ?? 'http://127.0.0.1:1', timeoutMs: renderTimeoutMs },
});
// The demo gateway's replies name pictures and agreements under /demo/, which a production build does not hold
// (a lender's gateway serves its own): served from public/demo/ while the demo gateway runs.
const demoFiles = gateway
  ? demoFilesLocation(policyOfBuild(deployment, join(dist, deploymentId)), DEMO_FILES_PATH, join(ROOT, 'public'))
  : '';
// The content store publishing writes (npm run content -- publish), served as a static origin would serve it.
const contentFolder = storeFolder();
mkdirSync(contentFolder, { recursive: true });
const contentFiles = contentStoreLocation(policyOfBuild(deployment, join(dist, deploymentId)), contentFolder);
for (const [name, text] of [
  ['server.conf', (renderMode === 'server' ? files.nginx : files.nginxClient) + demoFiles + contentFiles],
  ['brotli.conf', files.brotli],
  ['log-format.conf', files.logFormat],
])
  writeFileSync(join(prefix, name!), text!);
const hasIpv6Loopback = Object.values(networkInterfaces()).some((addresses) =>
  addresses?.some((address) => address.address === '::1'),
);
const listen = process.env.HOST
  ? [`${process.env.HOST}:${port}`]
  : [`127.0.0.1:${port}`, ...(hasIpv6Loopback ? [`[::1]:${port}`] : [])];
writeFileSync(
  join(prefix, 'nginx.conf'),
  nginxMainConfig({
    prefix,
    root: join(dist, deploymentId),
    serverConfig: join(prefix, 'server.conf'),
    brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null,
    brotliConfig: join(prefix, 'brotli.conf'),
    logFormatConfig: join(prefix, 'log-format.conf'),
    listen,
  }),
);

const nginx = (started.nginx = spawn(
  nginxBinary,
  ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
  { stdio: ['ignore', 'inherit', 'inherit'] },
));
nginx.once('exit', (code, signal) => {
  if (!stopping) {
    console.error(`serve: nginx stopped (${signal ?? `exit ${code}`})`);
    void stop(1);
  }
});

const origin = `http://localhost:${port}`;
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
  } catch {
    // not listening yet
  }
  if (stopping) await new Promise(() => {});
  if (tries > 100) {
    console.error(`serve: nginx does not answer on port ${port}`);
    await stop(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log(`\n  ➜  ${deploymentId} through nginx: ${origin}/`);
const proxied = deployment.gateway.base.startsWith('/');
console.log(
  `  ➜  Gateway ${deployment.gateway.base} → ${!proxied ? 'called by the browser directly (an absolute base: no proxy)' : gateway ? `the demo gateway (${gatewayUrl})` : gatewayUrl}`,
);
console.log(frontDoorLine(origin, builtPages(join(dist, deploymentId), deploymentId).has('testPreview')));
console.log(
  renderMode === 'server'
    ? `  ➜  HTML rendered on the server by ${renderer ? `the Node adapter (${relative(ROOT, entryPath)})` : 'the renderer'} at ${renderUrl}; the static page when it fails or takes over ${renderTimeoutMs} ms`
    : '  ➜  Rendered in the browser only (RENDER=client): every route is the static index.html',
);
// The renderer's probes answer at its own address only: through nginx they are a 404.
if (renderMode === 'server')
  console.log(
    `  ➜  Renderer's health, readiness and metrics (its own address; nginx answers 404): ${Object.values(PROBES)
      .map((path) => `${renderUrl}${path}`)
      .join('  ')}`,
  );
console.log(
  `  ➜  Production config: dist/nginx/${deploymentId}${renderMode === 'server' ? '' : '.client'}.conf (this run's copy: ${prefix}/server.conf) · static hosts: dist/${deploymentId}/_headers`,
);
console.log(`  ➜  Access log (paths, never a query string): ${accessLog}`);
console.log(`  ➜  Ctrl-C stops nginx${renderer ? ', the renderer' : ''} and the gateway\n`);
