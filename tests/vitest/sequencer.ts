/**
 * Vitest's order of test files (project by project, the larger or slower file first), with the files of a project that
 * ask for another environment than its own (a `.test.ts` whose first line is `@vitest-environment happy-dom`) kept
 * together. A worker that shares its modules from file to file (`isolate: false`, vite.config.ts) is reused only when
 * the next file in the queue is of the same project and environment; in Vitest's order the node project's 13 happy-dom
 * files came between its plain-Node ones, and each change of environment ended the worker and started another, which
 * imported its modules again: 22 workers in one run.
 *
 * Vitest's own sequencer is imported when Vitest sorts, not with the config: vite.config.ts is every build's and
 * preview's config too, and vitest/node costs each of them a tenth of a second more.
 */
import { readFileSync } from 'node:fs';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

const DOCBLOCK = /@vitest-environment\s+([\w-]+)/;

/** The environment a file runs in: its docblock's, or its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 2000);
  return DOCBLOCK.exec(head)?.[1] ?? spec.project.config.environment;
}

/** Files of one project and environment together, each group where its first file was, in Vitest's order within. */
export function sameEnvironmentTogether(sorted: readonly TestSpecification[]): TestSpecification[] {
  // Each file read once: its group is its project and environment.
  const keys = sorted.map((spec) => `${spec.project.name}\u0000${environmentOf(spec)}`);
  const first = new Map<string, number>();
  keys.forEach((key, index) => {
    if (!first.has(key)) first.set(key, index);
  });
  return sorted
    .map((spec, index) => ({ spec, index, group: first.get(keys[index]!)! }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map(({ spec }) => spec);
}

export class SameEnvironmentTogether implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  private async base(): Promise<TestSequencer> {
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.ctx);
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.base()).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return sameEnvironmentTogether(await (await this.base()).sort(files));
  }
}
