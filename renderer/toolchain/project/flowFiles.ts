/** The shared action flows' files (schemas/flows/), read and checked as far as a flow's shape goes. */
import { basename } from 'node:path';
import type { Flow } from '../compile/flows.ts';
import { isObject } from '../../contract/json.ts';
import type { JsonSource } from '../problems/jsonSource.ts';
import type { Problem } from '../problems/problems.ts';
import { FLOWS_DIR } from './authoredFiles.ts';
import { jsonFiles, readJson } from './readJson.ts';
import { setAsideOlder } from '../migrate/olderFiles.ts';

/** The shared flows; their actions are checked in each page that uses them. */
export function loadFlows(root: string, problems: Problem[], texts: Map<string, JsonSource>): Map<string, Flow> {
  const flows = new Map<string, Flow>();
  for (const file of jsonFiles(root, FLOWS_DIR)) {
    const value = readJson(root, file, problems, texts);
    if (value === undefined || setAsideOlder({ problems }, 'flow', file, value)) continue;
    if (!isObject(value) || !Array.isArray(value.actions) || typeof value.description !== 'string') {
      problems.push({
        file,
        pointer: '',
        message: 'is not a flow',
        expected: 'an object with "description" (text) and "actions" (a list of actions), per flow.schema.json',
      });
      continue;
    }
    if (typeof value.$schema !== 'string')
      problems.push({
        file,
        pointer: '/$schema',
        message: 'missing "$schema"',
        expected: '"../flow.schema.json" so editors complete and check the file',
      });
    flows.set(basename(file, '.json'), { file, actions: value.actions });
  }
  return flows;
}
