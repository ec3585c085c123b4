/**
 * The one walk of a page tree at build time: every node, data source, action, value, condition,
 * name and reference, each with its JSON pointer and what is in scope there. The compiler (which
 * replaces values), the checker and "what does this page use" (blocks, calls, models, message
 * groups) are its clients. What an action's field holds is read from its kind's schema
 * (renderer/contract/page/grammar.ts roles), so a new kind needs no change here; what a page key or a
 * data source's key holds, from the page's shape (renderer/contract/page/pageShape.ts).
 *
 * The walk is in three files: this one (the page's keys), ./visitNodes.ts (nodes, data sources,
 * actions and their fields) and ./visitValues.ts (values, JSON Logic, templates, names); what a
 * visitor is told, ./pageVisitor.ts.
 */
import type { Json } from '../../contract/json.ts';
import { pageShape } from '../../contract/page/pageShape.ts';
import type { InScope, PageVisitor } from './pageVisitor.ts';
import { refersToParts, visitField, withoutComment, type FieldSchema } from './visitNodes.ts';

export type { ActionKindModule, At, InScope, NameUse, PageVisitor, RefRole, ValuePlace } from './pageVisitor.ts';
export { kindOf } from './visitNodes.ts';

type PageKey = keyof typeof pageShape.properties;

const TOP: InScope = { event: false };

/** What is in scope under a page key, where it differs from the page-wide roots. */
const SCOPE_OF: Partial<Record<PageKey, InScope>> = {
  // The title is the screen's heading, shown from the first paint: it cannot wait for data. The document title can.
  title: { ...TOP, noData: "the page's title (the heading shown before the data arrives; use documentTitle)" },
  data: { ...TOP, noData: "a data source's parameters" },
  // A chain (a shared flow is in its place by now) sees the arguments `run` gives it.
  actions: { ...TOP, args: true },
  // A draft is restored before any data arrives.
  draft: { ...TOP, noData: "a draft's scope" },
};

/** Walks a page; returns it with every value the visitor replaced (and `$comment`s dropped). */
export function visitPage(page: Json, visitor: PageVisitor): Json {
  // Every key the page's shape declares is walked by what its schema says it holds (one holding plain
  // data, such as the initial state, is kept as written), in the scope that key has.
  const out: Json = { ...page };
  for (const key of Object.keys(pageShape.properties) as PageKey[]) {
    if (page[key] === undefined || !refersToParts(pageShape.properties[key])) continue;
    const scope = SCOPE_OF[key] ?? TOP;
    out[key] = visitField(
      visitor,
      pageShape.properties[key] as FieldSchema,
      page[key],
      { pointer: `/${key}`, scope },
      scope,
    );
  }
  return withoutComment(out);
}
