/**
 * The step to grammar version 3: a message read alone is `{"$t": "loan.repay"}` (issue 39: 524 of the pages' 874
 * values from data were `{"$template": "{{t.<key>}}"}`). Each value that reads a message alone in another idiom
 * (../compile/messageAlone.ts: a text of its one tag, or a read of its name) is replaced by its `$t`, in pages,
 * flows, brands' page patches and experiments.
 */
import { MESSAGE } from '../../runtime/binding/values.ts';
import { visitPage } from '../compile/visitPage.ts';
import { MESSAGE_EXPECTED, messageAlone } from '../compile/messageAlone.ts';
import { pageParts, type PagePart } from './pageParts.ts';
import type { Change, Rewrite, Step } from './step.ts';

function messageChanges({ page, prefix, mapPointer }: PagePart): Change[] {
  const changes: Change[] = [];
  visitPage(page, {
    value(value, { pointer }) {
      const alone = messageAlone(value);
      if (!alone) return undefined;
      const at = prefix + mapPointer(pointer);
      changes.push({
        pointer: at,
        message: `${alone.written} reads a message alone`,
        expected: MESSAGE_EXPECTED,
        meant: alone.meantText,
        done: `rewritten as ${alone.meantText}`,
        // The tag renamed and its text replaced by the key, so the value keeps its layout (and what follows, its line).
        edits: [
          { pointer: at, rename: MESSAGE },
          { pointer: `${at}/${alone.tag}`, replace: alone.key },
        ],
      });
      return undefined;
    },
  });
  return changes;
}

export const messagesAsT: Rewrite = (document, kind) => pageParts(document, kind).flatMap(messageChanges);

export const toVersion3: Step = [messagesAsT];
