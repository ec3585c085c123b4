/**
 * The bench's builds and servers. Ours: the deployment's production build (hidden source maps, so
 * the entry profile can name modules; the shipped code is byte for byte the same) in
 * dist/bench/<id>/. The reference: scripts/bench/reference/ in dist/bench/reference/. Both are
 * served by `vite preview` with the demo gateway mounted, as `npm start` serves the demo. Every
 * server runs in its own process group and is stopped when the bench exits, however it exits.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from '../../renderer/compile/sources.ts';

import { REFERENCE_CONFIG, appDist } from './paths.ts';

const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

const running = new Set<ChildProcess>();

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
}

process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function vite(args: string[], env: Record<string, string>): void {
  const result = spawnSync(process.execPath, [VITE, ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Builds ours and the reference afresh, so the figures are always those of the working tree. */
export function buildBoth(deployment: string): void {
  console.log(`building ${deployment} → dist/bench/${deployment}/ and the reference → dist/bench/reference/ ...`);
  vite(['build', '--logLevel', 'warn', '--outDir', appDist(deployment), '--emptyOutDir', '--sourcemap', 'hidden'], { DEPLOYMENT: deployment });
  vite(['build', '--config', REFERENCE_CONFIG, '--logLevel', 'warn'], {});
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** BENCH_PORT_BASE=4330 serves ours on 4331, the reference on 4332 and Lighthouse's browser on 4333; else free ports. */
export async function benchPort(offset: 1 | 2 | 3): Promise<number> {
  const base = process.env.BENCH_PORT_BASE;
  return base ? Number(base) + offset : freePort();
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function preview(args: string[], env: Record<string, string>, port: number, probePath: string): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin + probePath)) throw new Error(`port ${port} is already serving something; stop it or pick another BENCH_PORT_BASE`);
  const child = spawn(process.execPath, [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  running.add(child);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await answers(origin + probePath)) return origin;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopGroup(child);
  throw new Error(`vite preview (${args.join(' ')}) did not answer on port ${port}`);
}

export interface Servers {
  ours: string;
  reference: string;
}

export async function startBoth(deployment: string): Promise<Servers> {
  const ours = await preview(['--outDir', appDist(deployment)], { DEPLOYMENT: deployment }, await benchPort(1), '/loanDetails');
  const reference = await preview(['--config', REFERENCE_CONFIG], {}, await benchPort(2), '/loanDetails');
  return { ours, reference };
}
