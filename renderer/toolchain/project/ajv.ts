/** The build's JSON Schema validator (never shipped to the browser). */
import { Ajv2020 } from 'ajv/dist/2020.js';

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
