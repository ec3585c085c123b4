/**
 * The files `npm run schemas` writes (the JSON Schemas, the action registry's lists, docs/page-schema.md's
 * grammar list, the operators' guide's compliance rules) checked against what their sources make now.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CallDef } from '../../contract/callSchema.ts';
import { registryFiles } from '../generate/actionRegistry.ts';
import { GRAMMAR_DOC, withGrammarDoc } from '../generate/grammarDoc.ts';
import { OPERATORS_GUIDE, withComplianceDoc } from '../generate/complianceDoc.ts';
import type { Problem } from '../problems/problems.ts';
import { generatedSchemas } from './generatedSchemas.ts';

/** One problem for each generated file that is out of date with its source. */
export function outOfDateProblems(root: string, calls: Record<string, CallDef>): Problem[] {
  const problems: Problem[] = [];
  const generated = {
    ...Object.fromEntries(
      Object.entries(generatedSchemas(calls)).map(([file, schema]) => [file, `${JSON.stringify(schema, null, 2)}\n`]),
    ),
    ...registryFiles(root),
  };
  const grammarDoc = existsSync(join(root, GRAMMAR_DOC)) ? readFileSync(join(root, GRAMMAR_DOC), 'utf8') : '';
  if (withGrammarDoc(grammarDoc) !== grammarDoc)
    problems.push({
      file: GRAMMAR_DOC,
      pointer: '',
      message: 'its grammar list is out of date with the scope, the operators or the action kinds',
      expected: 'the output of `npm run schemas`',
    });
  const guide = existsSync(join(root, OPERATORS_GUIDE)) ? readFileSync(join(root, OPERATORS_GUIDE), 'utf8') : '';
  if (guide && withComplianceDoc(guide) !== guide)
    problems.push({
      file: OPERATORS_GUIDE,
      pointer: '',
      message: 'its list of the compliance rules is out of date with renderer/contract/page/compliance.ts',
      expected: 'the output of `npm run schemas`',
    });
  for (const [file, text] of Object.entries(generated)) {
    const onDisk = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
    if (onDisk !== text)
      problems.push({
        file,
        pointer: '',
        message: 'is out of date with its source',
        expected: 'the output of `npm run schemas`',
      });
  }
  return problems;
}
