/**
 * What a step of the migration is (renderer/toolchain/migrate/steps.ts): the rewrites that turn a
 * file of one grammar version into the next, each a list of changes found in the file as it is,
 * with the edits of its text that make them.
 */
import type { Json } from '../../contract/json.ts';
import type { TextEdit } from './textEdits.ts';

/** The authored files that say their grammar version. */
export type FileKind = 'page' | 'flow' | 'deployment';

/**
 * What a step reads besides the file: the shared pages by route key (a brand's patch is said against its page) and the
 * message catalogues by language.
 */
export interface MigrationContext {
  pages: ReadonlyMap<string, Json>;
  catalogues: Readonly<Record<string, unknown>>;
}

/** One change of a file, at its JSON pointer: what validate says of the old form there, and what the migration does. */
export interface Change {
  pointer: string;
  /** What is old there (validate's message). */
  message: string;
  /** What today's grammar has instead. */
  expected: string;
  /** The new form as a reader writes it (validate's "did you mean"). */
  meant?: string;
  /** What the migration did, as it prints it. */
  done: string;
  /** What a person may do that the migration cannot (give a node an id). */
  notes?: string[];
  edits: TextEdit[];
}

/** One rewrite of a step: the changes it makes to a file of that kind (none to another kind). */
export type Rewrite = (document: unknown, kind: FileKind, context: MigrationContext) => Change[];

/** The step to a version: its rewrites, each made on the text the one before it left. */
export type Step = readonly Rewrite[];
