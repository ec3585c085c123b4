/**
 * JSON merge patch (RFC 7386) for a deployment's per-page overrides. Keys that could reach an
 * object's prototype are refused, wherever they appear, instead of being merged.
 */
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export class UnsafeKeyError extends Error {
  constructor(readonly pointer: string) {
    super(`forbidden key at ${pointer}`);
    this.name = 'UnsafeKeyError';
  }
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Throws UnsafeKeyError with the JSON pointer of the first forbidden key. */
export function assertSafeKeys(value: unknown, pointer = ''): void {
  if (Array.isArray(value)) value.forEach((item, i) => assertSafeKeys(item, `${pointer}/${i}`));
  if (!isObject(value)) return;
  for (const key of Object.keys(value)) {
    const at = `${pointer}/${escapePointer(key)}`;
    if (FORBIDDEN_KEYS.has(key)) throw new UnsafeKeyError(at);
    assertSafeKeys(value[key], at);
  }
}

function merge(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out: JsonObject = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else Object.defineProperty(out, key, { value: merge(out[key], value), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Returns a new document; neither input is changed. */
export function mergePatch<T>(target: T, patch: unknown): T {
  assertSafeKeys(patch);
  return merge(target, patch) as T;
}
