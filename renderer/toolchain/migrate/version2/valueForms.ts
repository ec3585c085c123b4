/**
 * `npm run migrate-values` (scripts/migrate-values.ts): finds every value a page, a flow or a
 * brand's page patch writes in a form the value family replaced (./oldValues.ts), by the same page
 * visitor validate uses, and rewrites the file's text in place: only those values change, each
 * keeping what was written inside it (comments, line breaks), so a second run finds nothing.
 */
import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import { isObject, type Json } from '../../../contract/json.ts';
import type { Fix } from './oldValues.ts';
import { visitPage } from '../../compile/visitPage.ts';

export interface ValueEdit {
  /** The JSON pointer of the value in the file. */
  pointer: string;
  fix: Fix;
}

/** The old forms of one page-like document, at pointers of `prefix` + the pointer inside it. */
function pageEdits(
  page: Json,
  prefix: string,
  mapPointer: (pointer: string) => string = (pointer) => pointer,
): ValueEdit[] {
  const edits: ValueEdit[] = [];
  visitPage(page, {
    oldForm: (old, { pointer }) => void edits.push({ pointer: prefix + mapPointer(pointer), fix: old.fix }),
  });
  return edits;
}

/** One node's keys (props, when, children…) as visited in a page of that node alone. */
const nodeEdits = (node: Json, prefix: string) =>
  pageEdits({ body: [node] }, prefix, (pointer) => pointer.replace(/^\/body\/0/, ''));

/** A brand's page patches: operations (merge, setProps, setWhen, insert) or an older merge patch. */
function patchEdits(pages: unknown): ValueEdit[] {
  if (!isObject(pages)) return [];
  const edits: ValueEdit[] = [];
  for (const [route, patch] of Object.entries(pages)) {
    const at = `/pages/${route}`;
    if (isObject(patch)) edits.push(...pageEdits(patch, at));
    if (!Array.isArray(patch)) continue;
    patch.forEach((op: unknown, i) => {
      if (!isObject(op)) return;
      const opAt = `${at}/${i}`;
      if (op.op === 'merge' && isObject(op.patch)) edits.push(...pageEdits(op.patch, `${opAt}/patch`));
      if (op.op === 'setProps' && isObject(op.props))
        edits.push(...nodeEdits({ type: 'patch', props: op.props }, opAt));
      if (op.op === 'setWhen' && op.when !== undefined && op.when !== null)
        edits.push(...nodeEdits({ type: 'patch', when: op.when }, opAt));
      if (op.op === 'insert' && isObject(op.node)) edits.push(...nodeEdits(op.node, `${opAt}/node`));
      if (op.op === 'insert' && Array.isArray(op.nodes))
        op.nodes.forEach((node: unknown, n) => isObject(node) && edits.push(...nodeEdits(node, `${opAt}/nodes/${n}`)));
    });
  }
  return edits;
}

export type DocumentKind = 'page' | 'flow' | 'deployment';

/** What a JSON document is, by its content (a test fixture may be any of them). */
export function kindOf(document: unknown): DocumentKind | undefined {
  if (!isObject(document)) return undefined;
  if ('body' in document || 'route' in document) return 'page';
  if ('pages' in document || 'gateway' in document || 'colors' in document) return 'deployment';
  if (Array.isArray(document.actions) && 'description' in document) return 'flow';
  return undefined;
}

/** Every value of a document written in an old form, with how its text becomes the family's. */
export function valueEdits(document: unknown, kind: DocumentKind): ValueEdit[] {
  if (!isObject(document)) return [];
  if (kind === 'page') return pageEdits(document, '');
  if (kind === 'flow')
    return pageEdits({ actions: { flow: document.actions } }, '', (pointer) =>
      pointer.replace(/^\/actions\/flow/, '/actions'),
    );
  return patchEdits(document.pages);
}

const decode = (step: string) => step.replace(/~1/g, '/').replace(/~0/g, '~');

function nodeAt(tree: JsonNode, pointer: string): JsonNode | undefined {
  let node: JsonNode | undefined = tree;
  for (const step of pointer.split('/').slice(1).map(decode)) {
    if (!node) return undefined;
    if (node.type === 'array') node = node.children?.[Number(step)];
    else if (node.type === 'object')
      node = node.children?.find((property) => property.children?.[0]?.value === step)?.children?.[1];
    else return undefined;
  }
  return node;
}

/**
 * The text with each edit made. A wrap only adds text around the value and a rename changes only
 * the tag, so an edit inside either is made too (one run migrates everything); an edit inside a
 * value replaced whole is left to that one. Returns the text unchanged when there is none.
 */
export function applyValueEdits(text: string, edits: readonly ValueEdit[]): string {
  const tree = parseTree(text);
  if (!tree) return text;
  const replaced = edits.filter((edit) => 'replace' in edit.fix).map((edit) => edit.pointer);
  const kept = edits.filter((edit) => !replaced.some((pointer) => edit.pointer.startsWith(`${pointer}/`)));
  const changes: { offset: number; length: number; text: string }[] = [];
  for (const { pointer, fix } of kept) {
    const node = nodeAt(tree, pointer);
    if (!node) continue;
    if ('wrap' in fix) {
      changes.push(
        { offset: node.offset, length: 0, text: `{ ${JSON.stringify(fix.wrap)}: ` },
        { offset: node.offset + node.length, length: 0, text: ' }' },
      );
    } else if ('replace' in fix)
      changes.push({ offset: node.offset, length: node.length, text: JSON.stringify(fix.replace) });
    else {
      const key = node.children?.[0]?.children?.[0];
      if (key) changes.push({ offset: key.offset, length: key.length, text: JSON.stringify(fix.rename) });
    }
  }
  // From the end, so each offset still holds.
  changes.sort((a, b) => b.offset - a.offset || a.length - b.length);
  let out = text;
  for (const change of changes)
    out = out.slice(0, change.offset) + change.text + out.slice(change.offset + change.length);
  return out;
}
