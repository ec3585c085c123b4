// @vitest-environment node
/**
 * One idea per file and function (issue 39, eslint.config.js): lint refuses a source file over 400 lines and a
 * function over 120, wherever it is, but for a test file's describe() callback (a group of cases). Planted files are
 * linted as text at a path in the tree; nothing is written.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../renderer/toolchain/project/project.ts';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function shapeProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return result!.messages
    .filter((message) => message.ruleId === 'max-lines' || message.ruleId === 'shape/max-function-lines')
    .map((message) => message.message);
}

/** A function of `lines` lines in all, its body counting down. */
const fn = (name: string, lines: number) =>
  [
    `export function ${name}(): number {`,
    '  let n = 0;',
    ...Array.from({ length: lines - 4 }, () => '  n += 1;'),
    '  return n;',
    '}',
    '',
  ].join('\n');

describe('the shape of the code', () => {
  it('refuses a function over 120 lines, and says which', async () => {
    expect(await shapeProblems('renderer/runtime/page/planted.ts', fn('fits', 120))).toEqual([]);
    expect(await shapeProblems('renderer/runtime/page/planted.ts', fn('tooLong', 121))).toEqual([
      "'tooLong' is 121 lines long (at most 120): name its steps as functions of their own.",
    ]);
    // Everywhere: scripts and test helpers too.
    expect(await shapeProblems('scripts/planted.ts', fn('tooLong', 130))).toHaveLength(1);
  });

  it('refuses a file over 400 lines', async () => {
    const file = Array.from({ length: 5 }, (_, i) => fn(`part${i}`, 80)).join('\n');
    expect(file.split('\n').length).toBeGreaterThan(400);
    expect(await shapeProblems('blocks/button/planted.ts', file)).toEqual([
      expect.stringMatching(/^File has too many lines \(\d+\)\. Maximum allowed is 400\.$/),
    ]);
  });

  it("lets a test file's describe() group more than 120 lines of cases, not one case", async () => {
    const cases = Array.from(
      { length: 40 },
      (_, i) => `  it('case ${i}', () => {\n    expect(${i}).toBe(${i});\n  });`,
    );
    const group = `import { describe, expect, it } from 'vitest';\n\ndescribe('a group', () => {\n${cases.join('\n')}\n});\n`;
    expect(await shapeProblems('tests/unit/planted.test.ts', group)).toEqual([]);
    const longCase = `import { expect, it } from 'vitest';\n\nit('one case', () => {\n${'  expect(1).toBe(1);\n'.repeat(125)}});\n`;
    expect(await shapeProblems('tests/unit/planted.test.ts', longCase)).toHaveLength(1);
  });
});

describe('the tree under common ignore rules', () => {
  it('keeps no tracked file in a folder that global ignore rules take for output (build/, out/, coverage/…)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ignore-'));
    try {
      // What many people's global gitignore and code search tools skip (GitHub's Node.gitignore, editors' defaults).
      const excludes = join(dir, 'ignore');
      writeFileSync(excludes, ['build/', 'out/', 'coverage/', 'tmp/', 'temp/', '.cache/', 'lib-cov/'].join('\n'));
      const tracked = spawnSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).stdout;
      const ignored = spawnSync(
        'git',
        ['-c', `core.excludesFile=${excludes}`, 'check-ignore', '--no-index', '--stdin'],
        { cwd: ROOT, input: tracked, encoding: 'utf8' },
      );
      expect(tracked.split('\n').length).toBeGreaterThan(500);
      expect(ignored.stdout.split('\n').filter(Boolean)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
