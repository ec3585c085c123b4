/** A call of schemas/calls.json as the build compiles it, with its reply validator (compiled once per call). */
import catalogue from '../../schemas/calls.json';
import { compileAlone } from '../../renderer/toolchain/project/ajv.ts';
import type { CallDef } from '../../renderer/contract/callSchema.ts';
import type { CompiledCall } from '../../renderer/contract/gateway.ts';

const defs = catalogue.calls as unknown as Record<string, CallDef>;
const compiledCalls = new Map<string, CompiledCall>();

export function compiled(id: string): CompiledCall {
  let call = compiledCalls.get(id);
  if (!call) {
    const def = defs[id];
    if (!def) throw new Error(`no call ${id} in the catalogue`);
    const validate = def.reply ? compileAlone(def.reply) : undefined;
    call = { ...def, id, ...(validate ? { validate: (data: unknown) => validate(data) } : {}) };
    compiledCalls.set(id, call);
  }
  return call;
}
