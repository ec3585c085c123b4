// @vitest-environment node
/**
 * A brand's page patch by node id (issue 22): each operation on the real loan-details page, the
 * page file left as it was, and every mistake in a patch or a message override reported with its
 * pointer into the deployment file and the id or key probably meant.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatchOp } from '../../renderer/contract/deployment/patchOps.ts';
import { applyPagePatch, nodesById } from '../../renderer/toolchain/brand/pagePatch.ts';
import { ROOT, loadProject, pageForDeployment, type Project } from '../../renderer/toolchain/project/project.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { nodeIdProblems } from '../../renderer/toolchain/brand/overrideChecks.ts';
import { withBrandMessages } from '../../renderer/runtime/i18n/brandMessages.ts';
import { mergePatch } from '../../renderer/toolchain/brand/mergePatch.ts';
import { mergePatchesAsOperations, migratePatch } from '../../renderer/toolchain/migrate/version2/mergePatches.ts';
import { withMessagesAsT } from '../../renderer/toolchain/compile/messageAlone.ts';

type Json = Record<string, unknown>;
const loanDetails = JSON.parse(readFileSync(join(ROOT, 'schemas/pages/loanDetails.json'), 'utf8')) as Json;
const original = structuredClone(loanDetails);
/** The ids of a node list, in order. */
const ids = (nodes: unknown) => (nodes as Json[]).map((node) => node.id ?? node.type);
const actions = (page: Json) => (page.body as Json[]).find((node) => node.id === 'orderActions')!.children;

describe('applyPagePatch', () => {
  it('reorders two blocks, changes one text and hides one button in four lines, leaving the page file as it was', () => {
    const patch: PatchOp[] = [
      { op: 'move', id: 'customerService', before: 'orderDetails' },
      { op: 'setProps', id: 'repay', props: { label: 'Pay now', appearance: 'secondary' } },
      { op: 'setWhen', id: 'loanMore', when: { $logic: { '==': [{ var: 'market.currency' }, 'INR'] } } },
      { op: 'remove', id: 'delay' },
    ];
    const { page, problems } = applyPagePatch(loanDetails, patch);
    expect(problems).toEqual([]);
    expect(ids(page.body)).toEqual(['statusBanner', 'customerService', 'orderDetails', 'recommended', 'orderActions']);
    expect(ids(actions(page))).toEqual(['repay', 'loanMore']);
    const [repay, loanMore] = actions(page) as Json[];
    expect(repay!.props).toEqual({ label: 'Pay now', appearance: 'secondary' });
    // The rest of the node is the page's: a later fix of the page reaches the brand.
    expect(repay!.on).toEqual((actions(original) as Json[])[0]!.on);
    expect(loanMore!.when).toEqual({ $logic: { '==': [{ var: 'market.currency' }, 'INR'] } });
    expect(loanDetails).toEqual(original);
  });

  it('inserts one node or several before or after a node, and a null prop or when removes it', () => {
    const notice = { type: 'text', id: 'notice', props: { text: 'Pay on time' } };
    const { page, problems } = applyPagePatch(loanDetails, [
      { op: 'insert', after: 'statusBanner', node: notice },
      {
        op: 'insert',
        before: 'repay',
        nodes: [
          { type: 'text', props: { text: 'a' } },
          { type: 'text', props: { text: 'b' } },
        ],
      },
      { op: 'setProps', id: 'delay', props: { role: null } },
      { op: 'setWhen', id: 'repay', when: null },
    ]);
    expect(problems).toEqual([]);
    expect(ids(page.body).slice(0, 2)).toEqual(['statusBanner', 'notice']);
    expect(ids(actions(page))).toEqual(['text', 'text', 'repay', 'delay', 'loanMore']);
    expect(nodesById(page).get('delay')!.node.props).toEqual({ label: { $t: 'loan.delay' }, appearance: 'link' });
    expect(nodesById(page).get('repay')!.node).not.toHaveProperty('when');
  });

  it("sets props of a dialog's nodes, and merges the page's own fields", () => {
    const { page, problems } = applyPagePatch(loanDetails, [
      { op: 'setProps', id: 'ratingSubmit', props: { label: 'Send' } },
      { op: 'merge', patch: { documentTitle: { $template: '{{deployment.appName}}' }, state: { stars: 5 } } },
    ]);
    expect(problems).toEqual([]);
    expect(nodesById(page).get('ratingSubmit')!.node.props).toEqual({ label: 'Send' });
    expect(page.documentTitle).toEqual({ $template: '{{deployment.appName}}' });
    expect(page.state).toEqual({ stars: 5 });
  });

  it('skips an operation naming an unknown id and says which ids exist and which was probably meant', () => {
    const { page, problems } = applyPagePatch(loanDetails, [
      { op: 'remove', id: 'loanMor' },
      { op: 'move', id: 'repay', after: 'nowhere' },
    ]);
    expect(
      problems.map(
        (problem) =>
          `${problem.pointer}: ${problem.message}${problem.didYouMean ? `; did you mean "${problem.didYouMean}"?` : ''}`,
      ),
    ).toEqual([
      '/0/id: the page has no node with id "loanMor"; did you mean "loanMore"?',
      '/1/after: the page has no node with id "nowhere"',
    ]);
    expect(problems[0]!.expected).toMatch(
      /^one of the page's node ids: statusBanner, orderDetails, .*repay, delay, loanMore/,
    );
    // Nothing moved: a bad destination leaves the node where it was.
    expect(ids(actions(page))).toEqual(['repay', 'delay', 'loanMore']);
  });

  it("reads only the list of operations: the older form, one JSON merge patch of the page, is the migration's", () => {
    expect(applyPagePatch(loanDetails, { documentTitle: 'x', body: [] }).page).toEqual(loanDetails);
  });
});

describe("validate: a brand's patches and message overrides (tests/fixtures/patch-mistakes.json)", () => {
  const FILE = 'tests/fixtures/patch-mistakes.json';
  let lines: string[];
  beforeAll(() => {
    lines = loadProject({ files: [FILE] })
      .problems.filter((problem) => problem.file === FILE)
      .map(formatProblem)
      .map((line) =>
        line.replace(/; expected one of the page's node ids: [^;]*/, "; expected one of the page's node ids: …"),
      );
    // Checking the whole project takes seconds on a busy machine.
  }, 60_000);

  it('gives each mistake with its pointer into the deployment file, in one run', () => {
    expect(lines).toEqual([
      `${FILE}:61:46: /markets/in/messages/loan.repayy: "loan.repayy" is not a message of the catalogues; expected a key of renderer/runtime/i18n/catalogues/en.json, as "group.key"; did you mean "loan.repay"?`,
      `${FILE}:61:68: /markets/in/messages/rating.stars: uses {max}, which the en catalogue's "rating.stars" does not fill in; expected only {n}`,
      `${FILE}:84:53: /pages/loanDetails/0/props/label: "t.loan.nope" is not a message in the en, id and zh catalogues; expected a key of renderer/runtime/i18n/catalogues/{en,id,zh}.json`,
      `${FILE}:85:25: /pages/loanDetails/1/id: the page has no node with id "repai"; expected one of the page's node ids: …; did you mean "repay"?`,
      `${FILE}:89:66: /pages/loanDetails/2/node/props/label: "t.loan.later" is not a message in the en, id and zh catalogues; expected a key of renderer/runtime/i18n/catalogues/{en,id,zh}.json`,
      `${FILE}:94:39: /pages/loanDetails/3/nodes/0/id: node id "loanMore" is already the id of the node at schemas/pages/loanDetails.json /body/3/children/2; expected an id no other node of the page has`,
      `${FILE}:96:38: /pages/loanDetails/4/after: the page has no node with id "nowhere"; expected one of the page's node ids: …`,
      `${FILE}:97:79: /pages/loanDetails/5/when/$logic/==/0/var: "state.starz" names state "starz" that the page does not declare; expected one of: stars; did you mean "stars"?`,
      `${FILE}:98:35: /pages/loanDetails/6/patch/documentTitle: "data.loan.productNam" names field "productNam", which the reply of loanDetails does not have; expected one of 14 names: orderStatus, noticeStatusText, noticeDesText, recProducts, productName, …; did you mean "productName"?`,
    ]);
  });

  it('reports a node id used twice in a page file, at the second place', () => {
    const page = structuredClone(loanDetails);
    ((page.body as Json[])[4] as Json).id = 'statusBanner';
    expect(nodeIdProblems('schemas/pages/loanDetails.json', page).map(formatProblem)).toEqual([
      'schemas/pages/loanDetails.json: /body/4/id: node id "statusBanner" is already the id of the node at /body/0; expected an id no other node of the page has',
    ]);
  });
});

describe("a brand's page as the build compiles it", () => {
  let project: Project;
  beforeAll(() => {
    project = loadProject();
  }, 60_000);
  it("is the shared page with the brand's operations applied", () => {
    const lumen = pageForDeployment(project, 'lumen', 'loanDetails');
    const kilat = pageForDeployment(project, 'kilat', 'loanDetails');
    expect(lumen.documentTitle).toEqual({ $template: '{{data.loan.productName}} | {{deployment.appName}}' });
    expect(kilat.documentTitle).toEqual({ $template: '{{data.loan.productName}}' });
  });
});

describe('withBrandMessages', () => {
  const catalogue = { loan: { repay: 'Repay', delay: 'Delay' }, rating: { stars: '{n} stars' } };
  const market = {
    language: 'en',
    messages: { 'loan.repay': 'Pay now', 'rating.stars': { zh: '{n} 星', en: '{n} ★' }, 'promo.title': 'Not here' },
  };

  it("puts the brand's text in the market's language and in the languages an entry names", () => {
    expect(withBrandMessages(catalogue, market, 'en')).toEqual({
      loan: { repay: 'Pay now', delay: 'Delay' },
      rating: { stars: '{n} ★' },
    });
    expect(withBrandMessages(catalogue, market, 'zh')).toEqual({
      loan: { repay: 'Repay', delay: 'Delay' },
      rating: { stars: '{n} 星' },
    });
    expect(withBrandMessages(catalogue, market, 'id')).toBe(catalogue);
  });

  it('never changes the catalogue it was given, nor adds a group it does not hold', () => {
    const before = structuredClone(catalogue);
    expect(withBrandMessages(catalogue, market, 'en')).not.toHaveProperty('promo');
    expect(catalogue).toEqual(before);
  });
});

describe('migratePatch (npm run migrate, on a deployment of grammar version 1)', () => {
  it('still reads the older form: one JSON merge patch of the page', () => {
    const { patch: ops } = migratePatch(loanDetails, { documentTitle: 'x', body: [] });
    const { page } = applyPagePatch(loanDetails, ops);
    expect(page.documentTitle).toBe('x');
    expect(page.body).toEqual([]);
  });

  /**
   * A brand made before node ids: its patch copies loan details' whole body to reorder two blocks, change one text and
   * hide one button for one market.
   */
  const legacy = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/legacy-patch.json'), 'utf8')) as {
    pages: Record<string, Json>;
  };
  const patch = legacy.pages.loanDetails!;

  it('turns a copied body into the four operations it means, giving the same page', () => {
    const { patch: ops, migrated, notes } = migratePatch(loanDetails, patch);
    expect(migrated).toBe(true);
    expect(notes).toEqual([]);
    expect(ops).toEqual([
      { op: 'setProps', id: 'repay', props: { label: 'Pay now' } },
      {
        op: 'setWhen',
        id: 'loanMore',
        when: {
          $logic: {
            and: [{ '==': [{ var: 'market.currency' }, 'INR'] }, { orderAllows: [{ var: 'data.loan' }, 'loanMore'] }],
          },
        },
      },
      { op: 'move', id: 'customerService', after: 'statusBanner' },
      { op: 'merge', patch: { documentTitle: { $template: '{{data.loan.productName}} | {{deployment.appName}}' } } },
    ]);
    const strip = (page: unknown) =>
      JSON.parse(JSON.stringify(page, (key, value: unknown) => (key === 'id' ? undefined : value))) as unknown;
    // The same page, said in today's idioms (its copies' messages alone are `$t`, as the page's are).
    expect(strip(applyPagePatch(loanDetails, ops).page)).toEqual(
      strip(mergePatch(loanDetails, withMessagesAsT(patch) as Json)),
    );
    // The patch a person reads: from the whole body to a few lines.
    expect(JSON.stringify(ops, null, 2).split('\n').length).toBeLessThan(
      JSON.stringify(patch, null, 2).split('\n').length / 5,
    );
  });

  it('keeps a list whose nodes have no ids as a merge, and says which node to name', () => {
    const page = {
      route: 'x',
      body: [
        { type: 'text', props: { text: 'a' } },
        { type: 'text', props: { text: 'b' } },
      ],
    };
    const { patch: ops, migrated, notes } = migratePatch(page, { body: [{ type: 'text', props: { text: 'b' } }] });
    expect(migrated).toBe(true);
    expect(ops).toEqual([{ op: 'merge', patch: { body: [{ type: 'text', props: { text: 'b' } }] } }]);
    expect(notes).toEqual([
      'the node at /body/0 has no "id": give it one in the page file, then run this again to keep only what changed in body',
    ]);
  });

  it('leaves a patch that is already operations as it is', () => {
    const ops = [{ op: 'remove', id: 'delay' }];
    expect(migratePatch(loanDetails, ops)).toEqual({ patch: ops, migrated: false, notes: [] });
  });
});

describe('a patch with a key that reaches a prototype', () => {
  it('is never merged, in either form, and never throws', () => {
    const polluted = JSON.parse('{"__proto__": {"polluted": true}, "documentTitle": "x"}') as Json;
    expect(applyPagePatch(loanDetails, polluted).page.documentTitle).toEqual(loanDetails.documentTitle);
    // The migration leaves such a merge patch as it is, for validate to refuse.
    const context = { pages: new Map([['loanDetails', loanDetails]]), catalogues: {} };
    expect(mergePatchesAsOperations({ pages: { loanDetails: polluted } }, 'deployment', context)).toEqual([]);
    const { page } = applyPagePatch(loanDetails, [
      { op: 'setProps', id: 'repay', props: JSON.parse('{"__proto__": {"polluted": true}}') as Json },
    ]);
    expect(nodesById(page).get('repay')!.node.props).toEqual({ label: { $t: 'loan.repay' } });
    expect(({} as Json).polluted).toBeUndefined();
  });
});
