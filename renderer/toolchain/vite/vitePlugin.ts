/**
 * The build step of the renderer, as a Vite plugin (used by the app build, Vitest and Storybook):
 * it checks every page, deployment and catalogue before anything is bundled (the build fails with
 * the same lines `npm run validate` prints), compiles each page for the deployment being built,
 * and serves the results as virtual modules (./virtualModules.ts).
 */
import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { EARLY_TAP_STYLE } from '../../contract/earlyTaps.ts';
import { DEFAULT_DEPLOYMENT, ROOT, loadProject, type Project } from '../project/project.ts';
import { coreCatalogue, pageOnlyGroups, runtimeSources } from '../compile/messageSplit.ts';
import { DEMO_BUILD_FLAG, isDemoBuild, testPreviewLeftOut } from './demoBuild.ts';
import { RELEASE_FLAG, releaseId } from './release.ts';
import { ValidationFailed, type Problem } from '../problems/problems.ts';
import { PANEL_MODULE, PANEL_URL, PROBLEMS_EVENT, panelModule, problemsReport } from './devProblems.ts';
import { problemsOfBrand } from '../brand/buildPlan.ts';
import { didYouMean } from '../problems/didYouMean.ts';
import { replyValidatorsModule } from '../compile/replyValidators.ts';
import { CATALOGUES_DIR, DEPLOYMENTS_DIR, isAuthoredFile } from '../project/authoredFiles.ts';
import {
  OWN,
  PREFIX,
  builtPage,
  builtPageCatalogue,
  catalogueOf,
  deploymentsModule,
  messagesModule,
  pageBuilt,
  pageModule,
  pagesModule,
  publicDeployment,
  type Catalogue,
} from './virtualModules.ts';

export interface LoanPagesOptions {
  /** The deployment to build; default DEPLOYMENT from the environment, else the default one. */
  deployment?: string;
}

export function deploymentToBuild(options: LoanPagesOptions = {}): string {
  return options.deployment ?? process.env.DEPLOYMENT ?? DEFAULT_DEPLOYMENT;
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
