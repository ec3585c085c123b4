/** Dotted paths into the page scope (bindings, `var` in conditions). */

/**
 * Reads a dotted path; only own properties, so `__proto__`, `constructor` and friends read as
 * undefined. A text's own `length` and characters are its own properties too.
 */
export function readPath(root: unknown, path: string): unknown {
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (value === null || value === undefined) return undefined;
    const holder = Object(value) as Record<string, unknown>;
    if (!Object.hasOwn(holder, key)) return undefined;
    value = holder[key];
  }
  return value;
}
