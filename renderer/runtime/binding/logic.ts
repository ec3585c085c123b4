/**
 * Conditions and computed values: JSON Logic (jsonlogic.com), interpreted, never compiled to code.
 * Our own small interpreter over one operator table built here, not json-logic-js's: that library
 * keeps its operators in one table shared by every importer, so adding ours (and removing `method`,
 * which calls arbitrary methods on values) rewrote global state at import. The standard operators
 * behave as json-logic-js 2.0.5's; ours come from binding/operators.ts; `var` reads own properties
 * only, as readPath does, so {"var": "data.constructor.constructor"} never reaches Function.
 */
import { isObject } from '../../contract/json.ts';
import { ITERATING_OPERATORS, JSON_LOGIC_OPERATORS, OWN_OPERATORS } from './operators.ts';
import { readPath } from './path.ts';

export type Logic = unknown;

/** JSON Logic's truthiness (jsonlogic.com/truthy): as JavaScript's, except an empty list is false. */
export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value) && value.length === 0) return false;
  return Boolean(value);
}

/** An operator over its evaluated arguments; `data` is what `var` reads (the scope, or a list item). */
type Operation = (data: unknown, args: unknown[]) => unknown;

const number = (value: unknown) => parseFloat(value as string);
// JSON Logic's == and != are JavaScript's loose comparisons.
const STANDARD: Record<(typeof JSON_LOGIC_OPERATORS)[number], Operation | 'special'> = {
  '==': (_, [a, b]) => a == b,
  '===': (_, [a, b]) => a === b,
  '!=': (_, [a, b]) => a != b,
  '!==': (_, [a, b]) => a !== b,
  '>': (_, [a, b]) => (a as number) > (b as number),
  '>=': (_, [a, b]) => (a as number) >= (b as number),
  '<': (_, [a, b, c]) =>
    c === undefined ? (a as number) < (b as number) : (a as number) < (b as number) && (b as number) < (c as number),
  '<=': (_, [a, b, c]) =>
    c === undefined ? (a as number) <= (b as number) : (a as number) <= (b as number) && (b as number) <= (c as number),
  '!!': (_, [a]) => isTruthy(a),
  '!': (_, [a]) => !isTruthy(a),
  '%': (_, [a, b]) => (a as number) % (b as number),
  in: (_, [a, b]) => (typeof b === 'string' || Array.isArray(b) ? (b as unknown[]).indexOf(a as never) !== -1 : false),
  cat: (_, args) => args.join(''),
  substr: (_, [source, start, end]) => {
    const text = String(source);
    const from = Number(start);
    if ((end as number) < 0) {
      // A negative end counts from the end, as PHP's substr does.
      const rest = text.substr(from);
      return rest.substr(0, rest.length + (end as number));
    }
    return text.substr(from, end as number);
  },
  '+': (_, args) => args.reduce<number>((sum, value) => sum + number(value), 0),
  '*': (_, args) => (args.length === 0 ? undefined : args.map(number).reduce((product, value) => product * value)),
  '-': (_, [a, b]) => (b === undefined ? -(a as number) : (a as number) - (b as number)),
  '/': (_, [a, b]) => (a as number) / (b as number),
  min: (_, args) => Math.min(...(args as number[])),
  max: (_, args) => Math.max(...(args as number[])),
  merge: (_, args) => args.flat(),
  var: (data, [path, fallback]) => {
    const name = path === undefined || path === null ? '' : String(path);
    const found = name === '' ? data : readPath(data, name);
    return found === undefined ? (fallback === undefined ? null : fallback) : found;
  },
  missing: (data, args) => {
    const keys = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
    return keys.filter((key) => {
      const value = STANDARD_OPS.var!(data, [key]);
      return value === null || value === '';
    });
  },
  missing_some: (data, [need, keys]) => {
    const missing = STANDARD_OPS.missing!(data, [keys]) as unknown[];
    return (keys as unknown[]).length - missing.length >= (need as number) ? [] : missing;
  },
  // Evaluated lazily (their arguments are not all evaluated first): apply() below.
  if: 'special',
  '?:': 'special',
  and: 'special',
  or: 'special',
  filter: 'special',
  map: 'special',
  reduce: 'special',
  all: 'special',
  none: 'special',
  some: 'special',
};

const STANDARD_OPS: Partial<Record<string, Operation>> = Object.fromEntries(
  Object.entries(STANDARD).filter((entry): entry is [string, Operation] => entry[1] !== 'special'),
);

/** The one operator table: JSON Logic's own (less `method`) and ours. Built once, never changed. */
const OPERATIONS: ReadonlyMap<string, Operation> = new Map([
  ...Object.entries(STANDARD_OPS as Record<string, Operation>),
  ...Object.entries(OWN_OPERATORS).map(([name, operator]): [string, Operation] => [
    name,
    (_, args) => (operator.run as (...values: unknown[]) => unknown)(...args),
  ]),
]);

function isLogic(value: unknown): value is Record<string, unknown> {
  return isObject(value) && Object.keys(value).length === 1;
}

function apply(logic: Logic, data: unknown): unknown {
  if (Array.isArray(logic)) return logic.map((item) => apply(item, data));
  if (!isLogic(logic)) return logic;
  const op = Object.keys(logic)[0]!;
  const raw = logic[op];
  const values: unknown[] = Array.isArray(raw) ? raw : [raw];

  if (op === 'if' || op === '?:') {
    let i = 0;
    for (; i < values.length - 1; i += 2) if (isTruthy(apply(values[i], data))) return apply(values[i + 1], data);
    return values.length === i + 1 ? apply(values[i], data) : null;
  }
  if (op === 'and' || op === 'or') {
    let current: unknown;
    for (const value of values) {
      current = apply(value, data);
      if (isTruthy(current) === (op === 'or')) return current;
    }
    return current;
  }
  if (ITERATING_OPERATORS.has(op)) return iterate(op, values, data);

  const operation = OPERATIONS.get(op);
  if (!operation) throw new Error(`Unrecognized operation ${op}`);
  return operation(
    data,
    values.map((value) => apply(value, data)),
  );
}

/** filter, map, reduce, all, none, some: the logic in the second argument sees each item as its data. */
function iterate(op: string, [listLogic, itemLogic, initialLogic]: unknown[], data: unknown): unknown {
  const list = apply(listLogic, data);
  const test = (item: unknown) => isTruthy(apply(itemLogic, item));
  switch (op) {
    case 'filter':
      return Array.isArray(list) ? list.filter(test) : [];
    case 'map':
      return Array.isArray(list) ? list.map((item) => apply(itemLogic, item)) : [];
    case 'reduce': {
      const initial = initialLogic === undefined ? null : apply(initialLogic, data);
      return Array.isArray(list)
        ? list.reduce((accumulator: unknown, current: unknown) => apply(itemLogic, { current, accumulator }), initial)
        : initial;
    }
    case 'all':
      return Array.isArray(list) && list.length > 0 && list.every(test);
    case 'none':
      return !Array.isArray(list) || !list.some(test);
    default:
      return Array.isArray(list) && list.some(test);
  }
}

export function evaluate(logic: Logic, scope: unknown): unknown {
  return apply(logic, scope);
}
