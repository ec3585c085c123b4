/**
 * Turning a raw gateway reply into what pages see (SPEC §8, CONTRACT §7): success by the call's
 * rule, code/message/payload from where the call keeps them, scrambled names made readable.
 */
import type { CallDef } from '../../contract/callSchema.ts';
import { isObject, type Json } from '../../contract/json.ts';
import type { Reply } from '../../contract/gateway.ts';

/** Strict equality: integer 0, '0' and '00' are three different rules. */
export function isSuccess(raw: unknown, rule: CallDef['success']): boolean {
  return isObject(raw) && raw[rule.field] === rule.equals;
}

function renameKeys(value: unknown, names: Record<string, string>): unknown {
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    const name = Object.hasOwn(names, key) ? names[key]! : key;
    // defineProperty: a reply's own "__proto__" key stays a plain field, never the payload's prototype.
    Object.defineProperty(out, name, { value: item, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Applies the alias table at each location ("" root, "/a/*" items of a, "/a/b" object b of a). */
export function applyAliases(payload: unknown, aliases: CallDef['aliases']): unknown {
  if (!aliases) return payload;
  const locations = Object.keys(aliases).sort((a, b) => a.split('/').length - b.split('/').length);
  let result = payload;
  for (const location of locations) {
    const steps = location === '' ? [] : location.split('/').slice(1);
    result = renameAt(result, steps, aliases[location]!);
  }
  return result;
}

function renameAt(value: unknown, steps: string[], names: Record<string, string>): unknown {
  if (steps.length === 0) return renameKeys(value, names);
  const [step, ...rest] = steps as [string, ...string[]];
  if (step === '*') return Array.isArray(value) ? value.map((item) => renameAt(item, rest, names)) : value;
  if (!isObject(value) || !Object.hasOwn(value, step)) return value;
  return { ...value, [step]: renameAt(value[step], rest, names) };
}

export function readReply(raw: unknown, call: CallDef): Reply {
  const envelope = { code: 'code', message: 'message', data: 'data', ...call.envelope };
  const body = isObject(raw) ? raw : {};
  const message = body[envelope.message];
  return {
    ok: isSuccess(raw, call.success),
    code: body[envelope.code],
    message: typeof message === 'string' ? message : '',
    data: applyAliases(body[envelope.data], call.aliases),
    raw,
  };
}
