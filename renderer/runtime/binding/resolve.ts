/**
 * Turns a declared value (a member of the value family, ./values.ts) into a real one against the
 * page's scope: `{"$read": path}` → the value at that path, `{"$template": tokens}` (parsed by the
 * build) → text, `{"$logic": <JSON Logic>}` → its result, `{"$bindState": path}` → the page state
 * there (a block's prop bound both ways: renderer/runtime/page/NodeView.tsx gives the block its setter); any
 * other array or plain object is resolved member by member, and everything else (a bare string too)
 * is a literal.
 */
import { isObject } from '../../contract/json.ts';
import { evaluate, isTruthy } from './logic.ts';
import { readPath } from './path.ts';
import { renderTemplate, type Token } from './template.ts';
import { BIND_STATE, LOGIC, READ, TEMPLATE } from './values.ts';

export { readPath };

export type Scope = Record<string, unknown>;

/** Plain JSON-like objects only: a File from an event (an upload) passes through untouched. */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function resolveValue(value: unknown, scope: Scope): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, scope));
  if (!isRecord(value)) return value;
  // A member has its tag alone (the page schema says so); a path computed from steps reaches the browser as JSON Logic
  // (renderer/toolchain/compile/compilePage.ts).
  if (READ in value) return readPath(scope, value[READ] as string);
  if (TEMPLATE in value) return renderTemplate(value[TEMPLATE] as Token[], scope);
  if (LOGIC in value) return evaluate(value[LOGIC], scope);
  if (BIND_STATE in value) return readPath(scope.state, value[BIND_STATE] as string);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = resolveValue(item, scope);
  return out;
}

/** The state path a value binds both ways (`{"$bindState": path}`), else undefined. */
export function boundStatePath(value: unknown): string | undefined {
  return isRecord(value) && typeof value[BIND_STATE] === 'string' ? value[BIND_STATE] : undefined;
}

export function resolveRecord(values: Record<string, unknown> | undefined, scope: Scope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!values) return out;
  for (const [key, item] of Object.entries(values)) out[key] = resolveValue(item, scope);
  return out;
}

/**
 * A condition (`when`, `enabledWhen`, `if`'s `cond`, a guard's `fails`): a value of the family, truthy as JSON Logic
 * says; absent holds.
 */
export function holds(condition: unknown, scope: Scope): boolean {
  return condition === undefined || isTruthy(resolveValue(condition, scope));
}
