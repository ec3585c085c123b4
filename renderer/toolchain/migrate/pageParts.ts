/**
 * The parts of an authored file that the page walk reads (renderer/toolchain/compile/visitPage.ts), each with where it
 * stands in the file: a page is one; a shared flow's actions are a page's chain; a brand file's page patches and its
 * experiments' variants are operations whose nodes, props, conditions and merged page keys are read as a page's. A
 * rewrite of values (./version2/valueForms.ts, ./version3.ts) walks each and places what it finds in the file.
 */
import { isObject, type Json } from '../../contract/json.ts';
import type { FileKind } from './step.ts';

export interface PagePart {
  /** What the page walk reads: a page, or a page made of the part alone. */
  page: Json;
  /** Where the part stands in the file. */
  prefix: string;
  /** A pointer of the walk in `page` as the pointer under `prefix`. */
  mapPointer: (pointer: string) => string;
}

const asIs = (pointer: string) => pointer;

/** One node (a patch's props, condition or inserted node), read as the only node of a page's body. */
const nodePart = (node: Json, prefix: string): PagePart => ({
  page: { body: [node] },
  prefix,
  mapPointer: (pointer) => pointer.replace(/^\/body\/0/, ''),
});

/** The parts of one page patch operation (merge, setProps, setWhen, insert); the others hold no values. */
function operationParts(op: Json, at: string): PagePart[] {
  if (op.op === 'merge' && isObject(op.patch)) return [{ page: op.patch, prefix: `${at}/patch`, mapPointer: asIs }];
  if (op.op === 'setProps' && isObject(op.props)) return [nodePart({ type: 'patch', props: op.props }, at)];
  if (op.op === 'setWhen' && op.when !== undefined && op.when !== null)
    return [nodePart({ type: 'patch', when: op.when }, at)];
  if (op.op !== 'insert') return [];
  if (isObject(op.node)) return [nodePart(op.node, `${at}/node`)];
  if (!Array.isArray(op.nodes)) return [];
  return op.nodes.flatMap((node: unknown, n) => (isObject(node) ? [nodePart(node, `${at}/nodes/${n}`)] : []));
}

/** A list of operations at a pointer (a page's patch, an experiment's variant). */
const operationsParts = (operations: unknown[], at: string): PagePart[] =>
  operations.flatMap((op, i) => (isObject(op) ? operationParts(op, `${at}/${i}`) : []));

/** A brand's page patches: operations, or an older JSON merge patch read as the page it merges. */
function patchParts(pages: unknown): PagePart[] {
  if (!isObject(pages)) return [];
  return Object.entries(pages).flatMap(([route, patch]) => {
    const at = `/pages/${route}`;
    if (isObject(patch)) return [{ page: patch, prefix: at, mapPointer: asIs }];
    return Array.isArray(patch) ? operationsParts(patch, at) : [];
  });
}

/** A brand's experiments: each variant a list of operations. */
function experimentParts(experiments: unknown): PagePart[] {
  if (!Array.isArray(experiments)) return [];
  return experiments.flatMap((experiment: unknown, i) =>
    isObject(experiment) && isObject(experiment.variants)
      ? Object.entries(experiment.variants).flatMap(([name, operations]) =>
          Array.isArray(operations) ? operationsParts(operations, `/experiments/${i}/variants/${name}`) : [],
        )
      : [],
  );
}

/** Every part of a file of this kind that the page walk reads. */
export function pageParts(document: unknown, kind: FileKind): PagePart[] {
  if (!isObject(document)) return [];
  if (kind === 'page') return [{ page: document, prefix: '', mapPointer: asIs }];
  if (kind === 'flow')
    return [
      {
        page: { actions: { flow: document.actions } },
        prefix: '',
        mapPointer: (pointer) => pointer.replace(/^\/actions\/flow/, '/actions'),
      },
    ];
  return [...patchParts(document.pages), ...experimentParts(document.experiments)];
}
