/** The build's JSON Schema validator (never shipped to the browser). */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';

export function createAjv(options: { source?: boolean } = {}): Ajv2020 {
  return new Ajv2020({
    allErrors: !options.source,
    verbose: !options.source,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
    ...(options.source ? { code: { source: true, esm: true, optimize: true } } : {}),
  });
}

/** The instance schemas compiled each on their own share: a new one compiles the 2020-12 meta-schema first. */
let alone: Ajv2020 | undefined;

/** Each schema compiled alone, by its text: its check, or why it does not compile. */
const compiledAlone = new Map<string, ValidateFunction | Error>();

/**
 * A schema compiled on its own (a call's reply), as in an instance of its own: it is taken out of the shared one once
 * compiled, so two schemas may use the same $id. A new instance a schema took 15x as long (the catalogue's 29 replies,
 * 660 ms against 44). Compiling is a pure function of the schema's text, and a build, validate or a test worker loads
 * the same catalogue many times: the outcome is kept by the text, a schema that does not compile throwing each time.
 */
export function compileAlone(schema: object): ValidateFunction {
  const text = JSON.stringify(schema);
  let compiled = compiledAlone.get(text);
  if (!compiled) {
    alone ??= createAjv();
    try {
      compiled = alone.compile(schema);
    } catch (error) {
      compiled = error as Error;
    } finally {
      alone.removeSchema(schema);
    }
    compiledAlone.set(text, compiled);
  }
  if (compiled instanceof Error) throw compiled;
  return compiled;
}
