/** A JSON object (not null, not a list): the one test every reader of untyped JSON uses. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Keys that could reach an object's prototype: refused wherever JSON or a path names them (a brand's patch, a page's
 * state path).
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
