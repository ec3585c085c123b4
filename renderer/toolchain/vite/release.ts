/**
 * The build's release id (issue 32): what every vitals beacon, error report and server log line says
 * it came from, and the folder its source maps are kept under. RELEASE when the operator's pipeline
 * sets it (a tag, a build number), else the commit it was built from (with "-modified" when the
 * working tree differs from it), else "unreleased" (a copy with no git). Known when bundled:
 * RELEASE_FLAG is defined for the browser's code and the server's.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../project/project.ts';

/** Vite's define of the release for the code of both bundles. */
export const RELEASE_FLAG = 'import.meta.env.LOAN_PAGES_RELEASE';

/** What a release id may be: it goes into file names, headers and log lines as it is. */
export const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function git(args: string[]): string | undefined {
  const run = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

export function releaseId(env: Record<string, string | undefined> = process.env): string {
  const given = env.RELEASE;
  if (given !== undefined && given !== '') {
    if (!RELEASE_ID.test(given))
      throw new Error(
        `RELEASE=${given}: expected 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit (a tag or build number)`,
      );
    return given;
  }
  const commit = git(['rev-parse', '--short=12', 'HEAD']);
  if (!commit) return 'unreleased';
  const modified = git(['status', '--porcelain', '--untracked-files=no']);
  return modified ? `${commit}-modified` : commit;
}
