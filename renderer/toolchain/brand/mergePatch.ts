/**
 * JSON merge patch (RFC 7386) for a deployment's per-page overrides. Keys that could reach an
 * object's prototype are refused, wherever they appear, instead of being merged.
 */
import { FORBIDDEN_KEYS, isObject } from '../../contract/json.ts';

export class UnsafeKeyError extends Error {
  constructor(readonly pointer: string) {
    super(`forbidden key at ${pointer}`);
    this.name = 'UnsafeKeyError';
  }
}

type JsonObject = Record<string, unknown>;

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The JSON pointers of every forbidden key in a document. */
export function unsafeKeys(value: unknown, pointer = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeKeys(item, `${pointer}/${i}`));
  if (!isObject(value)) return [];
  return Object.keys(value).flatMap((key) => {
    const at = `${pointer}/${escapePointer(key)}`;
    return FORBIDDEN_KEYS.has(key) ? [at] : unsafeKeys(value[key], at);
  });
}

/** Throws UnsafeKeyError with the JSON pointer of the first forbidden key. */
export function assertSafeKeys(value: unknown): void {
  const [first] = unsafeKeys(value);
  if (first !== undefined) throw new UnsafeKeyError(first);
}

function merge(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out: JsonObject = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else
      Object.defineProperty(out, key, {
        value: merge(out[key], value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

/** Returns a new document; neither input is changed. */
export function mergePatch<T>(target: T, patch: unknown): T {
  assertSafeKeys(patch);
  return merge(target, patch) as T;
}
