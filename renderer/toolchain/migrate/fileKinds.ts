/**
 * What an authored file is (a page, a shared flow, a deployment) and the grammar version it says
 * (renderer/contract/grammarVersion.ts): by the schema it names, else by what it holds (a test
 * fixture may be any of them).
 */
import { UNSTAMPED_VERSION, VERSION_FIELD } from '../../contract/grammarVersion.ts';
import { isObject } from '../../contract/json.ts';
import type { FileKind } from './step.ts';

const BY_SCHEMA: Record<string, FileKind> = {
  'page.schema.json': 'page',
  'flow.schema.json': 'flow',
  'deployment.schema.json': 'deployment',
};

/** The kind of an authored file, or undefined for any other JSON (a catalogue, a fixture that is none). */
export function fileKindOf(document: unknown): FileKind | undefined {
  if (!isObject(document)) return undefined;
  const schema = typeof document.$schema === 'string' ? document.$schema.split('/').pop()! : '';
  if (Object.hasOwn(BY_SCHEMA, schema)) return BY_SCHEMA[schema];
  if ('body' in document || 'route' in document) return 'page';
  if ('pages' in document || 'gateway' in document || 'colors' in document) return 'deployment';
  if (Array.isArray(document.actions) && 'description' in document) return 'flow';
  return undefined;
}

/** The grammar version a file says: 1 when it says none, undefined when what it says is no version. */
export function versionOf(document: unknown): number | undefined {
  const said = isObject(document) ? document[VERSION_FIELD] : undefined;
  if (said === undefined) return UNSTAMPED_VERSION;
  return Number.isInteger(said) && (said as number) >= UNSTAMPED_VERSION ? (said as number) : undefined;
}
