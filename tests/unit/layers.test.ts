// @vitest-environment node
/**
 * The layers of renderer/ and the blocks (eslint.config.js, docs/architecture.md, "Where code runs") hold: an import
 * planted in a file of each layer that points up or sideways fails lint with the layer's own message,
 * and one that points down passes. The planted files are linted as text at a path inside the layer;
 * nothing is written to the tree. (`npm run lint` holds the tree itself to them.)
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../renderer/toolchain/project/project.ts';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary problems of a file at this path holding these imports (each import used, so only the layers speak). */
async function layerProblems(file: string, imports: string[], rules = ['boundaries/dependencies']): Promise<string[]> {
  const code = imports.map((from, i) => `import * as m${i} from '${from}';\nexport const u${i} = m${i};\n`).join('');
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return result!.messages.filter((message) => rules.includes(message.ruleId ?? '')).map((message) => message.message);
}

describe('the layers', () => {
  it('the contracts import nothing above them', async () => {
    expect(await layerProblems('renderer/contract/planted.ts', ['../runtime/gateway/client.ts'])).toEqual([
      'renderer/contract/ is the bottom layer (the types, tables and names every layer shares): it imports nothing of ours above it, never "../runtime/gateway/client.ts" (renderer/runtime). Move what both sides need into renderer/contract/.',
    ]);
    expect(
      await layerProblems('renderer/contract/page/planted.ts', ['../../toolchain/project/project.ts']),
    ).toHaveLength(1);
    expect(await layerProblems('renderer/contract/planted.ts', ['./routeTable.ts', './page/types.ts'])).toEqual([]);
  });

  it('the runtime imports neither the browser, the server nor the build', async () => {
    const problems = await layerProblems('renderer/runtime/page/planted.ts', [
      '../../browser/earlyFetch.ts',
      '../../server/prefetch.ts',
      '../../toolchain/project/project.ts',
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      'renderer/runtime/ runs in the browser and on the server: it imports renderer/contract/ and itself, never "../../browser/earlyFetch.ts" (renderer/browser), which sits above it.',
    );
    // Its public surface is the runtime too.
    expect(await layerProblems('renderer/runtime/ui/planted.ts', ['../../toolchain/project/project.ts'])).toHaveLength(
      1,
    );
    expect(
      await layerProblems('renderer/runtime/page/planted.ts', ['../gateway/client.ts', '../../contract/services.ts']),
    ).toEqual([]);
  });

  it('the browser and the server import each other never, the runtime and the contracts always', async () => {
    expect(await layerProblems('renderer/browser/planted.ts', ['../server/prefetch.ts'])).toEqual([
      'renderer/browser/ is the browser\'s boot: it imports renderer/runtime/ and renderer/contract/, never "../server/prefetch.ts" (renderer/server). What the server shares with it goes to renderer/runtime/ or renderer/contract/.',
    ]);
    expect(
      await layerProblems('renderer/server/planted.ts', [
        '../browser/earlyTaps.ts',
        '../toolchain/vite/serverBundle.ts',
      ]),
    ).toHaveLength(2);
    expect(
      await layerProblems('renderer/browser/planted.ts', ['../runtime/app/visit.ts', '../contract/visit.ts']),
    ).toEqual([]);
    expect(
      await layerProblems('renderer/server/planted.ts', ['../runtime/app/visit.ts', '../contract/visit.ts']),
    ).toEqual([]);
  });

  it('the build may import every layer', async () => {
    expect(
      await layerProblems('renderer/toolchain/vite/planted.ts', [
        '../../server/node/command.ts',
        '../../browser/boot.ts',
        '../../runtime/gateway/client.ts',
        '../../../blocks/definitions.ts',
      ]),
    ).toEqual([]);
  });

  it("a block imports the contracts, the runtime's public surface and blocks/shared only", async () => {
    const problems = await layerProblems('blocks/button/planted.tsx', [
      '../chatLog/model.ts',
      '../../renderer/runtime/gateway/client.ts',
      '../../renderer/toolchain/project/project.ts',
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      'A block imports renderer/contract/, the runtime\'s public surface (renderer/runtime/i18n, theme, money, ui, links) and blocks/shared/, never "../chatLog/model.ts" (blocks/chatLog): the page\'s actions do the I/O (gateway, bridge, storage), and a piece several blocks show goes to blocks/shared/.',
    );
    expect(await layerProblems('blocks/shared/planted.tsx', ['../button/index.tsx'])).toHaveLength(1);
    expect(
      await layerProblems('blocks/button/planted.tsx', [
        './definition.ts',
        '../shared/RowList.tsx',
        '../../renderer/contract/block/defineBlock.ts',
        '../../renderer/runtime/i18n/messages.tsx',
        '../../renderer/runtime/theme/pressable.ts',
        '../../renderer/runtime/ui/Toast.tsx',
      ]),
    ).toEqual([]);
  });

  it('nothing of renderer/ or blocks/ imports the tests, the scripts, the stories or the demo', async () => {
    expect(await layerProblems('renderer/runtime/page/planted.ts', ['../../../tests/unit/render.tsx'])).toEqual([
      'renderer/runtime/ runs in the browser and on the server: it imports renderer/contract/ and itself, never "../../../tests/unit/render.tsx" (tests), which sits above it.',
    ]);
    // The toolchain may import every layer of the product, and nothing outside it.
    const toolchain = await layerProblems('renderer/toolchain/generate/planted.ts', [
      '../../../tests/fixtures/screens.ts',
      '../../../scripts/bench/routes.ts',
      '../../../stories/argTypes.ts',
      '../../../demo/gateway/fixtures.ts',
    ]);
    expect(toolchain).toHaveLength(4);
    expect(toolchain[3]).toMatch(
      /^renderer\/toolchain\/ \(build time\) may import every layer .* "\.\.\/\.\.\/\.\.\/demo\/gateway\/fixtures\.ts" \(demo\)/,
    );
    for (const [file, from] of [
      ['renderer/server/planted.ts', '../../demo/gateway/index.ts'],
      ['renderer/browser/planted.ts', '../../tests/e2e/borrowers.ts'],
      ['renderer/contract/planted.ts', '../../scripts/bench/routes.ts'],
      ['blocks/button/planted.tsx', '../../demo/gateway/index.ts'],
      ['blocks/shared/planted.tsx', '../../stories/argTypes.ts'],
      ['blocks/planted.ts', '../tests/unit/render.tsx'],
    ])
      expect(await layerProblems(file!, [from!]), `${file} importing ${from}`).toHaveLength(1);
    // A file of ours outside every element (a config, a brand file) is refused too.
    expect(
      await layerProblems(
        'renderer/runtime/page/planted.ts',
        ['../../../vite.config.ts'],
        ['boundaries/no-unknown-dependencies'],
      ),
    ).toHaveLength(1);
    // A block's own tests and stories may use the demo's data and the test helpers, as a page composes blocks.
    expect(
      await layerProblems('blocks/orderCard/Planted.stories.tsx', [
        '../../demo/gateway/index.ts',
        '../../stories/argTypes.ts',
      ]),
    ).toEqual([]);
    expect(await layerProblems('blocks/orderCard/Planted.test.tsx', ['../../tests/unit/render.tsx'])).toEqual([]);
    // The toolchain reads the block registry (blocks/definitions.ts) as every other layer of the product.
    expect(await layerProblems('renderer/toolchain/project/planted.ts', ['../../../blocks/definitions.ts'])).toEqual(
      [],
    );
  });
});
