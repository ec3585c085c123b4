// @vitest-environment node
/**
 * Issue 35: the operator guide's validate samples and banner table are generated from real runs and
 * the code (renderer/toolchain/generate/operatorGuide.ts), so they cannot drift: this fails when
 * docs/operators.md differs from what `npm run guide` writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE, guideSections, withGuideSections } from '../../renderer/toolchain/generate/operatorGuide.ts';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { DEMO_ORDERS } from '../../demo/gateway/fixtures.ts';

describe('docs/operators.md', () => {
  it("holds validate's real lines and the banner table as the code has them (npm run guide writes them)", async () => {
    const guide = readFileSync(join(ROOT, GUIDE), 'utf8');
    const sections = await guideSections(DEMO_ORDERS);
    expect(guide, 'run npm run guide').toBe(withGuideSections(guide, sections));
    // Each sample line as validate prints it: file:line:column: /pointer: what; expected what.
    for (const { name, text } of sections.filter(
      (section) => section.name.endsWith('sample') || section.name.endsWith('samples'),
    )) {
      for (const line of text.split('\n').filter((row) => !row.startsWith('```')))
        expect(line, name).toMatch(/^deployments\/cepat\.json:\d+:\d+: \/\S*: .+; expected .+/);
    }
  }, 120_000);
});
