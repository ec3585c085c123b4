/** A JSON object (not null, not a list): the one test every reader of untyped JSON uses. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
