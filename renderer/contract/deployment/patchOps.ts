/**
 * The operations of a brand's page patch (deployment `pages.<routeKey>`), declared once: the
 * deployment's schema (./schema.ts) and the build that applies and checks them
 * (renderer/build/brand/pagePatch.ts) read this list.
 */
import type { Json } from '../json.ts';

export const PATCH_OPS = {
  setProps: 'Merge into the node\'s props (RFC 7386: a prop set to null is removed).',
  setWhen: 'Show the node only when a JSON Logic condition holds (null: always).',
  remove: 'Remove the node (with its children).',
  insert: 'Insert one node ("node") or several ("nodes") before or after the node with that id.',
  move: 'Move the node before or after another node.',
  merge: 'A JSON merge patch (RFC 7386) of the page\'s own fields (title, documentTitle, state, data, dialogs…).',
} as const;
export type PatchOpName = keyof typeof PATCH_OPS;

export interface PatchOp {
  op: PatchOpName;
  id?: string;
  props?: Json;
  when?: unknown;
  before?: string;
  after?: string;
  node?: Json;
  nodes?: Json[];
  patch?: Json;
}
