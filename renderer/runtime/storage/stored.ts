/** Local storage as pages use it: strings stay strings, anything else is JSON. Never throws. */
export function writeStored(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) storage?.removeItem(key);
    else storage?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // A full quota or private mode: the page goes on without it.
  }
}

export function readStored(storage: Storage | undefined, key: string): unknown {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  if (raw.startsWith('{') || raw.startsWith('[')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return raw;
}

export function removeStored(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
