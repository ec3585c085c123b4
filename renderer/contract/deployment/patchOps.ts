/**
 * The operations of a brand's page patch (deployment `pages.<routeKey>`, and each variant of an
 * experiment, ./experiments.ts), declared once with their JSON Schema: the deployment's schema
 * (./schema.ts) and the build that applies and checks them (renderer/toolchain/brand/pagePatch.ts) read
 * this list.
 */
import type { Json } from '../json.ts';

export const PATCH_OPS = {
  setProps: "Merge into the node's props (RFC 7386: a prop set to null is removed).",
  setWhen: 'Show the node only when a condition holds (null: always).',
  remove: 'Remove the node (with its children).',
  insert: 'Insert one node ("node") or several ("nodes") before or after the node with that id.',
  move: 'Move the node before or after another node.',
  merge: "A JSON merge patch (RFC 7386) of the page's own fields (title, documentTitle, state, data, dialogs…).",
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

const nodeId = {
  type: 'string',
  pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
  description: 'The "id" of a node of the page (ids are unique in a page).',
} as const;
/** A node as the page schema has it (schemas/page.schema.json, generated beside this schema). */
const pageNode = { $ref: 'page.schema.json#/$defs/node' } as const;
const beforeOrAfter = {
  before: { ...nodeId, description: 'The id of the node to put it before.' },
  after: { ...nodeId, description: 'The id of the node to put it after.' },
} as const;
const opOf = (name: PatchOpName, properties: Record<string, unknown>, required: string[]): object => ({
  if: { properties: { op: { const: name } }, required: ['op'] },
  then: {
    additionalProperties: false,
    required,
    properties: { op: { const: name }, $comment: { type: 'string' }, ...properties },
  },
});

/** One operation of a brand's page patch (renderer/toolchain/brand/pagePatch.ts). */
export const patchOp: object = {
  type: 'object',
  required: ['op'],
  properties: {
    op: {
      enum: Object.keys(PATCH_OPS) as (keyof typeof PATCH_OPS)[],
      description: Object.entries(PATCH_OPS)
        .map(([name, what]) => `${name}: ${what}`)
        .join(' '),
    },
  },
  allOf: [
    opOf('setProps', { id: nodeId, props: { type: 'object', description: PATCH_OPS.setProps } }, ['id', 'props']),
    opOf(
      'setWhen',
      {
        id: nodeId,
        when: {
          description: `${PATCH_OPS.setWhen} The page's names are in scope: {"$logic": {"==": [{"var": "market.currency"}, "IDR"]}} holds for the Indonesian market.`,
        },
      },
      ['id', 'when'],
    ),
    opOf('remove', { id: nodeId }, ['id']),
    opOf('insert', { ...beforeOrAfter, node: pageNode, nodes: { type: 'array', items: pageNode, minItems: 1 } }, []),
    opOf('move', { id: nodeId, ...beforeOrAfter }, ['id']),
    opOf('merge', { patch: { type: 'object', description: PATCH_OPS.merge } }, ['patch']),
  ],
} as const;

/** A brand's patch of one page: a list of operations. */
export const pagePatchSchema: object = { type: 'array', items: patchOp };
