/**
 * The call catalogue (schemas/calls.json, CONTRACT §4): read, checked against its schema, and its replies' schemas and
 * attempts checked.
 */
import type { ValidateFunction } from 'ajv';
import { catalogueSchema, type CallDef } from '../../contract/callSchema.ts';
import { isObject } from '../../contract/json.ts';
import type { JsonSource } from '../problems/jsonSource.ts';
import { ajvProblems, type Problem } from '../problems/problems.ts';
import { compileAlone, createAjv } from './ajv.ts';
import { CATALOGUE_FILE } from './authoredFiles.ts';
import { readJson } from './readJson.ts';

/** The catalogue's own check, compiled once a process (a build, validate or a test worker loads many projects). */
let validateCatalogue: ValidateFunction | undefined;

/** Why a reply's schema does not compile, or '' when it does. */
function replySchemaError(reply: object): string {
  try {
    compileAlone(reply);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** The calls by id (none when the file cannot be read); its problems go into `problems`. */
export function readCallCatalogue(
  root: string,
  problems: Problem[],
  texts: Map<string, JsonSource>,
): Record<string, CallDef> {
  const catalogue = readJson(root, CATALOGUE_FILE, problems, texts, true);
  validateCatalogue ??= createAjv().compile(catalogueSchema);
  if (catalogue !== undefined && !validateCatalogue(catalogue))
    problems.push(...ajvProblems(CATALOGUE_FILE, validateCatalogue.errors));
  const calls = (isObject(catalogue) && isObject(catalogue.calls) ? catalogue.calls : {}) as Record<string, CallDef>;
  for (const [id, call] of Object.entries(calls)) {
    const error = call.reply ? replySchemaError(call.reply) : '';
    if (error)
      problems.push({
        file: CATALOGUE_FILE,
        pointer: `/calls/${id}/reply`,
        message: `is not a valid JSON Schema (${error})`,
        expected: 'a JSON Schema 2020-12 object',
      });
  }

  problems.push(...attemptProblems(calls));
  return calls;
}

/**
 * CONTRACT §4: a call that binds the borrower is idempotent; an idempotent call says what one borrower attempt is, in
 * parameters it has; no other call does.
 */
export function attemptProblems(calls: Record<string, CallDef>): Problem[] {
  const problems: Problem[] = [];
  for (const [id, call] of Object.entries(calls)) {
    const pointer = `/calls/${id}`;
    // A call that binds the borrower is sent again after a lost reply: it must stay one attempt.
    if (call.effect === 'money' && !call.idempotent)
      problems.push({
        file: CATALOGUE_FILE,
        pointer: `${pointer}/effect`,
        message: 'a call that binds the borrower (a loan, a payment) is not idempotent',
        expected: '"idempotent": true and its "attempt" (CONTRACT §4)',
      });
    if (call.idempotent && !call.attempt) {
      problems.push({
        file: CATALOGUE_FILE,
        pointer,
        message: 'an idempotent call does not say what one attempt is',
        expected:
          '"attempt": { "of": <the order or product parameter>, "by": [<the other parameters that make the attempt>] }',
      });
    }
    if (!call.attempt) continue;
    if (!call.idempotent)
      problems.push({
        file: CATALOGUE_FILE,
        pointer: `${pointer}/attempt`,
        message: 'a call that is not idempotent has attempts',
        expected: '"idempotent": true, or no "attempt"',
      });
    const names = Object.keys(call.params ?? {});
    const named: [string, string][] = [
      ['of', call.attempt.of],
      ...call.attempt.by.map((name, index): [string, string] => [`by/${index}`, name]),
    ];
    for (const [at, name] of named) {
      if (!names.includes(name))
        problems.push({
          file: CATALOGUE_FILE,
          pointer: `${pointer}/attempt/${at}`,
          message: `"${name}" is not a parameter of ${id}`,
          expected: `one of: ${names.join(', ')}`,
        });
    }
    if (call.attempt.by.includes(call.attempt.of))
      problems.push({
        file: CATALOGUE_FILE,
        pointer: `${pointer}/attempt/by`,
        message: `"${call.attempt.of}" is already "of"`,
        expected: 'the other parameters',
      });
  }
  return problems;
}
