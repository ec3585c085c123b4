/**
 * What a page does when a field it binds comes missing, null or of another type, derived from the
 * call's reply schema as the runtime checks it (renderer/runtime/gateway/client.ts: a success whose
 * payload does not match the schema is a bad reply, and the page shows its error): a field the
 * schema requires, or types, refuses the reply; one it leaves open is shown blank or as its default.
 */
import { isObject } from '../../contract/json.ts';
import { walkSchema } from '../compile/schemaWalk.ts';

type Schema = Record<string, unknown> | boolean;

/** The runtime's answer to a field's fault: the page shows its error, a blank or default, or what came as it came. */
export const OUTCOMES = {
  error: 'the page shows its error (a bad reply)',
  blank: 'the page renders a blank or its default there',
  unchecked: 'not checked: the page shows what came as it came',
} as const;
export type Outcome = keyof typeof OUTCOMES;

export interface FieldOutcomes {
  missing: Outcome;
  null: Outcome;
  otherType: Outcome;
  /** The JSON types the schema allows there (empty: any). */
  types: string[];
}

function resolved(schema: Schema, root: Schema): Schema {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return schema;
  const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
  const defs = isObject(root) && isObject(root.$defs) ? root.$defs : {};
  return name && isObject(defs[name]) ? resolved(defs[name] as Schema, root) : true;
}

/** The schema's branches (anyOf/oneOf), each resolved, or the schema alone. */
function branches(schema: Schema, root: Schema): Schema[] {
  const own = resolved(schema, root);
  if (!isObject(own)) return [own];
  const list = (own.anyOf ?? own.oneOf) as Schema[] | undefined;
  return list ? list.flatMap((branch) => branches(branch, root)) : [own];
}

/** The JSON types a schema allows (empty when any type goes). */
export function typesOf(schema: Schema, root: Schema): string[] {
  const found = new Set<string>();
  for (const branch of branches(schema, root)) {
    if (!isObject(branch) || branch.type === undefined) return [];
    for (const type of [branch.type].flat()) found.add(String(type));
  }
  return [...found].sort();
}

function requiredBy(parent: Schema, root: Schema, name: string): boolean {
  const all = branches(parent, root);
  return (
    all.length > 0 &&
    all.every((branch) => isObject(branch) && Array.isArray(branch.required) && branch.required.includes(name))
  );
}

/** The outcomes of a field reached by readable steps ("*" an item) in a reply schema. */
export function fieldOutcomes(reply: Schema, steps: readonly string[]): FieldOutcomes {
  const field = walkSchema(reply, steps, reply);
  const schema = field.ok ? field.schema : true;
  const types = typesOf(schema, reply);
  const last = steps.at(-1);
  let required: boolean;
  if (last === undefined) required = types.length > 0 && !types.includes('null');
  else if (last === '*') required = false;
  else {
    const parent = walkSchema(reply, steps.slice(0, -1), reply);
    required = parent.ok && requiredBy(parent.schema, reply, last);
  }
  return {
    missing: required ? 'error' : 'blank',
    null: types.length === 0 || types.includes('null') ? 'blank' : 'error',
    otherType: types.length === 0 ? 'unchecked' : 'error',
    types,
  };
}
