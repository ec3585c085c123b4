/** Message lookup, without React or the catalogues' loaders: what actions and the build-side code may import. */
import { readPath } from '../binding/path.ts';

/** Looks up a dotted key and fills `{name}` placeholders; an unknown key shows itself. */
export function translate(messages: unknown, key: string, vars: Record<string, string | number> = {}): string {
  const value = readPath(messages, key);
  if (typeof value !== 'string') return key;
  return value.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
