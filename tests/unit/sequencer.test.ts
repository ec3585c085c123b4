// @vitest-environment node
/**
 * The test files' order (tests/vitest/sequencer.ts): a project's files that ask for another environment come together,
 * so a shared worker serves file after file rather than ending at each change of environment.
 */
import { join } from 'node:path';
import type { TestSpecification } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { sameEnvironmentTogether } from '../vitest/sequencer.ts';

const ROOT = join(import.meta.dirname, '../..');
const spec = (project: string, environment: string, file: string) =>
  ({ project: { name: project, config: { environment } }, moduleId: join(ROOT, file) }) as unknown as TestSpecification;

describe('sameEnvironmentTogether', () => {
  it("keeps a project's files of each environment together, each group where its first file was, the order within", () => {
    const plain = spec('node', 'node', 'tests/unit/validation.test.ts');
    const inDom = spec('node', 'node', 'tests/unit/monitoring.test.ts'); // its first line asks for happy-dom
    const plain2 = spec('node', 'node', 'tests/unit/migrate.test.ts');
    const inDom2 = spec('node', 'node', 'tests/unit/actionHref.test.ts');
    const page = spec('dom', 'happy-dom', 'tests/unit/pageTitles.test.tsx');
    const names = (specs: TestSpecification[]) => specs.map((s) => s.moduleId.split('/').at(-1));
    expect(names(sameEnvironmentTogether([page, plain, inDom, plain2, inDom2]))).toEqual([
      'pageTitles.test.tsx',
      'validation.test.ts',
      'migrate.test.ts',
      'monitoring.test.ts',
      'actionHref.test.ts',
    ]);
  });
});
