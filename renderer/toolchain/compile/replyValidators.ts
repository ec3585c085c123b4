/**
 * Precompiles each call's reply schema into a small standalone validator at build time (ajv
 * standalone), so the browser checks reply shapes without shipping a schema compiler.
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { CallDef } from '../../contract/callSchema.ts';
import { createAjv } from '../project/ajv.ts';

/** An ES module exporting one validator per call id that has a reply schema. */
export function replyValidatorsModule(calls: Record<string, CallDef>, ids: readonly string[]): string {
  const withReply = ids.filter((id) => calls[id]?.reply);
  if (withReply.length === 0) return 'export {};\n';
  const ajv = createAjv({ source: true });
  for (const id of withReply) ajv.addSchema({ ...(calls[id]!.reply as object), $id: `reply-${id}` });
  const code = standaloneCode(ajv, Object.fromEntries(withReply.map((id) => [id, `reply-${id}`])));
  if (/\brequire\(/.test(code)) {
    throw new Error(
      `a reply schema of ${withReply.join(', ')} needs an ajv runtime helper (avoid minLength/maxLength/uniqueItems/format in reply schemas)`,
    );
  }
  return code;
}
