/**
 * Follows a dotted path through a JSON Schema, to tell at build time whether a page names a field
 * a reply (or the deployment) really has. Where a schema does not list its fields, anything goes.
 */
type Schema = Record<string, unknown> | boolean;

function resolve(schema: Schema, root: Schema): Schema {
  if (typeof schema !== 'object' || typeof schema.$ref !== 'string') return schema;
  const match = /^#\/\$defs\/(.+)$/.exec(schema.$ref);
  const defs = typeof root === 'object' ? (root.$defs as Record<string, Schema> | undefined) : undefined;
  return match && defs?.[match[1]!] ? resolve(defs[match[1]!]!, root) : true;
}

export type WalkResult = { ok: true; schema: Schema } | { ok: false; at: string; known: string[] };

/** Steps through properties, array items (by index or `*`) and anyOf/oneOf branches. */
export function walkSchema(
  schema: Schema,
  segments: readonly string[],
  root: Schema = schema,
  done: string[] = [],
): WalkResult {
  const current = resolve(schema, root);
  if (segments.length === 0 || typeof current !== 'object') return { ok: true, schema: current };
  const [segment, ...rest] = segments as [string, ...string[]];
  const branches = (current.anyOf ?? current.oneOf) as Schema[] | undefined;
  if (branches) {
    let failure: WalkResult | undefined;
    for (const branch of branches) {
      const result = walkSchema(branch, segments, root, done);
      if (result.ok) return result;
      failure ??= result;
    }
    return failure!;
  }
  if (current.items !== undefined && (/^\d+$/.test(segment) || segment === '*')) {
    return walkSchema(current.items as Schema, rest, root, [...done, segment]);
  }
  if (segment === 'length' && current.items !== undefined) return { ok: true, schema: true };
  const properties = current.properties as Record<string, Schema> | undefined;
  if (properties && Object.hasOwn(properties, segment))
    return walkSchema(properties[segment]!, rest, root, [...done, segment]);
  if (properties)
    return {
      ok: false,
      at: [...done, segment].join('.'),
      known: Object.keys(properties).filter((key) => !key.startsWith('$')),
    };
  if (typeof current.additionalProperties === 'object')
    return walkSchema(current.additionalProperties as Schema, rest, root, [...done, segment]);
  return { ok: true, schema: true };
}

/** The schema of one item of the list at this schema, for names inside a repeat. */
export function itemSchema(schema: Schema, root: Schema): Schema {
  const current = resolve(schema, root);
  if (typeof current !== 'object') return true;
  const branches = (current.anyOf ?? current.oneOf) as Schema[] | undefined;
  if (branches) {
    for (const branch of branches) {
      const resolved = resolve(branch, root);
      if (typeof resolved === 'object' && resolved.items !== undefined) return resolve(resolved.items as Schema, root);
    }
    return true;
  }
  return current.items === undefined ? true : resolve(current.items as Schema, root);
}
