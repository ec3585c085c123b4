/**
 * The virtual modules the build serves (the plugin's load hook, ./vitePlugin.ts, asks virtualModule), each
 * compiled from the project for the deployment being built:
 *   virtual:deployment            the deployment (minus its page patches)
 * virtual:pages                 route key → () => import(page module), its messages, its early data
 * (render-as-you-fetch)
 *   virtual:page/<dep>/<route>    { page, blocks, calls } of one page, with only the blocks and calls it uses
 *   virtual:replies/<dep>/<route> the page's precompiled reply validators
 *   virtual:deployments               every deployment and its pages (Storybook's brand switch)
 *   virtual:messages/<lang>       the catalogue every page loads: the groups the runtime and blocks use
 *   virtual:page-messages/<dep>/<route>/<lang>  the page's own groups (renderer/toolchain/compile/messageSplit.ts)
 *   virtual:loan-pages-dev-panel  `npm run dev`'s problems panel (./devProblems.ts)
 */
import { join } from 'node:path';
import { withMarketContacts } from '../brand/marketContacts.ts';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { pageUse, type PageUse } from '../compile/compilePage.ts';
import { compiledPages, type CompiledPages } from '../brand/experiments.ts';
import { earlyFetchPlan } from '../compile/earlyPlan.ts';
import { SAME_SCREEN } from '../../contract/routeTable.ts';
import { ROOT, pageForDeployment, type Project } from '../project/project.ts';
import type { Rollup } from 'vite';
import { blockGroups, coreCatalogue, pageCatalogue } from '../compile/messageSplit.ts';
import { replyValidatorsModule } from '../compile/replyValidators.ts';
import { isDemoBuild } from './demoBuild.ts';
import { PANEL_MODULE, panelModule, problemsReport } from './devProblems.ts';
import { currentProject, pageOnlyOf, type PluginState } from './pluginState.ts';

const PREFIX = 'virtual:';
/** Only our own virtual ids: other tools (Storybook) have virtual: modules of their own. */
export const OWN =
  /^virtual:(?:deployments|deployment|pages|page\/|replies\/|messages\/|page-messages\/|loan-pages-dev-panel$)/;

/**
 * By block type, the message groups its code names (decided on the English catalogue; every catalogue has the same
 * groups).
 */
let blockGroupsCache: { project: Project; groups: Map<string, Set<string>> } | undefined;
function blocksOf(project: Project): Map<string, Set<string>> {
  if (blockGroupsCache?.project !== project)
    blockGroupsCache = {
      project,
      groups: blockGroups(ROOT, Object.keys((project.messages as Record<string, Record<string, unknown>>).en ?? {})),
    };
  return blockGroupsCache.groups;
}

/**
 * The deployment as the browser gets it: no page patches nor experiments (compiled into the pages), each market's phone
 * and e-mail filled in.
 */
export function publicDeployment(deployment: Deployment): Omit<Deployment, 'pages' | '$schema' | 'experiments'> {
  const { pages: _pages, $schema: _schema, experiments: _experiments, ...rest } = deployment;
  return withMarketContacts(rest);
}

/**
 * What a route's page module holds for one brand: the page, its running experiment's variants
 * (../brand/experiments.ts), and what they all use.
 */
export function builtPage(project: Project, deploymentId: string, routeKey: string): CompiledPages & { use: PageUse } {
  const built = compiledPages(project, deploymentId, routeKey);
  const uses = built.sources.map(pageUse);
  const union = (key: keyof PageUse) => [...new Set(uses.flatMap((use) => use[key]))].sort();
  return {
    ...built,
    use: {
      blocks: union('blocks'),
      calls: union('calls'),
      models: union('models'),
      messageGroups: union('messageGroups'),
    },
  };
}

/**
 * The page's own groups of a catalogue, for every page source its module holds
 * (renderer/toolchain/compile/messageSplit.ts).
 */
function builtPageCatalogue(
  project: Project,
  catalogue: Catalogue,
  pageOnly: ReadonlySet<string>,
  deploymentId: string,
  routeKey: string,
): Catalogue {
  return Object.assign(
    {},
    ...compiledPages(project, deploymentId, routeKey).sources.map((source) =>
      pageCatalogue(catalogue, pageOnly, source, blocksOf(project)),
    ),
  ) as Catalogue;
}

function pageModule(project: Project, deploymentId: string, routeKey: string): string {
  const { page, experiment, use } = builtPage(project, deploymentId, routeKey);
  const defs: Record<string, object> = {};
  for (const id of use.calls) {
    const { reply: _reply, description: _description, ...call } = project.calls[id]!;
    defs[id] = call;
  }
  return [
    ...use.blocks.map((type, i) => `import B${i} from ${JSON.stringify(join(ROOT, 'blocks', type, 'index.tsx'))};`),
    ...use.models.map((type, i) => `import M${i} from ${JSON.stringify(join(ROOT, 'blocks', type, 'model.ts'))};`),
    `import * as replies from ${JSON.stringify(`${PREFIX}replies/${deploymentId}/${routeKey}`)};`,
    `export const page = ${JSON.stringify(page)};`,
    ...(experiment ? [`export const experiment = ${JSON.stringify(experiment)};`] : []),
    `export const blocks = { ${use.blocks.map((type, i) => `${JSON.stringify(type)}: B${i}`).join(', ')} };`,
    `export const models = { ${use.models.map((type, i) => `${JSON.stringify(type)}: M${i}`).join(', ')} };`,
    `const defs = ${JSON.stringify(defs)};`,
    'export const calls = Object.fromEntries(Object.entries(defs).map(([id, def]) => [id, { ...def, id, validate: replies[id] }]));',
  ].join('\n');
}

/**
 * Whether a deployment's build has this page. The developer test page is built only where
 * features.testPreview is on (default off: a new brand is production-safe) and only in a demo build
 * (./demoBuild.ts); a page left out is not in the bundle, and its address shows the not-found page.
 */
export function pageBuilt(deployment: Deployment | undefined, routeKey: string): boolean {
  return routeKey !== 'testPreview' || (deployment?.features?.testPreview === true && isDemoBuild());
}

/**
 * Each route key with a screen in this deployment's build and the page that renders it (a second address shows the same
 * page).
 */
export function screensOf(project: Project, deploymentId: string): [key: string, page: string][] {
  const deployment = project.deployments.get(deploymentId)?.value;
  const screens: [string, string][] = [...project.pages.keys()]
    .filter((key) => pageBuilt(deployment, key))
    .map((key) => [key, key]);
  for (const [key, target] of Object.entries(SAME_SCREEN))
    if (target && project.pages.has(target) && !project.pages.has(key)) screens.push([key, target]);
  return screens;
}

function pageLoaders(project: Project, deploymentId: string): string {
  return screensOf(project, deploymentId)
    .map(
      ([key, page]) =>
        `${JSON.stringify(key)}: () => import(${JSON.stringify(`${PREFIX}page/${deploymentId}/${page}`)})`,
    )
    .join(', ');
}

/**
 * Route key → language → the page's own messages, for every screen that has some (main.ts fetches them beside the
 * page).
 */
export function pageMessageLoaders(project: Project, deploymentId: string, pageOnly: ReadonlySet<string>): string {
  const entries = screensOf(project, deploymentId)
    .filter(
      ([, page]) =>
        Object.keys(builtPageCatalogue(project, project.messages.en as Catalogue, pageOnly, deploymentId, page))
          .length > 0,
    )
    .map(([key, page]) => {
      const languages = Object.keys(project.messages).map(
        (lang) => `${lang}: () => import(${JSON.stringify(`${PREFIX}page-messages/${deploymentId}/${page}/${lang}`)})`,
      );
      return `${JSON.stringify(key)}: { ${languages.join(', ')} }`;
    });
  return entries.join(', ');
}

/** Route key → the data its page can ask for before its code has loaded (renderer/toolchain/compile/earlyPlan.ts). */
function earlyPlans(project: Project, deploymentId: string): string {
  const plans = screensOf(project, deploymentId).flatMap(([key, page]) => {
    const plan = earlyFetchPlan(pageForDeployment(project, deploymentId, page), project.calls);
    return plan ? [[key, plan]] : [];
  });
  return JSON.stringify(Object.fromEntries(plans));
}

export function pagesModule(project: Project, deploymentId: string, pageOnly: ReadonlySet<string> = new Set()): string {
  return [
    `export const pages = { ${pageLoaders(project, deploymentId)} };`,
    `export const pageMessages = { ${pageMessageLoaders(project, deploymentId, pageOnly)} };`,
    `export const early = ${earlyPlans(project, deploymentId)};`,
  ].join('\n');
}

export function deploymentsModule(project: Project): string {
  const deployments = Object.fromEntries(
    [...project.deployments].map(([id, { value }]) => [id, publicDeployment(value)]),
  );
  const pages = [...project.deployments.keys()].map((id) => `${JSON.stringify(id)}: { ${pageLoaders(project, id)} }`);
  // Storybook's variant switch: every brand's experiments, by id, route and variant names.
  const experiments = Object.fromEntries(
    [...project.deployments].map(([id, { value }]) => [
      id,
      (value.experiments ?? []).map((experiment) => ({
        id: experiment.id,
        route: experiment.route,
        variants: Object.keys(experiment.variants),
      })),
    ]),
  );
  return `export const deployments = ${JSON.stringify(deployments)};\nexport const pages = { ${pages.join(', ')} };\nexport const experiments = ${JSON.stringify(experiments)};`;
}

export type Catalogue = Record<string, unknown>;

function catalogueOf(project: Project, language: string): Catalogue {
  const catalogue = (project.messages as Record<string, Catalogue>)[language];
  if (!catalogue) throw new Error(`no message catalogue "${language}"`);
  return catalogue;
}

function messagesModule(messages: Catalogue): string {
  return `export default ${JSON.stringify(messages)};`;
}

/** The source of one of our virtual modules (the plugin's load hook); undefined for any other id. */
export function virtualModule(
  context: Pick<Rollup.PluginContext, 'error'>,
  state: PluginState,
  id: string,
): string | undefined {
  if (!id.startsWith('\0') || !OWN.test(id.slice(1))) return undefined;
  const name = id.slice(PREFIX.length + 1);
  if (`${PREFIX}${name}` === PANEL_MODULE) return panelModule(problemsReport(state.problems, state.stale));
  const { deploymentId } = state;
  const p = currentProject(state);
  if (name === 'deployment')
    return `export default ${JSON.stringify(publicDeployment(p.deployments.get(deploymentId)!.value))};`;
  if (name === 'pages') return pagesModule(p, deploymentId, pageOnlyOf(state, p));
  if (name.startsWith('messages/'))
    return messagesModule(coreCatalogue(catalogueOf(p, name.slice('messages/'.length)), pageOnlyOf(state, p)));
  if (name.startsWith('page-messages/')) {
    const [, dep = '', key = '', lang = ''] = name.split('/');
    return messagesModule(builtPageCatalogue(p, catalogueOf(p, lang), pageOnlyOf(state, p), dep, key));
  }
  if (name === 'deployments') return deploymentsModule(p);
  const [kind, dep = '', key = ''] = name.split('/');
  if (kind === 'page' && !pageBuilt(p.deployments.get(dep)?.value, key))
    context.error(`deployment ${dep} switches page ${key} off (features)`);
  if (kind === 'page') return pageModule(p, dep, key);
  if (kind === 'replies') return replyValidatorsModule(p.calls, builtPage(p, dep, key).use.calls);
  context.error(`unknown virtual module ${name}`);
}
