/**
 * The call catalogue's reply schemas (schemas/calls.json): one that does not compile is a problem at its pointer, in
 * every load of the project (a reply's check is compiled once a process and remembered, its failure with it).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCallCatalogue } from '../../renderer/toolchain/project/callCatalogue.ts';
import type { Problem } from '../../renderer/toolchain/problems/problems.ts';

const call = (reply: object) => ({
  description: 'A planted read.',
  method: 'POST',
  path: '/planted',
  effect: 'read',
  success: { field: 'code', equals: '00' },
  reply,
});

const planted: string[] = [];
afterEach(() => {
  for (const root of planted.splice(0)) rmSync(root, { recursive: true, force: true });
});

function plantedRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'call-catalogue-'));
  planted.push(root);
  mkdirSync(join(root, 'schemas'));
  const calls = {
    good: call({ type: 'object', properties: { name: { type: 'string' } } }),
    badType: call({ type: 'nope' }),
    unknownWord: call({ type: 'object', colour: 'red' }),
    sameIdAgain: call({ $id: 'planted', type: 'object' }),
    sameIdOther: call({ $id: 'planted', type: 'string' }),
  };
  writeFileSync(join(root, 'schemas/calls.json'), JSON.stringify({ calls }, null, 2));
  return root;
}

describe('the call catalogue', () => {
  it('names each reply schema that does not compile, at its pointer, on every load; two replies may share an $id', () => {
    const root = plantedRoot();
    for (let load = 0; load < 2; load++) {
      const problems: Problem[] = [];
      const calls = readCallCatalogue(root, problems, new Map());
      expect(Object.keys(calls)).toEqual(['good', 'badType', 'unknownWord', 'sameIdAgain', 'sameIdOther']);
      expect(problems.map(({ pointer, message, expected }) => ({ pointer, message, expected }))).toEqual([
        {
          pointer: '/calls/badType/reply',
          message: expect.stringMatching(/^is not a valid JSON Schema \(schema is invalid: data\/type must be/),
          expected: 'a JSON Schema 2020-12 object',
        },
        {
          pointer: '/calls/unknownWord/reply',
          message: 'is not a valid JSON Schema (strict mode: unknown keyword: "colour")',
          expected: 'a JSON Schema 2020-12 object',
        },
      ]);
    }
  });
});
