// @vitest-environment node
/**
 * The Node adapter's command line (renderer/server/node/command.ts): PORT and GATEWAY_URL, the line that says where it
 * listens, its heap bounded as production starts it, its settings refused when wrong, and a graceful stop on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MAX_EVENT_LOOP_DELAY_MS,
  MAX_IN_FLIGHT,
  MAX_QUEUE_MS,
  RENDER_NODE_FLAGS,
} from '../../renderer/server/node/limits.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';

describe('the command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'render-entry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs from the command line with PORT and GATEWAY_URL, says where it listens, and stops on SIGTERM', async () => {
    writeFileSync(
      join(dir, 'entry.mjs'),
      'export default { fetch: (request, env) => new Response(env.GATEWAY_URL + " " + new URL(request.url).pathname) };\n',
    );
    const refused = spawn(
      process.execPath,
      ['--import', 'tsx', 'renderer/server/node/command.ts', join(dir, 'entry.mjs')],
      { cwd: ROOT, env: { ...process.env, GATEWAY_URL: '', PORT: '0' } },
    );
    let refusal = '';
    refused.stderr.on('data', (chunk: Buffer) => (refusal += chunk.toString()));
    const [refusedCode] = (await once(refused, 'exit')) as [number];
    expect(refusedCode).toBe(1);
    expect(refusal).toContain('GATEWAY_URL: expected the http(s) address');

    const child = spawn(
      process.execPath,
      [...RENDER_NODE_FLAGS, '--import', 'tsx', 'renderer/server/node/command.ts', join(dir, 'entry.mjs')],
      { cwd: ROOT, env: { ...process.env, GATEWAY_URL: 'http://127.0.0.1:9/', PORT: '0' } },
    );
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await expect.poll(() => out, { timeout: 15_000 }).toMatch(/render: listening on (http:\/\/\S+)/);
    const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
    expect(
      Number(/heap limit (\d+) MB/.exec(out)?.[1]),
      'started as docs/deploying.md says: its heap bounded',
    ).toBeLessThan(256);
    expect(out, 'what it takes on').toContain(
      `${MAX_IN_FLIGHT} requests at once, none while the event loop is over ${MAX_EVENT_LOOP_DELAY_MS} ms late or after a wait over ${MAX_QUEUE_MS} ms`,
    );
    expect(errors).toBe('');
    expect(await (await fetch(`${url}/loanDetails?token=x`)).text()).toBe('http://127.0.0.1:9/ /loanDetails');
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
  }, 30_000);

  it('says how to bound its memory when Node was started without a heap limit, and refuses a bad RENDER_MAX_IN_FLIGHT, RENDER_MAX_EVENT_LOOP_DELAY_MS or RENDER_MAX_QUEUE_MS', async () => {
    writeFileSync(join(dir, 'entry.mjs'), 'export default { fetch: () => new Response("ok") };\n');
    for (const [name, value, said] of [
      ['RENDER_MAX_IN_FLIGHT', 'lots', 'RENDER_MAX_IN_FLIGHT=lots: expected a whole number'],
      ['RENDER_MAX_EVENT_LOOP_DELAY_MS', '-5', 'RENDER_MAX_EVENT_LOOP_DELAY_MS=-5: expected milliseconds, more than 0'],
      ['RENDER_MAX_QUEUE_MS', 'never', 'RENDER_MAX_QUEUE_MS=never: expected milliseconds, more than 0'],
    ] as const) {
      const refused = spawn(
        process.execPath,
        ['--import', 'tsx', 'renderer/server/node/command.ts', join(dir, 'entry.mjs')],
        { cwd: ROOT, env: { ...process.env, GATEWAY_URL: 'http://127.0.0.1:9/', PORT: '0', [name]: value } },
      );
      let refusal = '';
      refused.stderr.on('data', (chunk: Buffer) => (refusal += chunk.toString()));
      expect(((await once(refused, 'exit')) as [number])[0]).toBe(1);
      expect(refusal).toContain(said);
    }

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'renderer/server/node/command.ts', join(dir, 'entry.mjs')],
      { cwd: ROOT, env: { ...process.env, GATEWAY_URL: 'http://127.0.0.1:9/', PORT: '0', NODE_OPTIONS: '' } },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await expect.poll(() => errors, { timeout: 15_000 }).toContain(`start Node with ${RENDER_NODE_FLAGS.join(' ')}`);
    child.kill('SIGTERM');
    await once(child, 'exit');
  }, 30_000);
});
