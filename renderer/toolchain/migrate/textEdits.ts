/**
 * Edits of a JSON file's text at JSON pointers, keeping everything else as written (comments, line
 * breaks, the order of keys): wrap a value in a member of the value family, rename a one-key
 * object's key, replace a value's text, or set a property (added where missing, removed when
 * undefined) as jsonc-parser's `modify` writes it.
 */
import { applyEdits, modify, parseTree, type Node as JsonNode, type JSONPath } from 'jsonc-parser';

export type TextEdit = { pointer: string } & (
  { wrap: string } | { rename: string } | { replace: unknown } | { set: unknown }
);

/** How a property `modify` adds is laid out (the project's formatter has the last word). */
export const FORMATTING = { insertSpaces: true, tabSize: 2, eol: '\n' } as const;

const decode = (step: string) => step.replace(/~1/g, '/').replace(/~0/g, '~');

/** The syntax node at a pointer, with the path jsonc-parser names it by (list indices as numbers). */
export function locate(tree: JsonNode, pointer: string): { node?: JsonNode; path: JSONPath } {
  let node: JsonNode | undefined = tree;
  const path: JSONPath = [];
  for (const step of pointer.split('/').slice(1).map(decode)) {
    if (node?.type === 'array') {
      path.push(Number(step));
      node = node.children?.[Number(step)];
    } else {
      path.push(step);
      node =
        node?.type === 'object'
          ? node.children?.find((property) => property.children?.[0]?.value === step)?.children?.[1]
          : undefined;
    }
  }
  return { node, path };
}

interface Splice {
  offset: number;
  length: number;
  text: string;
}

/** The splices of one edit made where it stands, on the text as it was. */
function splices(tree: JsonNode, edit: TextEdit): Splice[] {
  const { node } = locate(tree, edit.pointer);
  if (!node) return [];
  if ('wrap' in edit)
    return [
      { offset: node.offset, length: 0, text: `{ ${JSON.stringify(edit.wrap)}: ` },
      { offset: node.offset + node.length, length: 0, text: ' }' },
    ];
  if ('replace' in edit) return [{ offset: node.offset, length: node.length, text: JSON.stringify(edit.replace) }];
  const key = 'rename' in edit ? node.children?.[0]?.children?.[0] : undefined;
  return key && 'rename' in edit ? [{ offset: key.offset, length: key.length, text: JSON.stringify(edit.rename) }] : [];
}

/**
 * The text with each edit made. Wraps, renames and replacements are made at once on the text as it
 * was: a wrap only adds text around the value and a rename changes only the key, so an edit inside
 * either is made too; an edit inside a value replaced whole is left to that one. Then each `set`,
 * one after the other. Returns the text unchanged when there is none.
 */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const tree = parseTree(text);
  if (!tree) return text;
  const inPlace = edits.filter((edit) => !('set' in edit));
  const replaced = inPlace.filter((edit) => 'replace' in edit).map((edit) => edit.pointer);
  const kept = inPlace.filter((edit) => !replaced.some((pointer) => edit.pointer.startsWith(`${pointer}/`)));
  // From the end, so each offset still holds.
  const ordered = kept
    .flatMap((edit) => splices(tree, edit))
    .sort((a, b) => b.offset - a.offset || a.length - b.length);
  let out = text;
  for (const splice of ordered)
    out = out.slice(0, splice.offset) + splice.text + out.slice(splice.offset + splice.length);
  for (const edit of edits) {
    if (!('set' in edit)) continue;
    const current = parseTree(out);
    if (!current) break;
    out = applyEdits(out, modify(out, locate(current, edit.pointer).path, edit.set, { formattingOptions: FORMATTING }));
  }
  return out;
}
