// @vitest-environment node
/**
 * The act the locks guard (issue 41, renderer/toolchain/brand/bindingLocks.ts): a brand patch and experiment variants
 * on loan confirmation that would bind the borrower around the locked consent, each refused at its operation with the
 * rule and why, while the allowed changes beside them (a note before the statement, a tracking call added to the
 * page's load, a gap, a state key of its own) give nothing; and a shared page whose unlocked button sends the binding
 * call is refused too.
 *
 * tests/fixtures/binding-breaches.json: pages.loanConfirm inserts a note (allowed), merges the page's load with a
 * tracking call (allowed), then with the loan's confirmation, inserts a button that sends it, merges in a dialog whose
 * button sends it, and rewrites the chain Confirm runs; the experiment's variants preset `withinCap` (Confirm waits for
 * the daily cost-cap check through it), navigate away on load, insert a button that sets `withinCap`, put the consent
 * step under a `repeat`, make it a modal, and (allowed) change a gap and add a state key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleText, type RuleName } from '../../renderer/contract/page/compliance.ts';
import { loadProject, type Project } from '../../renderer/toolchain/project/project.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { CALL_EFFECTS } from '../../renderer/contract/callSchema.ts';

const BREACHES = 'tests/fixtures/binding-breaches.json';
const LOOSE = 'tests/fixtures/loose-binding-page.json';

const CONFIRM = 'the borrower\'s consent and Confirm (node "confirm", locked "consent")';
const SENDS = `sends "loanDetailPush" (binds the borrower: makes a loan or a payment) from outside the locked nodes: on this page only ${CONFIRM} may send it`;
const SENDER = "a call that binds the borrower sent only by the locked nodes' own actions";
const STATE = 'the state the locked nodes read as the shared page sets it';
const NODE = 'no change to a locked node (what the law requires changes in the shared page, for every brand)';
const around = (field: string, node: 'consent' | 'confirm') =>
  `changes "${field}" of "consentStep" around the borrower's consent and Confirm (node "${node}", locked "consent")`;

const LINES: [file: string, at: string, says: string, rule: RuleName, expected: string][] = [
  [LOOSE, '136:11: /body/1/on/press/0', SENDS, 'consent', SENDER],
  [BREACHES, '201:7: /pages/loanConfirm/2', SENDS, 'consent', SENDER],
  [BREACHES, '279:7: /pages/loanConfirm/3', SENDS, 'consent', SENDER],
  [BREACHES, '315:7: /pages/loanConfirm/4', SENDS, 'consent', SENDER],
  [
    BREACHES,
    '362:7: /pages/loanConfirm/5',
    `changes the chain "checkPush" that ${CONFIRM} runs`,
    'consent',
    'the chains the locked nodes run as the shared page has them',
  ],
  [
    BREACHES,
    '386:11: /experiments/0/variants/preset/0',
    `presets the state "withinCap" that ${CONFIRM} reads (false on the shared page)`,
    'consent',
    STATE,
  ],
  [
    BREACHES,
    '396:11: /experiments/0/variants/away/0',
    'leaves the page as it loads (a "navigate" action), before the borrower sees "keyFacts", "agreements", "consent", "confirm"',
    'kfs',
    "the page's load as the shared page has it (what may leave the page)",
  ],
  [
    BREACHES,
    '410:11: /experiments/0/variants/setter/0',
    `sets the state "withinCap" that ${CONFIRM} reads, from an action the shared page does not have`,
    'consent',
    STATE,
  ],
  [BREACHES, '432:11: /experiments/0/variants/around/0', around('repeat', 'consent'), 'consent', NODE],
  [BREACHES, '432:11: /experiments/0/variants/around/0', around('repeat', 'confirm'), 'consent', NODE],
  [BREACHES, '986:11: /experiments/0/variants/retyped/0', around('type', 'consent'), 'consent', NODE],
  [BREACHES, '986:11: /experiments/0/variants/retyped/0', around('type', 'confirm'), 'consent', NODE],
];

let project: Project;

beforeAll(() => {
  project = loadProject({ files: [BREACHES, LOOSE] });
});

describe('what binds the borrower goes through the locked nodes', () => {
  it('refuses each patch, variant and page that goes around them, at its operation, with the rule; nothing else', () => {
    expect(project.problems.filter((problem) => [BREACHES, LOOSE].includes(problem.file)).map(formatProblem)).toEqual(
      LINES.map(
        ([file, at, says, rule, expected]) => `${file}:${at}: ${says}: ${ruleText(rule)}; expected ${expected}`,
      ),
    );
  });

  it('the catalogue says which calls bind the borrower: the loan and the payments, each idempotent', () => {
    const binding = Object.entries(project.calls).filter(([, call]) => call.effect === 'money');
    expect(binding.map(([id]) => id).sort()).toEqual([
      'loanDetailPush',
      'repaymentCommit',
      'repaymentConfirm',
      'repaymentHuichao',
    ]);
    expect(binding.every(([, call]) => call.idempotent)).toBe(true);
    expect(Object.values(project.calls).every((call) => Object.hasOwn(CALL_EFFECTS, call.effect))).toBe(true);
  });

  it('the shared pages and the brands as they are pass', () => {
    expect(project.problems.filter((problem) => ![BREACHES, LOOSE].includes(problem.file))).toEqual([]);
  });
});
