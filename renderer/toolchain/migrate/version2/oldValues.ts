/**
 * The forms a value had before the value family (renderer/runtime/binding/values.ts), and the member each
 * becomes: a string with `{{tags}}` (now always a literal) → `$template`, `{"$bind": path}` →
 * `$read`, `{"$expr": logic}` → `$logic`, bare JSON Logic as a condition → `$logic`, a `repeat`
 * path → `$read`, and a name computed inside JSON Logic (`{"var": {"cat": [...]}}`) → a `$read`
 * of steps. Only the migration knows them (./valueForms.ts finds them in a file of grammar version
 * 1): validate names the member meant for each ("did you mean {"$template": …}?"), and `npm run
 * migrate` rewrites each in place.
 */
import { LOGIC, READ, TEMPLATE, tagOf, type ReadStep } from '../../../runtime/binding/values.ts';
import { isObject, type Json } from '../../../contract/json.ts';
import { hasTags } from '../../compile/templates.ts';
import type { ValuePlace } from '../../compile/pageVisitor.ts';

/** What validate says an old form should be. */
export const FAMILY_EXPECTED =
  'a value from data as $read, $template or $logic (renderer/runtime/binding/values.ts; npm run migrate rewrites it)';

/** Where a value stands (renderer/toolchain/compile/pageVisitor.ts), or inside JSON Logic. */
export type Position = ValuePlace | 'logic';

/**
 * How the file's text becomes the new form, keeping what was written inside: wrap the value in a
 * member (`{"$template": <as written>}`), rename the old tag's key, or replace the whole value
 * (../textEdits.ts makes it).
 */
export type Fix = { wrap: string } | { rename: string } | { replace: unknown };

export interface OldForm {
  message: string;
  /** The new form, as a reader would write it (the "did you mean"). */
  meant: string;
  fix: Fix;
}

/** A short JSON text of a value for a message: long ones are cut with an ellipsis. */
export function shortJson(value: unknown, limit = 72): string {
  const text = JSON.stringify(value, null, 1)
    .replace(/\n\s*/g, ' ')
    .replace(/([[{]) /g, '$1')
    .replace(/ ([\]}])/g, '$1');
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

const member = (tag: string, inner: unknown) => `{${JSON.stringify(tag)}: ${shortJson(inner)}}`;

/**
 * `{"var": {"cat": ["t.paymentCheck.", {"var": "state.paymentCheck"}]}}` as the steps of a `$read`,
 * when every computed part stands between dots; else undefined (a person rewrites it).
 */
export function readSteps(logic: unknown): ReadStep[] | undefined {
  if (!isObject(logic) || Object.keys(logic).length !== 1 || !isObject(logic.var)) return undefined;
  const cat = logic.var;
  if (Object.keys(cat).length !== 1 || !Array.isArray(cat.cat)) return undefined;
  const steps: ReadStep[] = [];
  const parts = cat.cat as unknown[];
  for (const [i, part] of parts.entries()) {
    if (typeof part === 'string') {
      // A literal part must meet a computed one at a dot: "data.tabs." then a read, then ".list".
      if (i > 0 && !part.startsWith('.')) return undefined;
      if (i < parts.length - 1 && !part.endsWith('.')) return undefined;
      const inner = part.replace(/^\./, '').replace(/\.$/, '');
      if (inner !== '') steps.push(inner);
    } else if (isObject(part) && Object.keys(part).length === 1 && typeof part.var === 'string' && part.var !== '') {
      steps.push({ [READ]: part.var });
    } else return undefined;
  }
  return steps.some((step) => typeof step !== 'string') ? steps : undefined;
}

/** A single-key object that is JSON Logic, not a member of the family nor an old binding. */
const isBareLogic = (value: unknown): value is Json =>
  isObject(value) &&
  Object.keys(value).length === 1 &&
  tagOf(value) === undefined &&
  !('$bind' in value) &&
  !('$expr' in value);

/** The old form at this position, or undefined when the value is already written as the family says. */
export function oldFormOf(value: unknown, position: Position): OldForm | undefined {
  if (position === 'logic') {
    const steps = readSteps(value);
    if (steps)
      return {
        message: 'a name computed inside JSON Logic is a $read of steps now',
        meant: member(READ, steps),
        fix: { replace: { [READ]: steps } },
      };
    return undefined;
  }
  if (typeof value === 'string') {
    if (position === 'repeat')
      return { message: 'a repeat names its list with $read now', meant: member(READ, value), fix: { wrap: READ } };
    if (hasTags(value)) {
      return {
        message: 'a bare string is a literal: its {{…}} tags would show as written',
        meant: member(TEMPLATE, value),
        fix: { wrap: TEMPLATE },
      };
    }
    return undefined;
  }
  if (!isObject(value) || Object.keys(value).length !== 1) return undefined;
  if (typeof value.$bind === 'string')
    return { message: '"$bind" is "$read" now', meant: member(READ, value.$bind), fix: { rename: READ } };
  if ('$expr' in value) {
    const steps = readSteps(value.$expr);
    if (steps)
      return {
        message: '"$expr" is "$logic" now, and a computed name a $read of steps',
        meant: member(READ, steps),
        fix: { replace: { [READ]: steps } },
      };
    return { message: '"$expr" is "$logic" now', meant: member(LOGIC, value.$expr), fix: { rename: LOGIC } };
  }
  if (position === 'condition' && isBareLogic(value)) {
    return {
      message: 'a condition is a value of the family: JSON Logic goes in $logic',
      meant: member(LOGIC, value),
      fix: { wrap: LOGIC },
    };
  }
  return undefined;
}
