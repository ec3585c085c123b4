/**
 * The build step of the renderer, as a Vite plugin (used by the app build, Vitest and Storybook):
 * it checks every page, deployment and catalogue before anything is bundled (the build fails with
 * the same lines `npm run validate` prints), compiles each page for the deployment being built,
 * and serves the results as virtual modules:
 *   virtual:deployment            the deployment (minus its page patches)
 *   virtual:pages                 route key → () => import(page module), its messages, its early data (render-as-you-fetch)
 *   virtual:page/<dep>/<route>    { page, blocks, calls } of one page, with only the blocks and calls it uses
 *   virtual:replies/<dep>/<route> the page's precompiled reply validators
 *   virtual:deployments               every deployment and its pages (Storybook's brand switch)
 *   virtual:messages/<lang>       the catalogue every page loads: the groups the runtime and blocks use
 *   virtual:page-messages/<dep>/<route>/<lang>  the page's own groups (renderer/toolchain/compile/messageSplit.ts)
 */
import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { withMarketContacts } from '../brand/marketContacts.ts';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { pageUse, type PageUse } from '../compile/compilePage.ts';
import { compiledPages, type CompiledPages } from '../brand/experiments.ts';
import { earlyFetchPlan } from '../compile/earlyPlan.ts';
import { SAME_SCREEN } from '../../contract/routeTable.ts';
import { EARLY_TAP_STYLE } from '../../contract/earlyTaps.ts';
import { DEFAULT_DEPLOYMENT, ROOT, loadProject, pageForDeployment, type Project } from '../project/project.ts';
import { blockGroups, coreCatalogue, pageCatalogue, pageOnlyGroups, runtimeSources } from '../compile/messageSplit.ts';

/** By block type, the message groups its code names (decided on the English catalogue; every catalogue has the same groups). */
let blockGroupsCache: { project: Project; groups: Map<string, Set<string>> } | undefined;
function blocksOf(project: Project): Map<string, Set<string>> {
  if (blockGroupsCache?.project !== project)
    blockGroupsCache = {
      project,
      groups: blockGroups(ROOT, Object.keys((project.messages as Record<string, Record<string, unknown>>).en ?? {})),
    };
  return blockGroupsCache.groups;
}
import { DEMO_BUILD_FLAG, isDemoBuild, testPreviewLeftOut } from './demoBuild.ts';
import { RELEASE_FLAG, releaseId } from './release.ts';
import { ValidationFailed, type Problem } from '../problems/problems.ts';
import { PANEL_MODULE, PANEL_URL, PROBLEMS_EVENT, panelModule, problemsReport } from './devProblems.ts';
import { problemsOfBrand } from '../brand/buildPlan.ts';
import { didYouMean } from '../problems/didYouMean.ts';
import { replyValidatorsModule } from '../compile/replyValidators.ts';
import { CATALOGUES_DIR, DEPLOYMENTS_DIR, isAuthoredFile } from '../project/authoredFiles.ts';

const PREFIX = 'virtual:';
/** Only our own virtual ids: other tools (Storybook) have virtual: modules of their own. */
const OWN =
  /^virtual:(?:deployments|deployment|pages|page\/|replies\/|messages\/|page-messages\/|loan-pages-dev-panel$)/;

/** The deployment as the browser gets it: no page patches nor experiments (compiled into the pages), each market's phone and e-mail filled in. */
export function publicDeployment(deployment: Deployment): Omit<Deployment, 'pages' | '$schema' | 'experiments'> {
  const { pages: _pages, $schema: _schema, experiments: _experiments, ...rest } = deployment;
  return withMarketContacts(rest);
}

/** What a route's page module holds for one brand: the page, its running experiment's variants (../brand/experiments.ts), and what they all use. */
function builtPage(project: Project, deploymentId: string, routeKey: string): CompiledPages & { use: PageUse } {
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

/** The page's own groups of a catalogue, for every page source its module holds (renderer/toolchain/compile/messageSplit.ts). */
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

export interface LoanPagesOptions {
  /** The deployment to build; default DEPLOYMENT from the environment, else the default one. */
  deployment?: string;
}

export function deploymentToBuild(options: LoanPagesOptions = {}): string {
  return options.deployment ?? process.env.DEPLOYMENT ?? DEFAULT_DEPLOYMENT;
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

/** Each route key with a screen in this deployment's build and the page that renders it (a second address shows the same page). */
function screensOf(project: Project, deploymentId: string): [key: string, page: string][] {
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

export /** Route key → language → the page's own messages, for every screen that has some (main.ts fetches them beside the page). */
function pageMessageLoaders(project: Project, deploymentId: string, pageOnly: ReadonlySet<string>): string {
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

type Catalogue = Record<string, unknown>;

function catalogueOf(project: Project, language: string): Catalogue {
  const catalogue = (project.messages as Record<string, Catalogue>)[language];
  if (!catalogue) throw new Error(`no message catalogue "${language}"`);
  return catalogue;
}

function messagesModule(messages: Catalogue): string {
  return `export default ${JSON.stringify(messages)};`;
}

function brandHead(deployment: Deployment): string {
  const { colors } = deployment;
  return [
    `<title>${deployment.appName.replace(/[<&>"]/g, '')}</title>`,
    `<meta name="theme-color" content="${colors.background}">`,
    `<style>html,body{margin:0;background:${colors.background};color:${colors.text}}</style>`,
    // A tap the server's page keeps before its script has come shows at once (renderer/server/pageLoader.ts).
    `<style>${EARLY_TAP_STYLE}</style>`,
  ].join('\n    ');
}

/** Drops the dev server's copies of our virtual modules (or of one), so the next load compiles them from the current sources. */
function invalidateOwn(server: ViteDevServer, only?: string): void {
  const graph = server.environments?.client?.moduleGraph ?? server.moduleGraph;
  for (const module of graph.idToModuleMap.values()) {
    const id = module.id?.startsWith('\0') ? module.id.slice(1) : undefined;
    if (id && OWN.test(id) && (only === undefined || id === only)) graph.invalidateModule(module);
  }
}

/** What stops this brand's build: its own problems and the shared ones, less the values still to fill (a new brand builds as it is, CONTRACT §1). */
function blockingProblems(problems: readonly Problem[], deploymentId: string): Problem[] {
  return problemsOfBrand(problems, deploymentId).filter((problem) => !problem.unfilled);
}

export function loanPages(options: LoanPagesOptions = {}): Plugin {
  const deploymentId = deploymentToBuild(options);
  let project: Project | undefined;
  let pageOnly: Set<string> | undefined;
  const current = (): Project => {
    project ??= loadProject();
    return project;
  };
  /** npm run dev: the problems of the files as they are now (the modules keep the last sources that had none). */
  let serving = false;
  let problems: Problem[] = [];
  let releaseProblem: string | undefined;
  let stale = false;
  // Decided on the English catalogue; every catalogue has the same groups (validate checks it).
  const pageOnlyOf = (p: Project): Set<string> =>
    (pageOnly ??= pageOnlyGroups((p.messages as Record<string, Catalogue>).en ?? {}, runtimeSources(ROOT)));

  return {
    name: 'loan-pages',
    enforce: 'pre',
    config() {
      // Known when the code is bundled, so a production build drops what only a demo build runs (the demo host's chunk).
      let demo = false;
      try {
        demo = isDemoBuild();
      } catch {
        // buildStart says what is wrong with DEMO_BUILD.
      }
      let release = 'unreleased';
      try {
        release = releaseId();
      } catch (error) {
        // buildStart says what is wrong with RELEASE.
        releaseProblem = (error as Error).message;
      }
      return { define: { [DEMO_BUILD_FLAG]: JSON.stringify(demo), [RELEASE_FLAG]: JSON.stringify(release) } };
    },
    configResolved(config) {
      // `npm run dev` (not Vitest's or Storybook's servers, which use this plugin too).
      serving =
        config.command === 'serve' &&
        !config.isProduction &&
        process.env.VITEST === undefined &&
        process.env.STORYBOOK !== 'true';
    },
    buildStart() {
      project = loadProject();
      pageOnly = undefined;
      problems = project.problems;
      // Another brand's mistakes are its own: this brand builds when its files and the shared ones are good (../brand/buildPlan.ts);
      // values still to fill stop no build, they are said (../brand/ownValues.ts; a new brand builds as it is, CONTRACT §1).
      const blocking = blockingProblems(project.problems, deploymentId);
      // The dev server starts anyway and shows every problem in the page (below); a build stops on its own.
      if (blocking.length && !serving) this.error(new ValidationFailed(blocking).message);
      if (serving && project.problems.length) this.warn(new ValidationFailed(project.problems).message);
      const unfilled = problemsOfBrand(project.problems, deploymentId).length - blocking.length;
      if (!serving && unfilled)
        this.warn(
          `${unfilled} value${unfilled === 1 ? '' : 's'} of ${deploymentId} still to fill (npm run validate lists them): shown as written: give them before this brand ships`,
        );
      const others = project.problems.length - blocking.length - unfilled;
      if (!serving && others)
        this.warn(
          `${others} problem${others === 1 ? '' : 's'} in other brands' deployment files (npm run validate lists them); not this build's`,
        );
      if (!project.deployments.has(deploymentId)) {
        const known = [...project.deployments.keys()];
        const meant = didYouMean(deploymentId, known);
        this.error(
          `DEPLOYMENT=${deploymentId} names no deployment; expected one of: ${known.join(', ')}${meant ? `; did you mean "${meant}"?` : ''}`,
        );
      }
      if (releaseProblem) this.error(releaseProblem);
      const built = project.deployments.get(deploymentId)!;
      let demo: boolean;
      try {
        demo = isDemoBuild();
      } catch (error) {
        this.error((error as Error).message);
      }
      if (built.value.features?.testPreview === true && !demo) this.warn(testPreviewLeftOut(built.file));
      for (const dir of ['schemas', DEPLOYMENTS_DIR, CATALOGUES_DIR]) this.addWatchFile(join(ROOT, dir));
    },
    configureServer(server) {
      if (!serving) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on('all', (_event, file) => {
        if (!isAuthoredFile(relative(ROOT, file).split(sep).join('/'))) return;
        // An editor's save can be several writes: validate once they have settled.
        clearTimeout(timer);
        timer = setTimeout(() => {
          let next: Project;
          try {
            next = loadProject();
          } catch (error) {
            // A check that breaks on some input must not take the dev server down: it is shown like a problem.
            next = {
              ...current(),
              problems: [
                {
                  file: relative(ROOT, file),
                  pointer: '',
                  message: `could not be checked (${(error as Error).message})`,
                  expected: 'a file the checks can read',
                },
              ],
            };
          }
          problems = next.problems;
          // Another brand's mistakes are shown but do not hold this brand's page back.
          const blocking = blockingProblems(next.problems, deploymentId);
          if (blocking.length === 0 && next.deployments.has(deploymentId)) {
            project = next;
            pageOnly = undefined;
            stale = false;
            invalidateOwn(server);
            server.config.logger.info(`loan-pages: ${relative(ROOT, file)} changed: the page reloads`, {
              timestamp: true,
            });
            server.ws.send({ type: 'full-reload', path: '*' });
          } else {
            stale = true;
            invalidateOwn(server, PANEL_MODULE);
            server.config.logger.warn(
              `loan-pages: ${new ValidationFailed(next.problems).message}\n(the page keeps the last version without problems)`,
              { timestamp: true },
            );
          }
          server.ws.send({ type: 'custom', event: PROBLEMS_EVENT, data: problemsReport(problems, stale) });
        }, 60);
      });
    },
    resolveId(id) {
      return OWN.test(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith('\0') || !OWN.test(id.slice(1))) return undefined;
      const name = id.slice(PREFIX.length + 1);
      if (`${PREFIX}${name}` === PANEL_MODULE) return panelModule(problemsReport(problems, stale));
      const p = current();
      if (name === 'deployment')
        return `export default ${JSON.stringify(publicDeployment(p.deployments.get(deploymentId)!.value))};`;
      if (name === 'pages') return pagesModule(p, deploymentId, pageOnlyOf(p));
      if (name.startsWith('messages/'))
        return messagesModule(coreCatalogue(catalogueOf(p, name.slice('messages/'.length)), pageOnlyOf(p)));
      if (name.startsWith('page-messages/')) {
        const [, dep = '', key = '', lang = ''] = name.split('/');
        return messagesModule(builtPageCatalogue(p, catalogueOf(p, lang), pageOnlyOf(p), dep, key));
      }
      if (name === 'deployments') return deploymentsModule(p);
      const [kind, dep = '', key = ''] = name.split('/');
      if (kind === 'page' && !pageBuilt(p.deployments.get(dep)?.value, key))
        this.error(`deployment ${dep} switches page ${key} off (features)`);
      if (kind === 'page') return pageModule(p, dep, key);
      if (kind === 'replies') return replyValidatorsModule(p.calls, builtPage(p, dep, key).use.calls);
      this.error(`unknown virtual module ${name}`);
    },
    transformIndexHtml(html) {
      const deployment = current().deployments.get(deploymentId);
      const page = deployment ? html.replace('<!--brand-head-->', brandHead(deployment.value)) : html;
      return serving
        ? { html: page, tags: [{ tag: 'script', attrs: { type: 'module', src: PANEL_URL }, injectTo: 'body' }] }
        : page;
    },
  };
}
