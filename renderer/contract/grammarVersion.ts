/**
 * The grammar version of the authored files, said once. Each page, shared flow and deployment says
 * the version of the grammar it is written in (`"grammarVersion": 3`, its last field); the
 * compiler and validate read today's only, and `npm run migrate` (renderer/toolchain/migrate/)
 * rewrites a file of an older version as today's, step by step. A file that says no version was
 * written before versions were said: version 1.
 *
 * Raised by a change of the grammar that an older file would read differently, together with the
 * migration's step to the new version (renderer/toolchain/migrate/steps.ts).
 */

/** The version the compiler reads: today's. */
export const GRAMMAR_VERSION = 3;

/** The version of a file that says none: written before the files said theirs. */
export const UNSTAMPED_VERSION = 1;

/** The field a file says its version in. */
export const VERSION_FIELD = 'grammarVersion';

/** The field in the JSON Schemas of the files that say it (page, flow, deployment): editors complete and check it. */
export const grammarVersionField = {
  const: GRAMMAR_VERSION,
  description: `The version of the grammar this file is written in (today's: ${GRAMMAR_VERSION}). A file of an older version (or none: 1) is rewritten as today's by \`npm run migrate\`.`,
} as const;
