/**
 * A validation problem, reported as one line an operator can act on (CONTRACT §1):
 * `file:line:column: /json/pointer: what is wrong; expected what` and, where a known name is near
 * the one written, `; did you mean "X"?`.
 */
import type { ErrorObject } from 'ajv';
import { VALUE_TAGS } from '../../runtime/binding/values.ts';
import { VERSION_FIELD } from '../../contract/grammarVersion.ts';
import { didYouMean } from './didYouMean.ts';
import { locatePointer, type JsonSource } from './jsonSource.ts';

const UNKNOWN_PROPERTY = 'unknown property ';
/** Whether a problem is the schema's "unknown property" (a key the file's schema has no place for). */
export const isUnknownProperty = (problem: Problem): boolean => problem.message.startsWith(UNKNOWN_PROPERTY);

export interface Problem {
  file: string;
  pointer: string;
  message: string;
  expected: string;
  /** 1-based, from the source text (./jsonSource.ts); set once every check has run (`locateProblems`). */
  line?: number;
  column?: number;
  /** The known name nearest to the one written, when one is near (./didYouMean.ts). */
  didYouMean?: string;
  /**
   * A value new-brand left for the operator to fill (../brand/ownValues.ts): a demo build shows the brand meanwhile, a
   * production build refuses it.
   */
  unfilled?: true;
}

/** One line; a problem not yet placed (a check's own, before `locateProblems`) has no line and column. */
export function formatProblem({ file, pointer, message, expected, line, column, didYouMean: meant }: Problem): string {
  const at = line === undefined ? '' : `:${line}:${column ?? 1}`;
  // A name is quoted; a value written as the grammar says (`{"$template": …}`) is shown as it is written.
  const shown = meant === undefined ? '' : meant.startsWith('{') ? meant : JSON.stringify(meant);
  return `${file}${at}: ${pointer || '/'}: ${message}; expected ${expected}${meant ? `; did you mean ${shown}?` : ''}`;
}

/** Longer lists than this are not spelled out: the nearest name says more than 41 calls. */
const LIST_LIMIT = 12;
const SHOWN = 5;

/**
 * A problem whose expectation is a list of names (`one of: a, b, c`) and whose message quotes the
 * name written gets the nearest known name, and a long list is shortened to its count and first few.
 */
export function withSuggestion(problem: Problem): Problem {
  const list = /^one of: (.+)$/.exec(problem.expected)?.[1];
  if (!list) return problem;
  // "a, b, c" or, for operators, "== === !="; a note after the last name ("(files in …)") is not a name.
  const items = list.includes(', ') ? list.split(', ') : list.split(' ');
  const names = items.map((name) => name.replace(/\s*\(.*\)$/, '').replace(/^"(.*)"$/, '$1'));
  const written = [...problem.message.matchAll(/"((?:[^"\\]|\\.)*)"/g)].pop()?.[1];
  // A dotted name ("launch.tokn") is judged by its last part when the whole is near nothing.
  const meant =
    problem.didYouMean ??
    (written === undefined
      ? undefined
      : (didYouMean(written, names) ??
        (written.includes('.') ? didYouMean(written.split('.').pop()!, names) : undefined)));
  const expected =
    items.length > LIST_LIMIT
      ? `one of ${items.length} names: ${items.slice(0, SHOWN).join(', ')}, …`
      : problem.expected;
  return { ...problem, expected, ...(meant ? { didYouMean: meant } : {}) };
}

/**
 * Every problem placed at its line and column in its file's source (1:1 for a file that is not JSON, such as a Markdown
 * page).
 */
export function locateProblems(
  problems: readonly Problem[],
  sourceOf: (file: string) => JsonSource | undefined,
): Problem[] {
  const located = problems.map((problem) => {
    if (problem.line !== undefined) return problem;
    const source = sourceOf(problem.file);
    return { ...problem, ...(source ? locatePointer(source, problem.pointer) : { line: 1, column: 1 }) };
  });
  // Files in the order their first problem was found; each file's problems from top to bottom, as an editor shows them.
  const order = new Map<string, number>();
  for (const problem of located) if (!order.has(problem.file)) order.set(problem.file, order.size);
  return located
    .map((problem, index) => ({ problem, index }))
    .sort(
      (a, b) =>
        order.get(a.problem.file)! - order.get(b.problem.file)! ||
        a.problem.line! - b.problem.line! ||
        a.problem.column! - b.problem.column! ||
        a.index - b.index,
    )
    .map(({ problem }) => problem);
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

/**
 * A member of the value family's schema (renderer/toolchain/generate/pageSchema.ts): that a value is not one is said by
 * the value's own schema.
 */
function isFamilyMember(schema: unknown): boolean {
  const required = (schema as { required?: unknown } | undefined)?.required;
  return (
    Array.isArray(required) &&
    required.length === 1 &&
    (VALUE_TAGS as readonly string[]).includes(required[0] as string)
  );
}

/**
 * The tags of a choice among members of the value family (a repeat's list, a condition), or undefined for any other
 * choice.
 */
function familyTags(branches: unknown): string[] | undefined {
  if (!Array.isArray(branches) || !branches.length || !branches.every(isFamilyMember)) return undefined;
  return branches.map((branch) => (branch as { required: string[] }).required[0]!);
}

/** A value that is none of the family's members where only one goes: the members, and the tag probably meant. */
function notFromData(file: string, pointer: string, data: unknown, tags: string[]): Problem {
  const keys = typeof data === 'object' && data !== null ? Object.keys(data) : [];
  const meant = keys.length === 1 && keys[0]!.startsWith('$') ? didYouMean(keys[0]!, tags) : undefined;
  return {
    file,
    pointer,
    message: `${describe(data)} is not a value from data`,
    expected: `one of the value family: ${tags.map((tag) => `{"${tag}": …}`).join(', ')} (renderer/runtime/binding/values.ts)`,
    ...(meant ? { didYouMean: meant } : {}),
  };
}

/** One readable problem per real mistake: ajv's bookkeeping errors (if, anyOf, binding branches) are dropped. */
export function ajvProblems(file: string, errors: readonly ErrorObject[] | null | undefined, prefix = ''): Problem[] {
  if (!errors) return [];
  // Inner errors of propertyNames carry the name; the outer propertyNames error says it better.
  const real = errors.filter(
    (error) => error.keyword !== 'if' && !isFamilyMember(error.parentSchema) && error.propertyName === undefined,
  );
  const kept = real.filter(
    (error) =>
      !['anyOf', 'oneOf'].includes(error.keyword) ||
      !real.some(
        (other) =>
          other !== error &&
          !['anyOf', 'oneOf'].includes(other.keyword) &&
          other.instancePath.startsWith(error.instancePath),
      ),
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
      return {
        file,
        pointer,
        message: `missing required property "${String(params.missingProperty)}"`,
        expected: `"${String(params.missingProperty)}" to be present`,
      };
    case 'additionalProperties': {
      // The file's own bookkeeping ($schema, $comment, the grammar version the migration writes) is never the key
      // meant.
      const known = Object.keys((parent.properties as object | undefined) ?? {}).filter(
        (key) => !key.startsWith('$') && key !== VERSION_FIELD,
      );
      return {
        file,
        pointer: `${pointer}/${String(params.additionalProperty)}`,
        message: `${UNKNOWN_PROPERTY}"${String(params.additionalProperty)}"`,
        expected: known.length ? `one of: ${known.join(', ')}` : 'no other properties',
      };
    }
    case 'enum':
      return {
        file,
        pointer,
        message: `unknown ${noun(pointer)} ${JSON.stringify(error.data)}`,
        expected: `one of: ${list(params.allowedValues)}`,
      };
    case 'const':
      return {
        file,
        pointer,
        message: `${describe(error.data)} is not allowed`,
        expected: JSON.stringify(params.allowedValue),
      };
    case 'anyOf': {
      const tags = familyTags(error.schema);
      if (tags) return notFromData(file, pointer, error.data, tags);
      return { file, pointer, message: error.message ?? 'is not valid', expected: 'a value that matches the schema' };
    }
    case 'type':
      return {
        file,
        pointer,
        message: `${describe(error.data)} has the wrong type`,
        expected: `${list(params.type).replace(/"/g, '')}`,
      };
    case 'propertyNames':
      // Placed at the name itself: the line of the property written, not of the object holding it.
      return {
        file,
        pointer: `${pointer}/${String(params.propertyName).replace(/~/g, '~0').replace(/\//g, '~1')}`,
        message: `property name ${JSON.stringify(params.propertyName)} is not allowed`,
        expected: describeNames(parent.propertyNames),
      };
    case 'pattern':
      return {
        file,
        pointer,
        message: `${describe(error.data)} does not match the required form`,
        expected: `a value matching ${String(params.pattern)}${parent.description ? ` (${String(parent.description)})` : ''}`,
      };
    case 'maxItems':
    case 'minItems':
    case 'maxProperties':
    case 'minProperties':
    case 'minimum':
    case 'maximum':
    case 'minLength':
    case 'maxLength':
      return {
        file,
        pointer,
        message: `${describe(error.data)} is out of bounds`,
        expected: `${error.keyword} ${String(params.limit)}`,
      };
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
