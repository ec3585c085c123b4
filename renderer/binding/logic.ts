/**
 * Conditions and computed values: JSON Logic, interpreted, never compiled to code. The `method`
 * operator (which calls arbitrary methods on values) is removed so JSON can only compute.
 */
import jsonLogic from 'json-logic-js';

jsonLogic.rm_operation('method');
// {"join": [list, ","]}: a list as one string (comma-joined image URLs on the wire, SPEC §7).
// {"trim": text}: what the borrower typed without surrounding blanks (a text of spaces is empty).
jsonLogic.add_operation('trim', (value: unknown) => (typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value).trim()));
jsonLogic.add_operation('join', (list: unknown, separator: unknown = ',') => (Array.isArray(list) ? list.join(String(separator)) : ''));

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
