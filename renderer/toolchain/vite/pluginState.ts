/**
 * What the loan-pages plugin (./vitePlugin.ts) keeps between its hooks: the project the virtual
 * modules are compiled from and, under `npm run dev`, the problems of the files as they are now.
 */
import { ROOT, loadProject, type Project } from '../project/project.ts';
import { pageOnlyGroups, runtimeSources } from '../compile/messageSplit.ts';
import type { Problem } from '../problems/problems.ts';
import type { Catalogue } from './virtualModules.ts';

export interface PluginState {
  /** The deployment being built. */
  readonly deploymentId: string;
  /** As last loaded without problems that stop this brand (loaded on first use). */
  project: Project | undefined;
  /** The message groups only pages use (decided once per project, on first use). */
  pageOnly: Set<string> | undefined;
  /** `npm run dev` (not Vitest's or Storybook's servers, which use this plugin too). */
  serving: boolean;
  /** npm run dev: the problems of the files as they are now (the modules keep the last sources that had none). */
  problems: Problem[];
  /** What is wrong with RELEASE, found when the config is made and said at buildStart. */
  releaseProblem: string | undefined;
  /** The page shows the last version without problems, not the files as they are now. */
  stale: boolean;
}

export function pluginState(deploymentId: string): PluginState {
  return {
    deploymentId,
    project: undefined,
    pageOnly: undefined,
    serving: false,
    problems: [],
    releaseProblem: undefined,
    stale: false,
  };
}

export function currentProject(state: PluginState): Project {
  state.project ??= loadProject();
  return state.project;
}

// Decided on the English catalogue; every catalogue has the same groups (validate checks it).
export function pageOnlyOf(state: PluginState, project: Project): Set<string> {
  return (state.pageOnly ??= pageOnlyGroups(
    (project.messages as Record<string, Catalogue>).en ?? {},
    runtimeSources(ROOT),
  ));
}
