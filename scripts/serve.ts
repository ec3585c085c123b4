/**
 * `npm run serve`: the production build of the default (or DEPLOYMENT) brand served the way
 * production serves it: Debian's nginx with the generated config (dist/nginx/<deployment>.conf) on PORT
 * (4180), the gateway base proxied to the demo gateway (a plain Node server on a free port) or to
 * GATEWAY_URL when set. nginx runs in the foreground with its own prefix (pid, logs, temp files in
 * a temporary folder): no system config is read or written. Ctrl-C stops both.
 *
 * `--no-build` reuses dist/<deployment>/ (the browser tests build first). The run's nginx config is the
 * deployment's generated one (the same renderer as dist/nginx/<deployment>.conf) with this run's gateway.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { renderServerFiles } from '../renderer/compile/deployFiles.ts';
import { DEFAULT_DEPLOYMENT, ROOT } from '../renderer/compile/sources.ts';
import { BROTLI_MODULE, nginxMainConfig } from '../renderer/compile/serverConfig.ts';
import type { Deployment } from '../renderer/deployment/schema.ts';
import { startDemoGateway, type DemoGatewayServer } from '../tests/fake-gateway/server.ts';
import { frontDoorLine } from '../tests/fake-gateway/previewPlugin.ts';
import { builtPages } from '../renderer/compile/demoBuild.ts';

const deploymentId = process.env.DEPLOYMENT || DEFAULT_DEPLOYMENT;
const port = Number(process.env.PORT || 4180);
const build = !process.argv.includes('--no-build');
const nginxBinary = process.env.NGINX_PATH || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

function fail(message: string): never {
  console.error(`serve: ${message}`);
  process.exit(1);
}

if (spawnSync('sh', [join(ROOT, 'scripts/ensure-nginx.sh')], { stdio: 'inherit' }).status !== 0) process.exit(1);
const deploymentFile = join(ROOT, 'deployments', `${deploymentId}.json`);
if (!existsSync(deploymentFile)) fail(`DEPLOYMENT=${deploymentId} names no file in deployments/`);
const deployment = JSON.parse(readFileSync(deploymentFile, 'utf8')) as Deployment;

let gateway: DemoGatewayServer | undefined;
const gatewayUrl = process.env.GATEWAY_URL || (gateway = await startDemoGateway({ publicBase: deployment.gateway.base })).url;

const dist = join(ROOT, 'dist');
if (build) {
  console.log(`▸ building ${deploymentId} → dist/${deploymentId}/`);
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DEPLOYMENT: deploymentId } });
  if (built.status !== 0) fail('the build failed');
} else if (!existsSync(join(dist, deploymentId, 'index.html'))) {
  fail(`--no-build, but dist/${deploymentId}/ holds no build: run npm run build first`);
}

// This run's copy of the deploymentId's server config, pointed at this run's gateway; dist/nginx/ keeps the build's.
const prefix = mkdtempSync(join(tmpdir(), `loan-pages-nginx-${deploymentId}-`));
// The access log (no query strings: log-format.conf) in the run's folder, or where SERVE_ACCESS_LOG says (the serving tests read it).
const accessLog = process.env.SERVE_ACCESS_LOG ? resolve(process.env.SERVE_ACCESS_LOG) : join(prefix, 'access.log');
mkdirSync(dirname(accessLog), { recursive: true });
writeFileSync(accessLog, '');
const files = renderServerFiles(deployment, dist, gatewayUrl, accessLog);
for (const [name, text] of [['server.conf', files.nginx], ['brotli.conf', files.brotli], ['log-format.conf', files.logFormat]]) writeFileSync(join(prefix, name!), text!);
const hasIpv6Loopback = Object.values(networkInterfaces()).some((addresses) => addresses?.some((address) => address.address === '::1'));
const listen = process.env.HOST ? [`${process.env.HOST}:${port}`] : [`127.0.0.1:${port}`, ...(hasIpv6Loopback ? [`[::1]:${port}`] : [])];
writeFileSync(
  join(prefix, 'nginx.conf'),
  nginxMainConfig({ prefix, root: join(dist, deploymentId), serverConfig: join(prefix, 'server.conf'), brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null, brotliConfig: join(prefix, 'brotli.conf'), logFormatConfig: join(prefix, 'log-format.conf'), listen }),
);

const nginx = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (nginx.exitCode === null && nginx.signalCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGKILL');
  }
  await gateway?.close();
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}

nginx.once('exit', (code, signal) => {
  if (!stopping) {
    console.error(`serve: nginx stopped (${signal ?? `exit ${code}`})`);
    void stop(1);
  }
});
// Ctrl-C reaches this process twice (from the terminal's process group and relayed by npm and tsx): every one is caught.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));

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
console.log(`  ➜  Gateway ${deployment.gateway.base} → ${!proxied ? 'called by the browser directly (an absolute base: no proxy)' : gateway ? `the demo gateway (${gatewayUrl})` : gatewayUrl}`);
console.log(frontDoorLine(origin, builtPages(join(dist, deploymentId), deploymentId).has('testPreview')));
console.log(`  ➜  Production config: dist/nginx/${deploymentId}.conf (this run's copy: ${prefix}/server.conf) · static hosts: dist/${deploymentId}/_headers`);
console.log(`  ➜  Access log (paths, never a query string): ${accessLog}`);
console.log('  ➜  Ctrl-C stops nginx and the gateway\n');
