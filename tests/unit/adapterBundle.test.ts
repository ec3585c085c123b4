// @vitest-environment node
/**
 * The Node adapter the build writes (dist/server/node.mjs: renderAdapter, renderer/toolchain/ops/deployFiles.ts):
 * one file, runnable by Node as it is with no node_modules beside it, as production copies dist/ alone.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAdapter } from '../../renderer/toolchain/ops/deployFiles.ts';

describe('the adapter the build writes (dist/server/node.mjs)', () => {
  it('is one file that imports nothing but Node, and holds no worker-thread transport', async () => {
    const { source } = await renderAdapter();
    const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    const imported = [
      ...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\b__require\(\s*|\brequire\(\s*)["']([^"']+)["']/g),
    ].map((match) => match[1]!);
    expect(imported.length).toBeGreaterThan(5);
    expect(imported.filter((name) => !builtins.has(name))).toEqual([]);
    expect(source).not.toMatch(/new Worker\(/);
    expect(source).toContain('pino transports (worker threads) are not bundled');
  }, 30_000);

  it('runs on Node as it is from a folder with no node_modules: PORT, GATEWAY_URL and the entry; answers /healthz, /metrics and a page, and logs it as JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'render-adapter-'));
    try {
      // Production copies dist/ alone: nothing Node could resolve a package from, here or in any folder above.
      for (let folder = dir; ; folder = dirname(folder)) {
        expect(existsSync(join(folder, 'node_modules')), folder).toBe(false);
        if (dirname(folder) === folder) break;
      }
      writeFileSync(join(dir, 'node.mjs'), (await renderAdapter()).source);
      writeFileSync(
        join(dir, 'entry.js'),
        'export default { fetch: (request, env) => new Response(`${env.GATEWAY_URL} ${new URL(request.url).host}`, { headers: { "server-timing": `render;dur=4, gateway;dur=0, route;desc="loanDetails", request;desc="${request.headers.get("x-request-id")}", release;desc="v-adapter"` } }) };\n',
      );
      const child = spawn(
        process.execPath,
        ['--max-old-space-size=128', join(dir, 'node.mjs'), join(dir, 'entry.js')],
        { cwd: dir, env: { PATH: process.env.PATH, PORT: '0', GATEWAY_URL: 'http://gw.internal:8080' } },
      );
      let out = '';
      let errors = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      await expect.poll(() => out, { timeout: 10_000 }).toMatch(/^render: listening on http/);
      const url = /^render: listening on (http:\/\/\S+)/.exec(out)![1]!;
      const health = await fetch(`${url}/healthz`);
      expect([health.status, await health.text()]).toEqual([200, 'alive\n']);
      const reply = await fetch(`${url}/loanDetails?token=adapter-secret`, {
        headers: { 'x-forwarded-host': 'pay.kilat.example', 'x-request-id': 'fedcba9876543210fedcba9876543210' },
      });
      expect(await reply.text()).toBe('http://gw.internal:8080 pay.kilat.example');
      expect(reply.headers.get('server-timing')).toContain('request;desc="fedcba9876543210fedcba9876543210"');
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(metrics).toContain('loan_pages_render_requests_total{route="loanDetails",outcome="rendered"} 1');
      expect(metrics).toContain('loan_pages_render_nodejs_eventloop_lag_seconds');
      child.kill('SIGTERM');
      expect(((await once(child, 'exit')) as [number])[0]).toBe(0);
      // Written before it exited: the line of the page, JSON, after the plain first line.
      const [first, ...rest] = out.trimEnd().split('\n');
      expect(first).toMatch(/^render: listening on /);
      expect(rest.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
        expect.objectContaining({
          requestId: 'fedcba9876543210fedcba9876543210',
          route: 'loanDetails',
          outcome: 'rendered',
          release: 'v-adapter',
        }),
      ]);
      expect(out + errors).not.toContain('adapter-secret');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
