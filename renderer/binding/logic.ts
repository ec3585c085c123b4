/**
 * Conditions and computed values: JSON Logic, interpreted, never compiled to code. Our own
 * operators come from binding/operators.ts; `method` (which calls arbitrary methods on values) is
 * removed so JSON can only compute, and `var` reads own properties only, as readPath does.
 */
import jsonLogic from 'json-logic-js';
import { OWN_OPERATORS } from './operators.ts';
import { readPath } from './path.ts';

jsonLogic.rm_operation('method');
for (const [name, operator] of Object.entries(OWN_OPERATORS)) jsonLogic.add_operation(name, operator.run as (...args: unknown[]) => unknown);
// {"var": "data.constructor.constructor"} would reach Function through the prototype: a path reads
// own properties only (readPath), like every other binding; a missing one is the fallback, else null.
jsonLogic.add_operation('var', function (this: unknown, path: unknown, fallback?: unknown) {
  const name = path === undefined || path === null ? '' : String(path);
  const found = name === '' ? this : readPath(this, name);
  return found === undefined ? (fallback === undefined ? null : fallback) : found;
});

export type Logic = unknown;

export function evaluate(logic: Logic, scope: unknown): unknown {
  return jsonLogic.apply(logic as Parameters<typeof jsonLogic.apply>[0], scope);
}

export function isTruthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

/** A node's condition: absent means shown/enabled. */
export function holds(condition: Logic | undefined, scope: unknown): boolean {
  if (condition === undefined) return true;
  return isTruthy(evaluate(condition, scope));
}
