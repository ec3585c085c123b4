/**
 * `npm run dev`: an edit to an authored file is validated once it has settled; when this brand's
 * files and the shared ones are good the open page reloads with it, else the page keeps its last
 * good version and the problems panel (./devProblems.ts) shows the lines `npm run validate` prints.
 */
import { relative, sep } from 'node:path';
import type { ViteDevServer } from 'vite';
import { ROOT, loadProject, type Project } from '../project/project.ts';
import { isAuthoredFile } from '../project/authoredFiles.ts';
import { ValidationFailed } from '../problems/problems.ts';
import { PANEL_MODULE, PROBLEMS_EVENT, problemsReport } from './devProblems.ts';
import { blockingProblems } from './buildStart.ts';
import { currentProject, type PluginState } from './pluginState.ts';
import { OWN } from './virtualModules.ts';

export function watchAuthoredFiles(server: ViteDevServer, state: PluginState): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  server.watcher.on('all', (_event, file) => {
    if (!isAuthoredFile(relative(ROOT, file).split(sep).join('/'))) return;
    // An editor's save can be several writes: validate once they have settled.
    clearTimeout(timer);
    timer = setTimeout(() => revalidate(server, state, file), 60);
  });
}

/**
 * Loads the project again after `file` changed: the page reloads with it, or keeps its last good version; the panel is
 * told.
 */
function revalidate(server: ViteDevServer, state: PluginState, file: string): void {
  const next = projectNow(state, file);
  state.problems = next.problems;
  // Another brand's mistakes are shown but do not hold this brand's page back.
  const blocking = blockingProblems(next.problems, state.deploymentId);
  if (blocking.length === 0 && next.deployments.has(state.deploymentId)) {
    state.project = next;
    state.pageOnly = undefined;
    state.stale = false;
    invalidateOwn(server);
    server.config.logger.info(`loan-pages: ${relative(ROOT, file)} changed: the page reloads`, { timestamp: true });
    server.ws.send({ type: 'full-reload', path: '*' });
  } else {
    state.stale = true;
    invalidateOwn(server, PANEL_MODULE);
    server.config.logger.warn(
      `loan-pages: ${new ValidationFailed(next.problems).message}\n(the page keeps the last version without problems)`,
      { timestamp: true },
    );
  }
  server.ws.send({ type: 'custom', event: PROBLEMS_EVENT, data: problemsReport(state.problems, state.stale) });
}

/** The project as the files are now. */
function projectNow(state: PluginState, file: string): Project {
  try {
    return loadProject();
  } catch (error) {
    // A check that breaks on some input must not take the dev server down: it is shown like a problem.
    return {
      ...currentProject(state),
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
}

/**
 * Drops the dev server's copies of our virtual modules (or of one), so the next load compiles them from the current
 * sources.
 */
function invalidateOwn(server: ViteDevServer, only?: string): void {
  const graph = server.environments?.client?.moduleGraph ?? server.moduleGraph;
  for (const module of graph.idToModuleMap.values()) {
    const id = module.id?.startsWith('\0') ? module.id.slice(1) : undefined;
    if (id && OWN.test(id) && (only === undefined || id === only)) graph.invalidateModule(module);
  }
}
