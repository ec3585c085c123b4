/**
 * Turns a declared value into a real one against the page's scope:
 * a compiled template → text, `{"$bind": "a.b"}` → the value at that path,
 * `{"$expr": <JSON Logic>}` → its result, `{"$bindState": "a.b"}` → the page state there (a block's
 * prop bound both ways: renderer/page/NodeView.tsx gives the block its setter); arrays and plain
 * objects are resolved member by member.
 */
import { evaluate } from './logic.ts';
import { readPath } from './path.ts';
import { isCompiledTemplate, renderTemplate } from './template.ts';

export { readPath };

export type Scope = Record<string, unknown>;

/** Plain JSON-like objects only: a File from an event (an upload) passes through untouched. */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function resolveValue(value: unknown, scope: Scope): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, scope));
  if (!isRecord(value)) return value;
  if (isCompiledTemplate(value)) return renderTemplate(value, scope);
  if (typeof value.$bind === 'string') return readPath(scope, value.$bind);
  if (typeof value.$bindState === 'string') return readPath(scope.state, value.$bindState);
  if ('$expr' in value) return evaluate(value.$expr, scope);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = resolveValue(item, scope);
  return out;
}

/** The state path a value binds both ways (`{"$bindState": path}`), else undefined. */
export function boundStatePath(value: unknown): string | undefined {
  return isRecord(value) && typeof value.$bindState === 'string' ? value.$bindState : undefined;
}

export function resolveRecord(values: Record<string, unknown> | undefined, scope: Scope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!values) return out;
  for (const [key, item] of Object.entries(values)) out[key] = resolveValue(item, scope);
  return out;
}
