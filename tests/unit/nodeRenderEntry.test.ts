// @vitest-environment node
/** The entry the Node adapter serves (renderer/server/node/renderEntry.ts): a module worker, checked when loaded. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEntry } from '../../renderer/server/node/renderEntry.ts';

describe('the entry', () => {
  const dir = mkdtempSync(join(tmpdir(), 'render-entry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads a module worker and refuses a module that is none', async () => {
    writeFileSync(join(dir, 'good.mjs'), 'export default { fetch: () => new Response("hi") };\n');
    writeFileSync(join(dir, 'bad.mjs'), 'export const fetch = () => null;\n');
    const entry = await loadEntry(join(dir, 'good.mjs'));
    expect(await (await entry.fetch(new Request('http://x/'))).text()).toBe('hi');
    await expect(loadEntry(join(dir, 'bad.mjs'))).rejects.toThrow(/default export has fetch\(request, env\)/);
  });
});
