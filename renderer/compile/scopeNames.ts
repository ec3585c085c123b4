/** What the page scope offers to templates, bindings and conditions, as the build checks it (renderer/page/Page.tsx builds the scope). */

/** JSON Logic's own operators (less `method`) and ours (renderer/binding/logic.ts). */
export const LOGIC_OPERATORS = new Set([
  '==', '===', '!=', '!==', '>', '>=', '<', '<=', '!!', '!', '%', 'in', 'cat', 'substr', '+', '*', '-', '/',
  'min', 'max', 'merge', 'var', 'missing', 'missing_some', 'if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some',
  'join', 'trim', 'money', 'amount', 'appPath', 'now', 'matches', 'split',
]);
/** Operators whose later arguments see each list item as their data, not the page scope. */
export const ITERATING = new Set(['filter', 'map', 'reduce', 'all', 'none', 'some']);

/** The names a template, binding or condition may start with. */
export const ROOTS = ['data', 'loading', 'query', 'launch', 'state', 'brand', 'market', 't', 'lang', 'routes', 'platform', 'event', 'result', 'item', 'index', 'args'];

export type Schema = Record<string, unknown> | boolean;

/** A JSON Schema and the root its $refs resolve against: what a name's value is known to look like. */
export interface Located {
  schema: Schema;
  root: Schema;
}

/** What is in scope at one place of a page. */
export interface Frame {
  event: boolean;
  /** Inside a named chain: its arguments are in scope. */
  args?: boolean;
  result?: Located | 'any';
  item?: Located;
  /** Source parameters are resolved before any data exists. */
  noData?: boolean;
}
