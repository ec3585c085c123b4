// @vitest-environment node
/**
 * A message reads as one (issue 39): `{"$t": "loan.repay"}` is a catalogue message; the build says it as the `$read`
 * of `t.loan.repay` (the browser has nothing new to know), checks its key as any name (did you mean), counts its
 * group for the page's own messages, and refuses the two other idioms a message alone had; the migration to grammar
 * version 3 rewrites those in pages, flows, brands' patches and experiments, keeping the layout.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GRAMMAR_VERSION } from '../../renderer/contract/grammarVersion.ts';
import { compileValue, pageUse } from '../../renderer/toolchain/compile/compilePage.ts';
import { migrateText } from '../../renderer/toolchain/migrate/migrateText.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { checkPageDocument } from '../../renderer/toolchain/project/checkPageDocument.ts';
import { loadProject, type Project } from '../../renderer/toolchain/project/project.ts';

let project: Project;
beforeAll(() => {
  project = loadProject();
});

const page = (...labels: unknown[]) => ({
  route: 'loanDetails',
  body: labels.map((label) => ({ type: 'button', props: { label } })),
});
const problems = (value: Record<string, unknown>) => checkPageDocument(project, 'x.json', value).map(formatProblem);

describe('{"$t": key}', () => {
  it('reaches the browser as the $read of its name, and counts its group as the page’s', () => {
    expect(compileValue({ $t: 'loan.repay' })).toEqual({ $read: 't.loan.repay' });
    expect(pageUse(page({ $t: 'loan.repay' }, { $t: 'common.cancel' })).messageGroups).toEqual(['common', 'loan']);
  });

  it('is checked as a name: a key the catalogues lack is refused at the value, with the key meant', () => {
    expect(problems(page({ $t: 'loan.repay' }))).toEqual([]);
    expect(problems(page({ $t: 'loan.repai' }))).toEqual([
      'x.json: /body/0/props/label: "t.loan.repai" is not a message in the en, id and zh catalogues; expected a key of renderer/runtime/i18n/catalogues/{en,id,zh}.json; did you mean "t.loan.repay"?',
    ]);
  });

  it('is the one way to read a message alone: a text of its one tag or a read of its name is refused', () => {
    const expected = 'expected a message alone read as {"$t": "<group.key>"}; did you mean {"$t": "loan.repay"}?';
    expect(problems(page({ $template: '{{t.loan.repay}}' }, { $read: 't.loan.repay' }))).toEqual([
      `x.json: /body/0/props/label/$template: {"$template": "{{t.loan.repay}}"} reads a message alone; ${expected}`,
      `x.json: /body/1/props/label/$read: {"$read": "t.loan.repay"} reads a message alone; ${expected}`,
    ]);
    // A message in a text is a tag of it, as before.
    expect(problems(page({ $template: '{{t.loan.repay}} · {{deployment.appName}}' }))).toEqual([]);
  });
});

describe('the migration to grammar version 3', () => {
  const context = { pages: new Map(), catalogues: {} };

  it('rewrites each message alone of a page as $t, in place, once', () => {
    const text = `{
  "route": "loanDetails",
  // the title
  "title": {
    "$template": "{{t.loan.title}}"
  },
  "body": [{ "type": "button", "props": { "label": { "$read": "t.loan.repay" }, "hint": { "$template": "{{t.loan.repay}}!" } } }],
  "grammarVersion": 2
}
`;
    const { text: out, changes } = migrateText(text, 'page', context);
    expect(out).toBe(`{
  "route": "loanDetails",
  // the title
  "title": {
    "$t": "loan.title"
  },
  "body": [{ "type": "button", "props": { "label": { "$t": "loan.repay" }, "hint": { "$template": "{{t.loan.repay}}!" } } }],
  "grammarVersion": ${GRAMMAR_VERSION}
}
`);
    expect(changes.map(({ pointer, line, done }) => `${line}: ${pointer}: ${done}`)).toEqual([
      '4: /title: rewritten as {"$t": "loan.title"}',
      '7: /body/0/props/label: rewritten as {"$t": "loan.repay"}',
    ]);
    expect(migrateText(out, 'page', context).changes).toEqual([]);
  });

  it("finds them in a flow, a brand's page patch and an experiment's variant", () => {
    const flow = migrateText(
      '{ "actions": [{ "do": "toast", "text": { "$template": "{{t.paymentCheck.paid}}" } }], "grammarVersion": 2 }',
      'flow',
      context,
    );
    expect(flow.changes.map((change) => change.pointer)).toEqual(['/actions/0/text']);
    const brand = migrateText(
      JSON.stringify({
        pages: { loanDetails: [{ op: 'setProps', id: 'repay', props: { label: { $template: '{{t.loan.repay}}' } } }] },
        experiments: [
          {
            id: 'words',
            route: 'loanDetails',
            variants: {
              control: [],
              short: [
                { op: 'insert', before: 'repay', node: { type: 'text', props: { text: { $read: 't.loan.due' } } } },
              ],
            },
            weights: { control: 50, short: 50 },
          },
        ],
        grammarVersion: 2,
      }),
      'deployment',
      context,
    );
    expect(brand.changes.map((change) => change.pointer)).toEqual([
      '/pages/loanDetails/0/props/label',
      '/experiments/0/variants/short/0/node/props/text',
    ]);
    expect(JSON.parse(brand.text)).toMatchObject({
      pages: { loanDetails: [{ props: { label: { $t: 'loan.repay' } } }] },
      experiments: [{ variants: { short: [{ node: { props: { text: { $t: 'loan.due' } } } }] } }],
    });
  });
});
