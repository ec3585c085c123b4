/**
 * Experiments (issue 34): a borrower's variant is decided from the launch alone, sticky and within 2
 * points of the weights over 10,000 borrowers; the build compiles every variant beside the page; a
 * page view tells the host one exposure when a node the variants differ in shows; validate checks
 * every variant as a patch, locks included, and the weights.
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPOSURE_EVENT, type PageExperiment } from '../../renderer/contract/experiment.ts';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { assignVariant, bucketOf } from '../../renderer/runtime/page/experiment.ts';
import { compiledPages } from '../../renderer/toolchain/brand/experiments.ts';
import { loadProject, type Project } from '../../renderer/toolchain/project/project.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { nativeHost, openPage, startFakeGateway } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** Borrowers of lumen's demo experiment (deployments/lumen.json, repayFirst: 50/50): bucket 42 and 75. */
const IN_CONTROL = 'borrower-1';
const IN_REPAY_FIRST = 'borrower-3';

const experiment = (weights: number[], markets: PageExperiment['markets'] = ['in', 'id']): PageExperiment => ({
  id: 'split',
  markets,
  variants: weights.map((weight, i) => ({ name: `v${i}`, weight })),
});

describe('assignment', () => {
  it.each([[[50, 50]], [[10, 30, 60]], [[0, 100]], [[1, 99]]])(
    'splits 10,000 borrowers within 2 points of the weights %j',
    (weights) => {
      const counts = new Map<string, number>();
      for (let i = 0; i < 10_000; i += 1) {
        const name = assignVariant(experiment(weights), { userId: `user-${i}` }, 'in')!.name;
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      weights.forEach((weight, i) =>
        expect(Math.abs((counts.get(`v${i}`) ?? 0) / 100 - weight), `v${i}`).toBeLessThanOrEqual(2),
      );
    },
  );

  it("is sticky: the borrower's user id, else the device's, decides; no id and another market are in no variant", () => {
    const split = experiment([50, 50]);
    const byUser = assignVariant(split, { userId: 'u-7', deviceId: 'd-1', token: 'a' }, 'in');
    expect(assignVariant(split, { userId: 'u-7', deviceId: 'd-2', token: 'b' }, 'in')).toBe(byUser);
    expect(assignVariant(split, { deviceId: 'd-1' }, 'in')!.name).toBe(bucketOf('split', 'd-1') < 50 ? 'v0' : 'v1');
    expect(assignVariant(split, { token: 'only-a-token' }, 'in')).toBeUndefined();
    expect(assignVariant(experiment([50, 50], ['in']), { userId: 'u-7' }, 'id')).toBeUndefined();
  });

  it('gives another experiment its own split of the same borrowers', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `user-${i}`);
    const same = ids.filter((id) => bucketOf('one', id) < 50 === bucketOf('two', id) < 50).length;
    expect(same).toBeGreaterThan(400);
    expect(same).toBeLessThan(600);
  });

  it("takes a variant named outright (a demo build's ?variant=)", () => {
    expect(assignVariant(experiment([100, 0]), { userId: 'u-7' }, 'in', 'v1')!.name).toBe('v1');
    expect(assignVariant(experiment([100, 0]), {}, 'in', 'v1')!.name).toBe('v1');
    expect(assignVariant(experiment([100, 0]), { userId: 'u-7' }, 'in', 'nope')!.name).toBe('v0');
  });
});

let project: Project;
beforeAll(() => {
  project = loadProject({ files: [MISTAKES] });
});

describe("the build: lumen's loan details with its demo experiment", () => {
  it('holds each variant that differs as its own page, the nodes they differ in marked to tell the exposure', () => {
    const { page, experiment: built } = compiledPages(project, 'lumen', 'loanDetails');
    expect(built).toMatchObject({
      id: 'repayFirst',
      markets: ['in', 'id'],
      variants: [
        { name: 'control', weight: 50 },
        { name: 'repayFirst', weight: 50 },
      ],
    });
    const [control, repayFirst] = built!.variants;
    expect(control!.page).toBeUndefined();
    expect(repayFirst!.page!.body.map((node) => node.id)).toEqual([
      'statusBanner',
      'orderActions',
      'orderDetails',
      'recommended',
      'customerService',
    ]);
    expect(page.body.find((node) => node.id === 'orderActions')!.expose).toBe(true);
    expect(repayFirst!.page!.body.find((node) => node.id === 'orderActions')!.expose).toBe(true);
    expect(page.body.filter((node) => node.expose).map((node) => node.id)).toEqual(['orderActions']);
  });

  it('runs nothing for a brand without experiments', () => {
    expect(compiledPages(project, 'kilat', 'loanDetails').experiment).toBeUndefined();
  });
});

describe('a page view', () => {
  startFakeGateway();
  let module: PageModule;
  beforeAll(async () => {
    module = (await import('virtual:page/lumen/loanDetails')) as PageModule;
  });

  const exposures = (postMessage: ReturnType<typeof nativeHost>) =>
    postMessage.mock.calls
      .map(([message]) => JSON.parse(message) as { action: string; data: Record<string, unknown> })
      .filter(({ data }) => data.event === EXPOSURE_EVENT);

  it.each([
    [IN_CONTROL, 'control', 'Payment details'],
    [IN_REPAY_FIRST, 'repayFirst', 'Repay'],
  ])('of %s shows the %s variant and tells the host one exposure', async (userId, variant, firstAfterBanner) => {
    const postMessage = nativeHost();
    openPage(module, '/loanDetails?productId=3&orderId=10174', { launch: { token: 'tok', userId } });
    const repay = await screen.findByRole('button', { name: 'Repay' });
    const rows = screen.getAllByRole('term')[0]!;
    // The order the borrower reads: Repay before the rows only in the variant.
    expect(Boolean(repay.compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(
      firstAfterBanner === 'Repay',
    );
    await vi.waitFor(() => expect(exposures(postMessage)).toHaveLength(1));
    expect(exposures(postMessage)[0]).toEqual({
      action: 'confirmEvent',
      data: { event: EXPOSURE_EVENT, experiment: 'repayFirst', variant, route: 'loanDetails' },
    });
  });

  it('tells nothing for a launch with no id, nor when no node the variants differ in shows (no actions for this order)', async () => {
    const postMessage = nativeHost();
    openPage(module, '/loanDetails?productId=3&orderId=10174', { launch: { token: 'tok' } });
    const repay = await screen.findByRole('button', { name: 'Repay' });
    // The page unchanged: Repay after the order's rows.
    expect(
      repay.compareDocumentPosition(screen.getAllByRole('term')[0]!) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    const withId = openPage(module, '/loanDetails?productId=1&orderId=10021', {
      launch: { token: 'tok', userId: IN_REPAY_FIRST },
    });
    await withId.findAllByRole('term');
    expect(exposures(postMessage)).toEqual([]);
  });
});

/** kilat with a one-market brand's experiments gone wrong: see the lines below. */
const MISTAKES = 'tests/fixtures/experiment-mistakes.json';

describe('validate', () => {
  it('checks every variant as a patch (node ids, locks), the weights, the markets and one running experiment per route', () => {
    const problems = project.problems.filter((problem) => problem.file === MISTAKES);
    expect(
      problems.map(
        (problem) => `${problem.line}:${problem.column}: ${problem.pointer}: ${problem.message.split(/[:;]/)[0]}`,
      ),
    ).toEqual([
      '83:13: /experiments/0/variants/repayFirst/0/after: the page has no node with id "statusBaner"',
      '87:7: /experiments/0/weights: the weights add up to 90',
      '93:9: /experiments/0/markets/1: the brand has no market "id"',
      '97:7: /experiments/1/id: experiment "repayFirst" is named twice',
      '98:7: /experiments/1/route: another running experiment already varies "loanDetails"',
      '103:7: /experiments/1/weights: variant "bigger" has no weight',
      '105:9: /experiments/1/weights/biger: "biger" is not a variant',
      // Merging the agreements' data source away leaves the page naming it (what the page would show).
      '113:9: /experiments/2/variants/short: after this patch, schemas/pages/loanConfirm.json /body/9/children/0/repeat/$read',
      '113:9: /experiments/2/variants/short: after this patch, schemas/pages/loanConfirm.json /body/9/when/$logic/!!/0/var',
      '114:11: /experiments/2/variants/short/0: removes the Key Fact Statement (node "keyFacts", locked "kfs")',
      '121:15: /experiments/2/variants/short/1/patch/data: a variant changes what the page loads',
    ]);
    const lines = problems.map(formatProblem);
    expect(lines[0]).toMatch(/did you mean "statusBanner"\?$/);
    expect(lines[6]).toMatch(/did you mean "bigger"\?$/);
    expect(lines[9]).toContain(': the Key Fact Statement must be shown');
  });
});
