/**
 * The build step of the renderer, as a Vite plugin (used by the app build, Vitest and Storybook):
 * it checks every page, deployment and catalogue before anything is bundled (the build fails with
 * the same lines `npm run validate` prints; ./buildStart.ts), compiles each page for the deployment
 * being built, and serves the results as virtual modules (./virtualModules.ts); under `npm run dev`
 * it validates every edit and shows the problems in the page (./devWatch.ts).
 */
import type { Plugin, ResolvedConfig, UserConfig } from 'vite';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { EARLY_TAP_STYLE } from '../../contract/earlyTaps.ts';
import { DEFAULT_DEPLOYMENT } from '../project/project.ts';
import { DEMO_BUILD_FLAG, isDemoBuild } from './demoBuild.ts';
import { RELEASE_FLAG, releaseId } from './release.ts';
import { PANEL_URL } from './devProblems.ts';
import { startBuild } from './buildStart.ts';
import { watchAuthoredFiles } from './devWatch.ts';
import { currentProject, pluginState, type PluginState } from './pluginState.ts';
import { OWN, virtualModule } from './virtualModules.ts';
import { CONTENT_BUILD_FILE, CONTENT_BUILD_MODULE, contentBuild } from '../content/contentBuild.ts';

export interface LoanPagesOptions {
  /** The deployment to build; default DEPLOYMENT from the environment, else the default one. */
  deployment?: string;
}

export function deploymentToBuild(options: LoanPagesOptions = {}): string {
  return options.deployment ?? process.env.DEPLOYMENT ?? DEFAULT_DEPLOYMENT;
}

/** The constants the code is bundled with: whether this is a demo build, and the release. */
function buildFlags(state: PluginState): UserConfig {
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
    state.releaseProblem = (error as Error).message;
  }
  return { define: { [DEMO_BUILD_FLAG]: JSON.stringify(demo), [RELEASE_FLAG]: JSON.stringify(release) } };
}

/** `npm run dev` (not Vitest's or Storybook's servers, which use this plugin too). */
function isDevServer(config: ResolvedConfig): boolean {
  return (
    config.command === 'serve' &&
    !config.isProduction &&
    process.env.VITEST === undefined &&
    process.env.STORYBOOK !== 'true'
  );
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

export function loanPages(options: LoanPagesOptions = {}): Plugin {
  const state = pluginState(deploymentToBuild(options));
  return {
    name: 'loan-pages',
    enforce: 'pre',
    config() {
      return buildFlags(state);
    },
    configResolved(config) {
      state.serving = isDevServer(config);
    },
    buildStart() {
      startBuild(this, state);
    },
    configureServer(server) {
      if (!state.serving) return;
      watchAuthoredFiles(server, state);
    },
    resolveId(id) {
      return OWN.test(id) || id === CONTENT_BUILD_MODULE ? `\0${id}` : undefined;
    },
    load(id) {
      // What the build can serve of a content pack (issue 43): in the server entry, and beside the browser's files.
      if (id === `\0${CONTENT_BUILD_MODULE}`)
        return contentBuild(currentProject(state), state.deploymentId).then(
          (served) => `export default ${JSON.stringify(served)};`,
        );
      return virtualModule(this, state, id);
    },
    async generateBundle() {
      if (this.environment?.name !== 'client' || state.serving) return;
      const served = await contentBuild(currentProject(state), state.deploymentId);
      this.emitFile({ type: 'asset', fileName: CONTENT_BUILD_FILE, source: `${JSON.stringify(served, null, 2)}\n` });
    },
    transformIndexHtml(html) {
      const deployment = currentProject(state).deployments.get(state.deploymentId);
      const page = deployment ? html.replace('<!--brand-head-->', brandHead(deployment.value)) : html;
      return state.serving
        ? { html: page, tags: [{ tag: 'script', attrs: { type: 'module', src: PANEL_URL }, injectTo: 'body' }] }
        : page;
    },
  };
}
