// @vitest-environment node
/**
 * Issue 39: every authored file says the grammar version it is written in; the compiler reads
 * today's only, and `npm run migrate` alone reads the older forms: it rewrites a file of an older
 * version as today's, step by step, once. Validate names a file of an older version at its place,
 * with what the migration would change.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRAMMAR_VERSION, UNSTAMPED_VERSION } from '../../renderer/contract/grammarVersion.ts';
import { stampVersion } from '../../renderer/toolchain/migrate/migrateText.ts';
import { olderFileProblems } from '../../renderer/toolchain/migrate/olderFiles.ts';
import { STEPS } from '../../renderer/toolchain/migrate/steps.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { ROOT, loadProject } from '../../renderer/toolchain/project/project.ts';
import { checkPageDocument } from '../../renderer/toolchain/project/checkPageDocument.ts';

const VERSION1 = 'tests/fixtures/version1';
const NOTHING_ELSE = { pages: new Map(), catalogues: {} };

function migrate(...args: string[]): { status: number | null; lines: string[] } {
  const cli = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: cli.status, lines: `${cli.stdout}${cli.stderr}`.trim().split('\n') };
}

describe('npm run migrate', () => {
  it('rewrites files of grammar version 1 holding every old form as today’s, once; then they validate clean', () => {
    const dir = mkdtempSync(join(tmpdir(), 'version1-'));
    try {
      cpSync(join(ROOT, VERSION1), dir, { recursive: true });
      const at = (name: string) => relative(ROOT, join(dir, name));
      const read = (name: string) => readFileSync(join(dir, name), 'utf8');
      const first = migrate(dir);
      expect(first.status).toBe(0);
      expect(first.lines).toEqual(
        expect.arrayContaining([
          // Version 2's changes, then version 3's: each message alone as $t.
          `${at('complaintList.json')}: grammar version 1 → ${GRAMMAR_VERSION} (10 changes)`,
          `${at('repayNotice.json')}: grammar version 1 → ${GRAMMAR_VERSION} (4 changes)`,
          `${at('version1-brand.json')}: grammar version 1 → ${GRAMMAR_VERSION} (5 changes)`,
          `  ${at('complaintList.json')}:5: /title: rewritten as {"$template": "{{t.complaint.listTitle}}"} (a bare string is a literal: its {{…}} tags would show as written)`,
          `  ${at('complaintList.json')}:5: /title: rewritten as {"$t": "complaint.listTitle"}`,
          `  ${at('version1-brand.json')}:83: /pages/loanDetails: the merge patch is 4 operations by node id`,
          `  ${at('version1-brand.json')}:59: /markets/in/labels/repayButton: markets.in.labels.repayButton → markets.in.messages["loan.repay"]`,
          `3 files migrated to grammar version ${GRAMMAR_VERSION}`,
        ]),
      );
      const texts = readdirSync(dir).map(read);
      for (const text of texts) {
        expect(JSON.parse(text)).toMatchObject({ grammarVersion: GRAMMAR_VERSION });
        expect(text).not.toMatch(/"\$bind"|"\$expr"|"repeat": "|"loanAmount"/);
      }
      expect(migrate(dir).lines).toEqual([
        `nothing to migrate: every file is written in grammar version ${GRAMMAR_VERSION}`,
      ]);
      expect(readdirSync(dir).map(read)).toEqual(texts);

      const files = [at('complaintList.json'), at('version1-brand.json')];
      const project = loadProject({ files });
      expect(project.problems.filter((problem) => files.includes(problem.file)).map(formatProblem)).toEqual([]);
      // A flow is checked in the pages that run it: here, as a chain of a page.
      const flow = JSON.parse(read('repayNotice.json')) as { actions: unknown[] };
      expect(olderFileProblems(at('repayNotice.json'), 'flow', flow, NOTHING_ELSE)).toEqual([]);
      const page = { route: 'loanDetails', body: [], actions: { notice: flow.actions } };
      expect(checkPageDocument(project, at('repayNotice.json'), page).map(formatProblem)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('--check finds nothing left in the repository', () => {
    const { status, lines } = migrate('--check');
    expect(lines).toEqual([`nothing to migrate: every file is written in grammar version ${GRAMMAR_VERSION}`]);
    expect(status).toBe(0);
  }, 60_000);

  it('--check on a file of an older version says what is left, changes nothing, and exits 1', () => {
    const before = readFileSync(join(ROOT, 'tests/fixtures/legacy-patch.json'), 'utf8');
    const { status, lines } = migrate('--check', 'tests/fixtures/legacy-patch.json');
    expect(lines).toEqual([
      `tests/fixtures/legacy-patch.json: grammar version 1; today's is ${GRAMMAR_VERSION} (1 change to make)`,
      '  tests/fixtures/legacy-patch.json:81: /pages/loanDetails: the merge patch is 4 operations by node id',
      '1 file to migrate: npm run migrate',
    ]);
    expect(status).toBe(1);
    expect(readFileSync(join(ROOT, 'tests/fixtures/legacy-patch.json'), 'utf8')).toBe(before);
  }, 60_000);

  it('has one step to each version after the first, up to today’s', () => {
    expect(Object.keys(STEPS).map(Number)).toEqual(
      Array.from({ length: GRAMMAR_VERSION - UNSTAMPED_VERSION }, (_, i) => UNSTAMPED_VERSION + 1 + i),
    );
  });

  it("stamps today’s version as the file's last property, moving no line above it, or replaces the version said", () => {
    const text = '{\n  "$schema": "../page.schema.json",\n  "route": "home"\n}\n';
    expect(stampVersion(text)).toBe(
      `{\n  "$schema": "../page.schema.json",\n  "route": "home",\n  "grammarVersion": ${GRAMMAR_VERSION}\n}\n`,
    );
    expect(stampVersion('{ "grammarVersion": 1, "route": "home" }')).toBe(
      `{ "grammarVersion": ${GRAMMAR_VERSION}, "route": "home" }`,
    );
  });
});

describe('validate on a file of an older grammar version', () => {
  it('says so once, at the version it says (or its top), then what the migration would change, each at its place', () => {
    const FILE = 'tests/fixtures/legacy-patch.json';
    const lines = loadProject({ files: [FILE] })
      .problems.filter((problem) => problem.file === FILE)
      .map(formatProblem);
    expect(lines).toEqual([
      `${FILE}:1:1: /: is written in grammar version 1 (it says none); today's is ${GRAMMAR_VERSION}: npm run migrate rewrites it; expected "grammarVersion": ${GRAMMAR_VERSION}, today's grammar, the only one the compiler reads (1 change to make, each at its place)`,
      `${FILE}:81:5: /pages/loanDetails: one JSON merge patch of the whole page (whose lists replace the page's) is operations on its nodes by id now; expected a list of operations on the page's nodes by id (setProps, setWhen, remove, insert, move, merge)`,
    ]);
  }, 60_000);

  it("at today's version reads no old form: one is what the schema says of it, with the tag meant where one is near", () => {
    const project = loadProject();
    const listOf = (repeat: unknown) => ({ type: 'listItem', repeat, props: { title: 'x' } });
    const page = {
      grammarVersion: GRAMMAR_VERSION,
      route: 'complaintList',
      data: { tabs: { call: 'problemList' } },
      body: [listOf('data.tabs'), listOf({ $raed: 'data.tabs' })],
    };
    const family =
      'expected one of the value family: {"$read": …}, {"$template": …}, {"$logic": …}, {"$t": …} (renderer/runtime/binding/values.ts)';
    expect(checkPageDocument(project, 'x.json', page).map(formatProblem)).toEqual([
      `x.json: /body/0/repeat: string "data.tabs" is not a value from data; ${family}`,
      `x.json: /body/1/repeat: an object is not a value from data; ${family}; did you mean "$read"?`,
    ]);
  }, 60_000);

  it('names a version it does not read, at the version', () => {
    const page = { grammarVersion: GRAMMAR_VERSION + 1, route: 'home', body: [] };
    expect(olderFileProblems('x.json', 'page', page, NOTHING_ELSE).map(formatProblem)).toEqual([
      `x.json: /grammarVersion: ${GRAMMAR_VERSION + 1} is not a grammar version this renderer reads; expected ${GRAMMAR_VERSION} (today's), or an older version for npm run migrate to rewrite`,
    ]);
    expect(olderFileProblems('x.json', 'page', { ...page, grammarVersion: 1 }, NOTHING_ELSE)[0]).toMatchObject({
      pointer: '/grammarVersion',
      message: `is written in grammar version 1; today's is ${GRAMMAR_VERSION}: npm run migrate rewrites it`,
    });
    expect(olderFileProblems('x.json', 'page', { ...page, grammarVersion: GRAMMAR_VERSION }, NOTHING_ELSE)).toEqual([]);
  });
});
