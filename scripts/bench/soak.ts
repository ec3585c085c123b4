/**
 * The renderer's memory under sustained load (issue 31): the Node adapter as production runs it
 * (`node --max-old-space-size=128 dist/server/node.mjs dist/<id>/server/entry.js`, RENDER_NODE_FLAGS)
 * against the demo gateway, sent 20,000 requests over 50 connections (autocannon) across the bench's
 * routes, its RSS read from /proc every 250 ms: at start, at its peak, when the load ends and after
 * 5 s idle. The reference, in the same run: the same adapter started with V8's default heap limit.
 * Requests go to the adapter directly (nginx in front holds no memory of the renderer's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { RENDER_NODE_FLAGS } from '../../renderer/server/node/limits.ts';
import { startDemoGateway } from '../../demo/gateway/server.ts';

export const SOAK = { requests: 20_000, connections: 50, rssLimitMb: 256 } as const;

export interface SoakRun {
  /** How Node was started. */
  flags: string[];
  requests: number;
  non2xx: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  rssStartMb: number;
  rssPeakMb: number;
  rssEndMb: number;
  rssIdleMb: number;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out: string | undefined = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      // Read (and dropped) to the end: the request lines that follow the first are the renderer's log, one per request.
      if (out === undefined) return;
      out += chunk.toString();
      const url = /render: listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) {
        out = undefined;
        resolve(url);
      }
    });
    child.once('exit', (code) => reject(new Error(`the renderer stopped before it listened (exit ${code})`)));
  });
}

/** One soak of the built renderer of `deployment`, started with `flags`, over `paths`. */
export async function soak(
  deployment: string,
  paths: string[],
  flags: string[],
  requests: number = SOAK.requests,
): Promise<SoakRun> {
  const adapter = join(ROOT, 'dist', 'server', 'node.mjs');
  const entry = join(ROOT, 'dist', deployment, 'server', 'entry.js');
  if (!existsSync(adapter) || !existsSync(entry))
    throw new Error(`the soak needs the build's renderer: ${adapter} and ${entry}`);
  const gateway = await startDemoGateway();
  const child = spawn(process.execPath, [...flags, adapter, entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', GATEWAY_URL: gateway.url },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    const url = await listening(child);
    const pid = child.pid!;
    // Warm-up: the entry's code loaded and compiled, as after a deploy's first requests.
    for (const path of paths) await (await fetch(url + path)).arrayBuffer();
    const rssStartMb = rssMb(pid);
    let rssPeakMb = rssStartMb;
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 250);
    const result = await autocannon({
      url,
      connections: SOAK.connections,
      amount: requests,
      requests: paths.map((path) => ({ method: 'GET', path, headers: { accept: 'text/html' } })),
    });
    clearInterval(sampler);
    const rssEndMb = rssMb(pid);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return {
      flags,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rssStartMb,
      rssPeakMb: Math.max(rssPeakMb, rssEndMb),
      rssEndMb,
      rssIdleMb: rssMb(pid),
    };
  } finally {
    child.kill('SIGTERM');
    await gateway.close();
  }
}

/** The production command's soak, then the reference's (V8's default heap). */
export async function soakBoth(
  deployment: string,
  paths: string[],
  requests: number = SOAK.requests,
): Promise<{ bounded: SoakRun; unbounded: SoakRun }> {
  const bounded = await soak(deployment, paths, [...RENDER_NODE_FLAGS], requests);
  const unbounded = await soak(deployment, paths, [], requests);
  return { bounded, unbounded };
}
