/**
 * What validate and the build say of an authored file written in another grammar version than
 * today's (renderer/contract/grammarVersion.ts): one line at the version it says (or at its top)
 * saying what to do, then each change the step to its next version would make, at its place, as found in the
 * file as written: a later step's changes are found in what the earlier ones write (a merge patch's copies are
 * operations by then), so they are said by `npm run migrate`, which makes them all.
 * The checks leave such a file aside: the compiler reads today's grammar only.
 */
import { GRAMMAR_VERSION, UNSTAMPED_VERSION, VERSION_FIELD } from '../../contract/grammarVersion.ts';
import { isObject, type Json } from '../../contract/json.ts';
import type { Problem } from '../problems/problems.ts';
import { versionOf } from './fileKinds.ts';
import type { Change, FileKind, MigrationContext } from './step.ts';
import { stepsFrom } from './steps.ts';

const problemOf = (file: string, change: Change): Problem => ({
  file,
  pointer: change.pointer,
  message: change.message,
  expected: change.expected,
  ...(change.meant ? { didYouMean: change.meant } : {}),
});

/** The lines for a file of another version than today's; none for a file of today's. */
export function olderFileProblems(
  file: string,
  kind: FileKind,
  document: unknown,
  context: MigrationContext,
): Problem[] {
  const version = versionOf(document);
  // What is not an object is no file of a kind: the file's own checks say what it is.
  if (version === GRAMMAR_VERSION || !isObject(document)) return [];
  const says = Object.hasOwn(document, VERSION_FIELD);
  const pointer = says ? `/${VERSION_FIELD}` : '';
  if (version === undefined || version > GRAMMAR_VERSION)
    return [
      {
        file,
        pointer,
        message: `${JSON.stringify(document[VERSION_FIELD])} is not a grammar version this renderer reads`,
        expected: `${GRAMMAR_VERSION} (today's), or an older version for npm run migrate to rewrite`,
      },
    ];
  const changes = (stepsFrom(version)[0] ?? []).flatMap((rewrite) => rewrite(document, kind, context));
  return [
    {
      file,
      pointer,
      message: `is written in grammar version ${version}${says || version !== UNSTAMPED_VERSION ? '' : ' (it says none)'}; today's is ${GRAMMAR_VERSION}: npm run migrate rewrites it`,
      expected: `"${VERSION_FIELD}": ${GRAMMAR_VERSION}, today's grammar, the only one the compiler reads (${changes.length} change${changes.length === 1 ? '' : 's'} to make, each at its place)`,
    },
    ...changes.map((change) => problemOf(file, change)),
  ];
}

/**
 * What loadProject knows when it reads an authored file: where problems go, the pages read so far, the message
 * catalogues.
 */
export interface ProjectSoFar {
  problems: Problem[];
  pages?: ReadonlyMap<string, { value: Json }>;
  messages?: Record<string, unknown>;
}

/**
 * Reports a file of another grammar version than today's, with what the migration would change, and
 * says whether the checks leave it aside (renderer/toolchain/project/project.ts calls it once per
 * authored file it reads).
 */
export function setAsideOlder(project: ProjectSoFar, kind: FileKind, file: string, document: unknown): boolean {
  const pages = new Map(
    [...(project.pages ?? new Map<string, { value: Json }>())].map(([route, { value }]) => [route, value]),
  );
  const problems = olderFileProblems(file, kind, document, { pages, catalogues: project.messages ?? {} });
  project.problems.push(...problems);
  return problems.length > 0;
}
