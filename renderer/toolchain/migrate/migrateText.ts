/**
 * One file migrated to today's grammar (renderer/contract/grammarVersion.ts): each step from the
 * version it says, in order, each rewrite made on the text the one before it left, then the file
 * stamped with today's version. Only what a rewrite changes is edited (comments, line breaks and the
 * rest stay as written; the project's formatter has the last word, scripts/migrate.ts); a file of
 * today's version comes back as it was, so a second run changes nothing.
 */
import { applyEdits, modify, parse, parseTree } from 'jsonc-parser';
import { GRAMMAR_VERSION, VERSION_FIELD } from '../../contract/grammarVersion.ts';
import { versionOf } from './fileKinds.ts';
import type { Change, FileKind, MigrationContext } from './step.ts';
import { stepsFrom } from './steps.ts';
import { FORMATTING, applyTextEdits, locate } from './textEdits.ts';

/** A change made, with the line it was at in the text its rewrite read. */
export type ChangeMade = Change & { line: number };

export interface Migrated {
  text: string;
  /** The version the file said (undefined: what it says is no version, and nothing was done). */
  from: number | undefined;
  changes: ChangeMade[];
}

/** The line of the value at a pointer (of the nearest part of it that is there). */
function lineAt(text: string, pointer: string): number {
  const tree = parseTree(text);
  if (!tree) return 1;
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
    const { node } = locate(tree, at);
    if (node) return text.slice(0, node.offset).split('\n').length;
    if (at === '') return 1;
  }
}

/**
 * The file's text with its version said as today's: the value it says replaced, else the field added
 * as its last property (no line above it moves: a fixture's mistakes stay where tests place them).
 */
export function stampVersion(text: string): string {
  return applyEdits(text, modify(text, [VERSION_FIELD], GRAMMAR_VERSION, { formattingOptions: FORMATTING }));
}

/** A file's text as today's grammar writes it, with every change made, where it was. */
export function migrateText(text: string, kind: FileKind, context: MigrationContext): Migrated {
  const from = versionOf(parse(text));
  if (from === undefined || from >= GRAMMAR_VERSION) return { text, from, changes: [] };
  let out = text;
  const changes: ChangeMade[] = [];
  for (const step of stepsFrom(from))
    for (const rewrite of step) {
      const found = rewrite(parse(out), kind, context);
      changes.push(...found.map((change) => ({ ...change, line: lineAt(out, change.pointer) })));
      out = applyTextEdits(
        out,
        found.flatMap((change) => change.edits),
      );
    }
  return { text: stampVersion(out), from, changes };
}
