/**
 * Conditions and computed values: JSON Logic, interpreted, never compiled to code. The `method`
 * operator (which calls arbitrary methods on values) is removed so JSON can only compute.
 */
import jsonLogic from 'json-logic-js';
import { appPath } from '../links/safeLink.ts';
import { formatUnits, toWireAmount, type Currency } from '../money/money.ts';

jsonLogic.rm_operation('method');
// {"join": [list, ","]}: a list as one string (comma-joined image URLs on the wire, SPEC §7).
// {"trim": text}: what the borrower typed without surrounding blanks (a text of spaces is empty).
jsonLogic.add_operation('trim', (value: unknown) => (typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value).trim()));
// {"money": [amount, currency]}: whole currency units as the market writes them ("Rp 1.250.000").
jsonLogic.add_operation('money', (units: unknown, currency: unknown) =>
  units === null || units === undefined || units === ''
    ? ''
    : formatUnits(typeof units === 'number' ? units : Number(toWireAmount(String(units))), currency as Currency),
);
// {"amount": value}: an amount for the wire, an integer string with every separator stripped (SPEC §7).
jsonLogic.add_operation('amount', (value: unknown) => toWireAmount((value ?? '') as string));
// {"appPath": value}: the value when it is a path on this site, else '' (a query value may only lead back inside the app).
jsonLogic.add_operation('appPath', (value: unknown) => appPath(value));
// {"matches": [value, "^pattern$"]}: whether the text matches the pattern (a field's format, SPEC §5). The build checks
// the pattern compiles; each is compiled once.
const patterns = new Map<string, RegExp>();
jsonLogic.add_operation('matches', (value: unknown, pattern: unknown) => {
  if (typeof pattern !== 'string') return false;
  let regex = patterns.get(pattern);
  if (!regex) patterns.set(pattern, (regex = new RegExp(pattern, 'u')));
  return regex.test(value === null || value === undefined ? '' : String(value));
});
// {"split": [text, separator]}: a text as a list, blank parts left out (server text's paragraphs, one per blank line).
jsonLogic.add_operation('split', (value: unknown, separator: unknown = '\n') =>
  typeof value === 'string' ? value.split(String(separator)).map((part) => part.trim()).filter((part) => part !== '') : [],
);
// {"now": []}: the time in milliseconds (a fresh picture captcha's timestamp); the standard Date, so a test clock drives it.
jsonLogic.add_operation('now', () => Date.now());
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
