// @vitest-environment node
/**
 * Publishing a brand's content (issue 43, renderer/toolchain/content/): the pack made from the brand file is checked
 * against the build it will run on, every problem in one run at its place: a build field changed, a block a screen's
 * chunks lack, the Key Fact Statement removed (refused at publish as the renderer would refuse it at load); the signed
 * envelope holds only for its own bytes, type and keys; and what changed is said line by line.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PACK_TYPE, POINTER_TYPE, type ContentBuild } from '../../renderer/contract/content.ts';
import type { Deployment } from '../../renderer/contract/deployment/schema.ts';
import { openEnvelope } from '../../renderer/runtime/content/envelope.ts';
import { draftPack } from '../../renderer/toolchain/content/contentPack.ts';
import { packChanges } from '../../renderer/toolchain/content/packDiff.ts';
import { publicKeyText, signEnvelope } from '../../renderer/toolchain/content/signing.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import { loadProject, type Project } from '../../renderer/toolchain/project/project.ts';
import { OTHER_KEY, TEST_KEY, servedBuild } from './contentPackHarness.ts';

let project: Project;
let served: ContentBuild;
let original: Deployment;
beforeAll(async () => {
  project = loadProject();
  served = await servedBuild();
  original = structuredClone(project.deployments.get('kilat')!.value);
  // Loading the project is a build's first step: seconds on a busy machine.
}, 60_000);
afterEach(() => void (project.deployments.get('kilat')!.value = structuredClone(original)));

/** The brand file as an operator edited it (in memory: the project's own checks ran on the file as it is). */
const edit = (change: (deployment: Deployment) => void) => change(project.deployments.get('kilat')!.value);

describe('npm run content -- publish', () => {
  it('makes a pack of the brand file as the build has it: its content, no screen of its own', async () => {
    const draft = await draftPack(project, 'kilat', served);
    expect(draft.problems).toEqual([]);
    expect(draft.content).toMatchObject({ brand: 'kilat', build: served.build, routes: {} });
    expect(Object.keys(draft.content!.deployment)).toContain('banners');
    expect(Object.keys(draft.content!.deployment)).not.toContain('gateway');
  });

  it('carries a changed message, banner and page patch, and says each change', async () => {
    const before = (await draftPack(project, 'kilat', served)).content!;
    edit((deployment) => {
      deployment.banners = { ...deployment.banners, '151': '/brands/kilat/banner-174.svg' } as Deployment['banners'];
      deployment.markets.in!.messages = { 'loan.repay': 'Pay back now' };
      deployment.pages = { loanDetails: [{ op: 'merge', patch: { documentTitle: 'Kilat loan' } }] };
    });
    const after = await draftPack(project, 'kilat', served);
    expect(after.problems).toEqual([]);
    expect(Object.keys(after.content!.routes)).toEqual(['loanDetails']);
    expect(packChanges(before, after.content!)).toEqual([
      'banners/151: "/brands/kilat/banner-151.svg" → "/brands/kilat/banner-174.svg"',
      'markets/in/messages: added {"loan.repay":"Pay back now"}',
      "screen loanDetails: its pages changed from the build's",
    ]);
  });

  it("refuses what needs a rebuild, every problem in one run: a build field, a block a screen's chunks lack", async () => {
    edit((deployment) => void (deployment.gateway.base = '/gateway2'));
    const lacking = structuredClone(served);
    lacking.routes.loanDetails!.blocks = lacking.routes.loanDetails!.blocks.filter((type) => type !== 'statusBanner');
    const draft = await draftPack(project, 'kilat', lacking);
    expect(draft.content).toBeUndefined();
    expect(draft.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^deployments\/kilat\.json:\d+:\d+: \/gateway: changes "gateway", which is the build's, not content; expected the value the build has \(a change here needs a rebuild/,
      ),
      expect.stringMatching(
        /^schemas\/pages\/loanDetails\.json:1:1: \/: screen "loanDetails" uses the block "statusBanner", which its build does not hold; expected only the blocks the build of "loanDetails" holds/,
      ),
    ]);
  });

  it('refuses a pack that removes the Key Fact Statement, as the renderer would refuse it', async () => {
    edit((deployment) => void (deployment.pages = { loanConfirm: [{ op: 'remove', id: 'keyFacts' }] }));
    const draft = await draftPack(project, 'kilat', served);
    expect(draft.content).toBeUndefined();
    expect(draft.problems.map(formatProblem)).toEqual([
      expect.stringContaining(
        'the renderer would refuse it: loanConfirm: removes the Key Fact Statement (node "keyFacts")',
      ),
    ]);
  });
});

describe("a pack's signature", () => {
  const keys = [publicKeyText(TEST_KEY)];
  it('holds for its own bytes, type and keys only', async () => {
    const text = signEnvelope(PACK_TYPE, { brand: 'kilat', version: 1 }, TEST_KEY);
    expect(await openEnvelope(JSON.parse(text), PACK_TYPE, keys)).toEqual({
      payload: { brand: 'kilat', version: 1 },
      keyid: keys[0],
    });
    // A pack passed off as a pointer: its type is signed with it.
    expect(await openEnvelope(JSON.parse(text), POINTER_TYPE, keys)).toEqual({ refused: 'shape' });
    const envelope = JSON.parse(text) as { payload: string };
    const body = Buffer.from(envelope.payload, 'base64').toString().replace('"version": 1', '"version": 2');
    envelope.payload = Buffer.from(body).toString('base64');
    expect(await openEnvelope(envelope, PACK_TYPE, keys)).toEqual({ refused: 'signature' });
    const forged = JSON.parse(signEnvelope(PACK_TYPE, { brand: 'kilat', version: 1 }, OTHER_KEY)) as unknown;
    expect(await openEnvelope(forged, PACK_TYPE, keys)).toEqual({ refused: 'unknown-key' });
  });
});
