/**
 * A call's reply as the gateway itself sends it, from the catalogue's readable reply schema: the
 * payload's scrambled names put back (the inverse of the runtime's alias table,
 * renderer/runtime/gateway/reply.ts) and the payload inside its envelope. The backend team reads
 * and answers these names, never the readable ones the pages bind.
 */
import type { CallDef } from '../../contract/callSchema.ts';
import { isObject, type Json } from '../../contract/json.ts';

/** Where the code, message and payload are in the raw reply (the runtime's defaults when the call names none). */
export function envelopeOf(call: Pick<CallDef, 'envelope'>): { code: string; message: string; data: string } {
  return { code: 'code', message: 'message', data: 'data', ...call.envelope };
}

/** The readable name → gateway name tables of a call, by location ("" the payload, "/list/*" each item of list). */
function inverted(aliases: CallDef['aliases']): [string, Record<string, string>][] {
  return Object.entries(aliases ?? {}).map(([location, names]) => [
    location,
    Object.fromEntries(Object.entries(names).map(([raw, readable]) => [readable, raw])),
  ]);
}

/** The steps of an alias location ("" none, "/a/*" → a, *). */
const stepsOf = (location: string): string[] => (location === '' ? [] : location.split('/').slice(1));

function renameProperties(schema: Json, names: Record<string, string>): Json {
  const out: Json = { ...schema };
  if (isObject(schema.properties))
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [names[key] ?? key, value]),
    );
  if (Array.isArray(schema.required))
    out.required = schema.required.map((key) => (typeof key === 'string' ? (names[key] ?? key) : key));
  return out;
}

function renameSchemaAt(schema: unknown, steps: string[], names: Record<string, string>): unknown {
  if (!isObject(schema)) return schema;
  if (steps.length === 0) return renameProperties(schema, names);
  const [step, ...rest] = steps as [string, ...string[]];
  if (step === '*')
    return isObject(schema.items) ? { ...schema, items: renameSchemaAt(schema.items, rest, names) } : schema;
  if (!isObject(schema.properties) || !Object.hasOwn(schema.properties, step)) return schema;
  return {
    ...schema,
    properties: { ...schema.properties, [step]: renameSchemaAt(schema.properties[step], rest, names) },
  };
}

/**
 * The payload schema in the gateway's names. The deepest locations go first: a location is written in readable names,
 * which a shallower renaming would change.
 */
export function rawPayloadSchema(call: Pick<CallDef, 'reply' | 'aliases'>): unknown {
  const tables = inverted(call.aliases).sort(([a], [b]) => stepsOf(b).length - stepsOf(a).length);
  let schema: unknown = call.reply ?? {};
  for (const [location, names] of tables) schema = renameSchemaAt(schema, stepsOf(location), names);
  return schema;
}

/**
 * A readable path of the payload (steps as the pages name them; "*" any item) as the gateway's JSON pointer into the
 * whole reply: its envelope's payload field first, each step by the gateway's own name.
 */
export function rawPointer(call: Pick<CallDef, 'envelope' | 'aliases'>, steps: readonly string[]): string {
  const tables = new Map(inverted(call.aliases));
  const out: string[] = [envelopeOf(call).data];
  const readable: string[] = [];
  for (const step of steps) {
    // A location is named by readable steps with "*" for list items (an index reads an item too).
    const location = readable.length ? `/${readable.join('/')}` : '';
    const names = tables.get(location);
    out.push(names && Object.hasOwn(names, step) ? names[step]! : step);
    readable.push(/^\d+$/.test(step) ? '*' : step);
  }
  return out.map((step) => `/${step.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** A JSON pointer into the readable payload (as ajv gives it) as the gateway's pointer into the whole reply. */
export function readableToRaw(call: Pick<CallDef, 'envelope' | 'aliases'>, readablePointer: string): string {
  const steps = readablePointer === '' ? [] : readablePointer.split('/').slice(1).map(unescapeStep);
  return rawPointer(call, steps);
}

const unescapeStep = (step: string) => step.replace(/~1/g, '/').replace(/~0/g, '~');
