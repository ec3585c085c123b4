/**
 * Whether a value read back from local storage (a draft, which anything on the phone could have
 * written or an older build could have shaped differently) may stand in for a state key's starting
 * value. The rule is the starting value's JSON type:
 * - text, a number, yes/no and an object: the same JSON type (a number only when finite);
 * - a list: a list whose items are all of the JSON types the starting list's items have, or all
 *   text when the page starts it empty (the pages' lists start empty and hold text: picture addresses);
 * - null (nothing chosen yet, as a complaint's type): null or a single value (text, number, yes/no),
 *   never a list or an object.
 * Objects are checked one level deep only: their keys are the page's business, not the draft's.
 */
export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

export function jsonType(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : undefined;
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  return typeof value === 'object' ? 'object' : undefined;
}

const SCALARS: ReadonlySet<JsonType | undefined> = new Set(['null', 'boolean', 'number', 'string']);

export function fitsStartingValue(value: unknown, initial: unknown): boolean {
  const type = jsonType(value);
  const expected = jsonType(initial);
  if (type === undefined || expected === undefined) return false;
  if (expected === 'null') return SCALARS.has(type);
  if (type !== expected) return false;
  if (type !== 'array') return true;
  const itemTypes = new Set((initial as unknown[]).map(jsonType));
  if (itemTypes.size === 0) itemTypes.add('string');
  return (value as unknown[]).every((item) => itemTypes.has(jsonType(item)));
}
