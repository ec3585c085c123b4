// @vitest-environment node
/**
 * Shared flows (schemas/flows): a page names one as a chain; the build puts its actions in place,
 * checks them in that page's context and blames problems inside on the flow's file.
 */
import { describe, expect, it } from 'vitest';
import { loadProject, pageForDeployment } from '../../renderer/toolchain/project/project.ts';
import { checkPageDocument } from '../../renderer/toolchain/project/checkPageDocument.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';

const project = loadProject();
const FLOW_FILE = 'schemas/flows/example.json';

function pageUsing(chain: unknown) {
  return {
    $schema: '../page.schema.json',
    route: 'product',
    actions: { go: chain },
    body: [
      { type: 'button', props: { label: 'Go' }, on: { press: [{ do: 'run', chain: 'go', args: { productId: '1' } }] } },
    ],
  };
}

describe('shared flows', () => {
  it('the real pages that share the apply flow get its actions at build', () => {
    for (const route of ['recommendList', 'product']) {
      const page = pageForDeployment(project, 'kilat', route) as { actions: Record<string, { call?: string }[]> };
      expect(page.actions.apply!.map((action) => action.call)).toEqual(['pageEventSave', 'productApply']);
    }
    expect(project.flows.has('applyProduct')).toBe(true);
  });

  it('a chain naming no flow is a problem of the page, listing the flows there are', () => {
    const lines = checkPageDocument(project, 'schemas/pages/x.json', pageUsing({ $flow: 'applyProdct' })).map(
      formatProblem,
    );
    expect(lines).toEqual([
      `schemas/pages/x.json: /actions/go/$flow: names no shared flow ("applyProdct"); expected one of: applyProduct, checkPayment (files in schemas/flows); did you mean "applyProduct"?`,
    ]);
  });

  it('a mistake inside a flow names the flow file and the page that used it', () => {
    const flows = new Map([
      [
        'example',
        {
          file: FLOW_FILE,
          actions: [
            { do: 'toast', text: { $template: '{{t.nope.missing}}' } },
            { do: 'navigate', route: 'nowhere' },
          ],
        },
      ],
    ]);
    const lines = checkPageDocument({ ...project, flows }, 'schemas/pages/x.json', pageUsing({ $flow: 'example' })).map(
      formatProblem,
    );
    const where = '(where schemas/pages/x.json uses it as /actions/go)';
    expect(
      lines.some(
        (line) =>
          line.startsWith(`${FLOW_FILE}: /actions/1/route: unknown route key "nowhere" ${where}; expected one of `) &&
          line.includes(' names: "home"'),
      ),
    ).toBe(true);
    expect(lines).toContain(
      `${FLOW_FILE}: /actions/0/text: "t.nope.missing" is not a message in the en, id and zh catalogues ${where}; expected a key of renderer/runtime/i18n/catalogues/{en,id,zh}.json`,
    );
    expect(lines.every((line) => line.startsWith(FLOW_FILE))).toBe(true);
  });
});
