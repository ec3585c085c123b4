/**
 * A validation problem, reported as one line an operator can act on:
 * `file: /json/pointer: what is wrong; expected what`.
 */
import type { ErrorObject } from 'ajv';

export interface Problem {
  file: string;
  pointer: string;
  message: string;
  expected: string;
}

export function formatProblem({ file, pointer, message, expected }: Problem): string {
  return `${file}: ${pointer || '/'}: ${message}; expected ${expected}`;
}

export class ValidationFailed extends Error {
  constructor(readonly problems: Problem[]) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ValidationFailed';
  }
}

function list(values: unknown): string {
  return Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join(', ') : String(values);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** What an enum at this property is, in the words an operator uses. */
const ENUM_NOUNS: Record<string, string> = {
  type: 'block type',
  route: 'route key',
  call: 'gateway call',
  do: 'action',
  action: 'bridge action',
};

function noun(pointer: string): string {
  const last = pointer.split('/').pop() ?? '';
  return ENUM_NOUNS[last] ?? 'value';
}

/** One readable problem per real mistake: ajv's bookkeeping errors (if, anyOf, binding branches) are dropped. */
export function ajvProblems(file: string, errors: readonly ErrorObject[] | null | undefined, prefix = ''): Problem[] {
  if (!errors) return [];
  // Inner errors of propertyNames carry the name; the outer propertyNames error says it better.
  const real = errors.filter(
    (error) => error.keyword !== 'if' && !error.schemaPath.startsWith('#/$defs/binding') && error.propertyName === undefined,
  );
  const kept = real.filter(
    (error) =>
      !['anyOf', 'oneOf'].includes(error.keyword) ||
      !real.some((other) => other !== error && !['anyOf', 'oneOf'].includes(other.keyword) && other.instancePath.startsWith(error.instancePath)),
  );
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of kept) {
    const problem = toProblem(file, error, prefix);
    const key = `${problem.pointer}|${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function toProblem(file: string, error: ErrorObject, prefix: string): Problem {
  const pointer = prefix + error.instancePath;
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { file, pointer, message: `missing required property "${String(params.missingProperty)}"`, expected: `"${String(params.missingProperty)}" to be present` };
    case 'additionalProperties': {
      const known = Object.keys((parent.properties as object | undefined) ?? {}).filter((key) => !key.startsWith('$'));
      return {
        file,
        pointer: `${pointer}/${String(params.additionalProperty)}`,
        message: `unknown property "${String(params.additionalProperty)}"`,
        expected: known.length ? `one of: ${known.join(', ')}` : 'no other properties',
      };
    }
    case 'enum':
      return { file, pointer, message: `unknown ${noun(pointer)} ${JSON.stringify(error.data)}`, expected: `one of: ${list(params.allowedValues)}` };
    case 'const':
      return { file, pointer, message: `${describe(error.data)} is not allowed`, expected: JSON.stringify(params.allowedValue) };
    case 'type':
      return { file, pointer, message: `${describe(error.data)} has the wrong type`, expected: `${list(params.type).replace(/"/g, '')}` };
    case 'propertyNames':
      return { file, pointer, message: `property name ${JSON.stringify(params.propertyName)} is not allowed`, expected: describeNames(parent.propertyNames) };
    case 'pattern':
      return { file, pointer, message: `${describe(error.data)} does not match the required form`, expected: `a value matching ${String(params.pattern)}${parent.description ? ` (${String(parent.description)})` : ''}` };
    case 'maxItems':
    case 'minItems':
    case 'maxProperties':
    case 'minProperties':
    case 'minimum':
    case 'maximum':
    case 'minLength':
    case 'maxLength':
      return { file, pointer, message: `${describe(error.data)} is out of bounds`, expected: `${error.keyword} ${String(params.limit)}` };
    default:
      return { file, pointer, message: error.message ?? 'is not valid', expected: 'a value that matches the schema' };
  }
}

function describeNames(schema: unknown): string {
  const names = schema as { enum?: unknown[]; pattern?: string } | undefined;
  if (names?.enum) return `one of: ${list(names.enum)}`;
  if (names?.pattern) return `a name matching ${names.pattern}`;
  return 'an allowed name';
}
