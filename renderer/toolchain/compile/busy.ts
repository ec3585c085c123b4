/**
 * Whether a chain keeps the block that started it busy: it (or a branch of it, or a named chain it
 * runs) has an action whose kind waits (a call, a timer, a refetch). Only such a chain makes its
 * block ignore further taps until it ends — one request per tap; a chain that only sets state
 * finishes at once, so a text field's keystrokes are never held back. Decided at build time.
 */
import type { Role } from '../../contract/page/grammar.ts';
import { kindOf } from './visitPage.ts';
import { isObject, type Json } from '../../contract/json.ts';

/** The branches (lists of actions) anywhere in a field's value, by the field's schema. */
function branchesIn(schema: unknown, value: unknown): unknown[] {
  if (!isObject(schema)) return [];
  if ((schema.$ref as Role | undefined) === 'actions') return [value];
  if (Array.isArray(value) && isObject(schema.items)) return value.flatMap((item) => branchesIn(schema.items, item));
  if (!isObject(value)) return [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.entries(value).flatMap(([key, item]) =>
    branchesIn(Object.hasOwn(properties, key) ? properties[key] : schema.additionalProperties, item),
  );
}

export function keepsBlockBusy(
  actions: unknown,
  chains: Record<string, unknown>,
  seen: Set<string> = new Set(),
): boolean {
  if (!Array.isArray(actions)) return false;
  return actions.some((action) => {
    const kind = kindOf(action);
    if (!kind || !isObject(action)) return false;
    if (kind.busy) return true;
    if (action.do === 'run' && typeof action.chain === 'string' && !seen.has(action.chain)) {
      seen.add(action.chain);
      if (keepsBlockBusy(chains[action.chain], chains, seen)) return true;
    }
    const properties = kind.schema.properties as Json;
    return Object.entries(action).some(([key, value]) =>
      branchesIn(properties[key], value).some((branch) => keepsBlockBusy(branch, chains, seen)),
    );
  });
}
