// @vitest-environment node
/**
 * The catalogues split by who uses them: the runtime's and the blocks' words load with every visit,
 * a page's own words with that page. Checked on the real project, so no page can miss a word.
 */
import { describe, expect, it } from 'vitest';
import { ROOT, loadProject, pageForDeployment } from '../../renderer/toolchain/project/project.ts';
import { pageUse } from '../../renderer/toolchain/compile/compilePage.ts';
import {
  blockGroups,
  coreCatalogue,
  groupsNamedByCode,
  groupsNamedByPage,
  pageCatalogue,
  pageOnlyGroups,
  runtimeSources,
} from '../../renderer/toolchain/compile/messageSplit.ts';
import { pagesModule } from '../../renderer/toolchain/vite/virtualModules.ts';

type Catalogue = Record<string, unknown>;

describe('what names a group', () => {
  it('a page: templates, bindings and keys it builds ("t.preview.scenarios." + a label)', () => {
    const page = {
      title: { $template: '{{t.loan.title}} | {{deployment.appName}}' },
      body: [
        {
          props: { text: { $read: ['t.preview.scenarios', { $read: 'item.label' }] }, other: { $read: 't.common.ok' } },
        },
      ],
      state: { note: 'not.t.this' },
    };
    expect([...groupsNamedByPage(page)].sort()).toEqual(['common', 'loan', 'preview']);
  });

  it("code: a quoted key or the start of a built one, among the catalogue's groups only", () => {
    const code = [
      "t('errors.link')",
      'translate(messages, `chat.${kind}`)',
      "const x = 'data.loan';",
      'import "./countdown.ts"',
    ];
    expect([...groupsNamedByCode(code, ['errors', 'chat', 'countdown', 'loan'])].sort()).toEqual(['chat', 'errors']);
  });
});

describe('the real catalogues', () => {
  const project = loadProject();
  const catalogues = project.messages as Record<string, Catalogue>;
  const pageOnly = pageOnlyGroups(catalogues.en!, runtimeSources(ROOT));

  it("the shared part keeps the runtime's words; a block's words travel with the pages that have the block; it is a fraction of the whole", () => {
    const core = coreCatalogue(catalogues.en!, pageOnly);
    for (const group of ['common', 'errors', 'titleBar']) expect(core, group).toHaveProperty(group);
    for (const group of ['privacy', 'promotion', 'loan', 'preview', 'keyFacts', 'chat', 'countdown'])
      expect(core, group).not.toHaveProperty(group);
    expect(JSON.stringify(core).length).toBeLessThan(JSON.stringify(catalogues.en).length / 8);
    const blocks = blockGroups(ROOT, Object.keys(catalogues.en!));
    // The Key Fact Statement shows the grievance officer's contacts: its page gets both blocks' words.
    expect([...blocks.get('keyFacts')!]).toEqual(expect.arrayContaining(['keyFacts', 'officer']));
    const confirm = pageCatalogue(catalogues.en!, pageOnly, pageForDeployment(project, 'kilat', 'loanConfirm'), blocks);
    expect(confirm).toHaveProperty('keyFacts');
    expect(
      pageCatalogue(catalogues.en!, pageOnly, pageForDeployment(project, 'kilat', 'loanDetails'), blocks),
    ).not.toHaveProperty('keyFacts');
  });

  it("every page of every brand gets every group its blocks' code names, in every language", () => {
    const blocks = blockGroups(ROOT, Object.keys(catalogues.en!));
    for (const [deployment] of project.deployments) {
      for (const route of project.pages.keys()) {
        const page = pageForDeployment(project, deployment, route);
        const visit = {
          ...coreCatalogue(catalogues.en!, pageOnly),
          ...pageCatalogue(catalogues.en!, pageOnly, page, blocks),
        };
        for (const type of pageUse(page).blocks)
          for (const group of blocks.get(type) ?? [])
            expect(visit, `${deployment} ${route} ${type}`).toHaveProperty(group);
      }
    }
  });

  it('every page of every brand gets every group it names, in every language: shared, or its own', () => {
    for (const [deployment] of project.deployments) {
      for (const route of project.pages.keys()) {
        const page = pageForDeployment(project, deployment, route);
        for (const [language, catalogue] of Object.entries(catalogues)) {
          const visit = { ...coreCatalogue(catalogue, pageOnly), ...pageCatalogue(catalogue, pageOnly, page) };
          for (const group of groupsNamedByPage(page))
            expect(visit, `${deployment} ${route} ${language}`).toHaveProperty(group);
        }
      }
    }
  });

  it("a page module list names each page's own message chunks per language", () => {
    const module = pagesModule(project, 'kilat', pageOnly);
    expect(module).toContain(
      '"promotionRegister": { en: () => import("virtual:page-messages/kilat/promotionRegister/en"), id: () => import("virtual:page-messages/kilat/promotionRegister/id"), zh: () => import("virtual:page-messages/kilat/promotionRegister/zh") }',
    );
    // The second address of the privacy policy brings the same words.
    expect(module).toContain(
      '"privacyPolicyLegacy": { en: () => import("virtual:page-messages/kilat/privacyPolicy/en")',
    );
  });
});
