/**
 * A launch option that is not a launch parameter (it never goes to the gateway): read from the
 * address when present and kept for the browsing session, so in-app navigation and reload keep it.
 */
export function sessionOption<T extends string>(
  url: URL,
  session: Storage | undefined,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const asked = url.searchParams.get(name);
  if (asked !== null && (allowed as readonly string[]).includes(asked)) {
    try {
      session?.setItem(name, asked);
    } catch {
      // Private mode: the option holds for this page's lifetime.
    }
    return asked as T;
  }
  let stored: string | null = null;
  try {
    stored = session?.getItem(name) ?? null;
  } catch {
    stored = null;
  }
  return stored !== null && (allowed as readonly string[]).includes(stored) ? (stored as T) : undefined;
}
