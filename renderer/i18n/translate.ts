/** Message lookup, without React or the catalogues' loaders: what actions and the build-side code may import. */

/** Looks up a dotted key and fills `{name}` placeholders; an unknown key shows itself. */
export function translate(messages: unknown, key: string, vars: Record<string, string | number> = {}): string {
  let value: unknown = messages;
  for (const part of key.split('.')) {
    value = typeof value === 'object' && value !== null && Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value !== 'string') return key;
  return value.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
