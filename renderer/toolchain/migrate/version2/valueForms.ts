/**
 * The values a page, a shared flow or a brand's page patch writes in a form the value family
 * replaced (./oldValues.ts), found by the page walk validate uses (renderer/toolchain/compile/visitPage.ts
 * tells where each value stands: a value, a condition, a repeat's list), each with the edit that
 * rewrites it in place: only those values change, each keeping what was written inside it.
 */
import { LOGIC } from '../../../runtime/binding/values.ts';
import { isObject, type Json } from '../../../contract/json.ts';
import { visitPage } from '../../compile/visitPage.ts';
import { pageParts } from '../pageParts.ts';
import type { Change, Rewrite } from '../step.ts';
import { FAMILY_EXPECTED, oldFormOf, type OldForm } from './oldValues.ts';

interface Found {
  pointer: string;
  old: OldForm;
}

/**
 * The names computed inside JSON Logic written in an old form (a bare condition, an `$expr`), at pointers under
 * `pointer`.
 */
function inLogic(logic: unknown, pointer: string): Found[] {
  const found: Found[] = [];
  // The logic as a $logic of a page's title: the page walk reads it as it reads any JSON Logic.
  const root = `/title/${LOGIC}`;
  visitPage(
    { title: { [LOGIC]: logic } },
    {
      logic(item, at) {
        const old = oldFormOf(item, 'logic');
        if (old) found.push({ pointer: pointer + at.pointer.slice(root.length), old });
      },
    },
  );
  return found;
}

/** The JSON Logic inside an old form, where a name computed inside may be an old form of its own. */
function logicInside(item: unknown, pointer: string, old: OldForm): Found[] {
  if ('wrap' in old.fix && old.fix.wrap === LOGIC) return inLogic(item, pointer);
  if ('rename' in old.fix && isObject(item) && '$expr' in item) return inLogic(item.$expr, `${pointer}/$expr`);
  return [];
}

/** Every old form of one page-like document, at its pointer there. */
function pageForms(page: Json): Found[] {
  const found: Found[] = [];
  // Inside an old form the walk sees a literal (its own values): what is inside was found with it.
  const within = (pointer: string) => found.some((item) => pointer.startsWith(`${item.pointer}/`));
  visitPage(page, {
    value(item, { pointer }, stands) {
      if (within(pointer)) return undefined;
      const old = oldFormOf(item, stands);
      if (old) found.push({ pointer, old }, ...logicInside(item, pointer, old));
      return undefined;
    },
    logic(item, { pointer }) {
      // Inside a $logic of today's, a name computed inside JSON Logic is the family's $read of steps.
      const old = oldFormOf(item, 'logic');
      if (old) found.push({ pointer, old });
    },
  });
  return found;
}

/** One page-like document's changes, at pointers of the file: `prefix` + the pointer inside it, mapped. */
function pageChanges(
  page: Json,
  prefix: string,
  mapPointer: (pointer: string) => string = (pointer) => pointer,
): Change[] {
  return pageForms(page).map(({ pointer, old }) => {
    const at = prefix + mapPointer(pointer);
    return {
      pointer: at,
      message: old.message,
      expected: FAMILY_EXPECTED,
      meant: old.meant,
      done: `rewritten as ${old.meant} (${old.message})`,
      edits: [{ pointer: at, ...old.fix }],
    };
  });
}

/**
 * Every value of a page, a flow or a brand's page patches and experiments written before the value family, as its
 * member.
 */
export const valuesAsFamily: Rewrite = (document, kind) =>
  pageParts(document, kind).flatMap(({ page, prefix, mapPointer }) => pageChanges(page, prefix, mapPointer));
