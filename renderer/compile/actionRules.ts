/**
 * Rules about how a page uses a call, a route or a pattern that need no page scope: checkPage asks
 * them and reports what they find against the action's pointer.
 */
import { ROUTE_KEYS } from '../app/routeTable.ts';
import type { CallDef } from '../gateway/callSchema.ts';

/** A problem relative to the pointer of the thing checked: [suffix, what is wrong, what was expected]. */
export type Finding = [suffix: string, message: string, expected: string];

type Json = Record<string, unknown>;
const PICTURE = 'callUrl into page state, shown by an image';

/** A `call` action: never a picture call; a background call takes no branches. */
export function callFindings(action: Json, calls: Record<string, CallDef>): Finding[] {
  const found: Finding[] = [];
  if (typeof action.call === 'string' && calls[action.call]?.image) found.push(['/call', `call ${action.call} is a picture the browser loads, not a request`, PICTURE]);
  if (action.background && (action.onSuccess || action.onFailure || action.onCode)) {
    found.push(['/background', 'a background call has branches, which never run', 'no onSuccess, onFailure or onCode, or background left out']);
  }
  return found;
}

/** A data source: never a picture call. */
export function sourceFindings(source: Json, calls: Record<string, CallDef>): Finding[] {
  return typeof source.call === 'string' && calls[source.call]?.image ? [['/call', `call ${source.call} is a picture the browser loads, not data`, PICTURE]] : [];
}

/** A `callUrl` action: an address can carry a GET only. */
export function callUrlFindings(action: Json, calls: Record<string, CallDef>): Finding[] {
  const call = typeof action.call === 'string' ? calls[action.call] : undefined;
  return call && call.method !== 'GET' ? [['/call', `call ${String(action.call)} is a ${call.method}, which an address cannot carry`, 'a GET call']] : [];
}

/** A literal route key (a launch action's) must exist; a template or binding is checked as a value. */
export function isUnknownRouteLiteral(route: unknown): route is string {
  return typeof route === 'string' && !route.includes('{{') && !(ROUTE_KEYS as readonly string[]).includes(route);
}

export function unknownRouteFinding(route: string): Finding {
  return ['/route', `unknown route key "${route}"`, `one of: ${ROUTE_KEYS.join(', ')}`];
}

/** The pattern of a `matches` operator: a literal that compiles (Unicode mode, as the runtime uses). */
export function patternFindings(pattern: unknown): Finding[] {
  if (typeof pattern !== 'string') return [['', 'the pattern of "matches" is not a literal string', 'a regular expression as a string, e.g. "^1[3-9][0-9]{9}$"']];
  try {
    new RegExp(pattern, 'u');
    return [];
  } catch (error) {
    return [['', `the pattern ${JSON.stringify(pattern)} does not compile: ${(error as Error).message}`, 'a valid regular expression (Unicode mode)']];
  }
}
