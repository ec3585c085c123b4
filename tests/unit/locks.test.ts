// @vitest-environment node
/**
 * Locked nodes (issue 34, renderer/contract/page/compliance.ts): every forbidden change to a locked
 * node planted in a brand file fails validate in one run, each at the operation (or message) that
 * makes it, with the rule and why; the allowed operations beside them give nothing; a shared page
 * that drops a locked node fails too.
 */
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_RULES, ruleText, type RuleName } from '../../renderer/contract/page/compliance.ts';
import { ROOT, loadProject, type Project } from '../../renderer/toolchain/project/project.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';

/**
 * kilat with, per page: an insert before the Key Fact Statement (allowed), its heading changed, the
 * statement moved after consent, the agreements hidden, Confirm moved out of its list, consent
 * unticked; the complaint page's officer removed, customer service's body merged away, the site
 * footer's contacts emptied, the about page's licence lines hidden through the section around them;
 * and two of the Indian market's messages rewritten (a third, not locked, allowed).
 */
const BREACHES = 'tests/fixtures/locked-breaches.json';
/** loanConfirm.json without its Key Fact Statement, and its consent box without an id. */
const UNLOCKED = 'tests/fixtures/unlocked-page.json';

/** Each expected line: where, what it says before the rule's words, and the rule. */
const BREACH_LINES: [at: string, says: string, rule: RuleName][] = [
  [
    '98:9: /markets/in/messages/keyFacts.apr',
    'rewrites "keyFacts.apr", a message of the Key Fact Statement (locked "kfs")',
    'kfs',
  ],
  [
    '99:9: /markets/in/messages/officer.title',
    'rewrites "officer.title", a message of the grievance redressal officer\'s contact (locked "grievanceOfficer")',
    'grievanceOfficer',
  ],
  [
    '140:7: /pages/loanConfirm/1',
    'changes the prop "heading" of the Key Fact Statement (node "keyFacts", locked "kfs")',
    'kfs',
  ],
  [
    '147:7: /pages/loanConfirm/2',
    'puts the Key Fact Statement (node "keyFacts", locked "kfs") after "consent", "confirm", which it must precede',
    'kfs',
  ],
  [
    '152:7: /pages/loanConfirm/3',
    'hides the loan agreement links (node "agreements", locked "agreements")',
    'agreements',
  ],
  [
    '157:7: /pages/loanConfirm/4',
    'moves the borrower\'s consent and Confirm (node "confirm", locked "consent") out of its list',
    'consent',
  ],
  [
    '162:7: /pages/loanConfirm/5',
    'changes the prop "checked" of the borrower\'s consent and Confirm (node "consent", locked "consent")',
    'consent',
  ],
  [
    '171:7: /pages/complaint/0',
    'removes the grievance redressal officer\'s contact (node "grievanceOfficer", locked "grievanceOfficer")',
    'grievanceOfficer',
  ],
  [
    '177:7: /pages/customerService/0',
    'removes the grievance redressal officer\'s contact (node "grievanceOfficer", locked "grievanceOfficer")',
    'grievanceOfficer',
  ],
  [
    '192:7: /pages/home/0',
    'changes the prop "contacts" of the grievance redressal officer\'s contact (node "contact", locked "grievanceOfficer")',
    'grievanceOfficer',
  ],
  [
    '201:7: /pages/about/0',
    'hides the lender\'s licence line (node "licence", locked "licence") (a condition on "who" around it)',
    'licence',
  ],
  [
    '201:7: /pages/about/0',
    'hides the lender\'s licence line (node "lender", locked "licence") (a condition on "who" around it)',
    'licence',
  ],
];

const PATCH_EXPECTED = 'no change to a locked node (what the law requires changes in the shared page, for every brand)';
const MESSAGE_EXPECTED = "the catalogues' words for the messages a rule keeps";
const expectedLines = BREACH_LINES.map(
  ([at, says, rule]) =>
    `${BREACHES}:${at}: ${says}: ${ruleText(rule)}; expected ${at.includes('/messages/') ? MESSAGE_EXPECTED : PATCH_EXPECTED}`,
);

let project: Project;
const linesOf = (file: string) => project.problems.filter((problem) => problem.file === file).map(formatProblem);

beforeAll(() => {
  project = loadProject({ files: [BREACHES, UNLOCKED] });
});

describe('a brand file that changes locked nodes', () => {
  it('gives one line per forbidden change, at the operation or message that makes it, with the rule and why', () => {
    expect(linesOf(BREACHES)).toEqual(expectedLines);
  });

  it('names the regulation of each market the rule serves', () => {
    expect(ruleText('kfs')).toContain('RBI');
    expect(ruleText('kfs')).toContain('OJK');
    expect(expectedLines[3]).toMatch(
      /the Key Fact Statement must be shown, .* before the borrower is bound \(before consent and Confirm\): RBI, /,
    );
  });

  it('`validate` exits 1 and prints every line in one run', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', BREACHES], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n').filter((line) => line.startsWith('tests/'))).toEqual(expectedLines);
  }, 30_000);
});

describe('a shared page that drops a locked node', () => {
  it('is refused: the rule it no longer shows, and a locked node a patch could not name', () => {
    expect(linesOf(UNLOCKED)).toEqual([
      `${UNLOCKED}:91:3: /body: no node is locked "kfs": the page must show the Key Fact Statement; expected a node with "locked": "kfs": ${ruleText('kfs')}`,
      `${UNLOCKED}:386:9: /body/9/children/0: a node locked "consent" has no id; expected an "id" on the locked node and on every node around it: a patch names nodes by id, and the lock follows its list by them`,
    ]);
  });
});

describe('the real pages', () => {
  it('lock a node for every rule on every page the rule lists', () => {
    for (const [name, rule] of Object.entries(COMPLIANCE_RULES)) {
      for (const route of rule.pages)
        expect(JSON.stringify(project.pages.get(route)?.value), `${name} on ${route}`).toContain(`"locked":"${name}"`);
    }
  });
});
