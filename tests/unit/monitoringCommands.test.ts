// @vitest-environment node
/** `npm run stack` (a reported frame back to source, through the build's hidden maps) and `npm run vitals`' table. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapFrames } from '../../scripts/stack.ts';
import { vitalsTable } from '../../scripts/vitals.ts';
import type { Beacon } from '../../renderer/browser/monitoring/beacon.ts';

const folder = mkdtempSync(join(tmpdir(), 'maps-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run stack', () => {
  it("gives each frame's source line and name from the kept map, and says when a file has none", () => {
    mkdirSync(join(folder, 'assets'));
    // Generated line 1, column 0 → renderer/runtime/page/Page.tsx line 3, column 2, name "renderNode".
    writeFileSync(
      join(folder, 'assets', 'index-abc.js.map'),
      JSON.stringify({
        version: 3,
        sources: ['../../renderer/runtime/page/Page.tsx'],
        names: ['renderNode'],
        mappings: 'AAEEA',
      }),
    );
    const frames = mapFrames('{"stack":["/assets/index-abc.js:1:1","/assets/other-def.js:2:3","?"]}', folder);
    expect(frames).toEqual([
      { frame: '/assets/index-abc.js:1:1', source: 'renderer/runtime/page/Page.tsx:3:3 (renderNode)' },
      { frame: '/assets/other-def.js:2:3', source: expect.stringMatching(/^no map of other-def\.js in /) },
    ]);
  });
});

describe('npm run vitals', () => {
  it("gives each vital's 75th percentile per route and render mode, with how many values", () => {
    const beacon = (route: string, mode: 'server' | 'browser', lcp: number): Beacon => ({
      v: 1,
      release: 'r',
      brand: 'kilat',
      market: 'in',
      language: 'en',
      mode,
      experiments: [],
      route,
      content: null,
      connection: null,
      vitals: [
        { name: 'LCP', value: lcp },
        { name: 'CLS', value: 0.01 },
      ],
      errors: [],
    });
    const rows = vitalsTable(
      [100, 200, 300, 400]
        .map((lcp) => beacon('loanDetails', 'server', lcp))
        .concat([beacon('loanDetails', 'browser', 900)]),
    );
    expect(rows).toEqual([
      ['loanDetails', 'browser', '900 ms (1)', '—', '0.010 (1)', '—', '—', '—', '—'],
      ['loanDetails', 'server', '300 ms (4)', '—', '0.010 (4)', '—', '—', '—', '—'],
    ]);
  });
});
