/**
 * The plugin's buildStart: every page and brand checked before anything is bundled. A build stops
 * on this brand's problems with the lines `npm run validate` prints; `npm run dev` starts anyway
 * and shows them in the page (./devWatch.ts).
 */
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { ROOT, loadProject, type Project } from '../project/project.ts';
import { CATALOGUES_DIR, DEPLOYMENTS_DIR } from '../project/authoredFiles.ts';
import { problemsOfBrand } from '../brand/buildPlan.ts';
import { ValidationFailed, type Problem } from '../problems/problems.ts';
import { didYouMean } from '../problems/didYouMean.ts';
import { DEMO_FILES_PATH, demoDocumentShipped, isDemoBuild, testPreviewLeftOut } from './demoBuild.ts';
import type { PluginState } from './pluginState.ts';

type BuildContext = Pick<Rollup.PluginContext, 'error' | 'warn' | 'addWatchFile'>;

/**
 * What stops this brand's build: its own problems and the shared ones, less the values still to fill (a new brand
 * builds as it is, CONTRACT §1).
 */
export function blockingProblems(problems: readonly Problem[], deploymentId: string): Problem[] {
  return problemsOfBrand(problems, deploymentId).filter((problem) => !problem.unfilled);
}

export function startBuild(context: BuildContext, state: PluginState): void {
  const project = loadProject();
  state.project = project;
  state.pageOnly = undefined;
  state.problems = project.problems;
  reportProblems(context, project, state);
  checkWhatIsBuilt(context, project, state);
  for (const dir of ['schemas', DEPLOYMENTS_DIR, CATALOGUES_DIR]) context.addWatchFile(join(ROOT, dir));
}

/** Stops a build on this brand's problems; says the values still to fill, and how many problems other brands have. */
function reportProblems(context: BuildContext, project: Project, { deploymentId, serving }: PluginState): void {
  // Another brand's mistakes are its own: this brand builds when its files and the shared ones are good
  // (../brand/buildPlan.ts); values still to fill stop no build, they are said (../brand/ownValues.ts; a new brand
  // builds as it is, CONTRACT §1).
  const blocking = blockingProblems(project.problems, deploymentId);
  // The dev server starts anyway and shows every problem in the page (./devWatch.ts); a build stops on its own.
  if (blocking.length && !serving) context.error(new ValidationFailed(blocking).message);
  if (serving && project.problems.length) context.warn(new ValidationFailed(project.problems).message);
  const unfilled = problemsOfBrand(project.problems, deploymentId).length - blocking.length;
  if (!serving && unfilled)
    context.warn(
      `${unfilled} value${unfilled === 1 ? '' : 's'} of ${deploymentId} still to fill (npm run validate lists them): shown as written: give them before this brand ships`,
    );
  const others = project.problems.length - blocking.length - unfilled;
  if (!serving && others)
    context.warn(
      `${others} problem${others === 1 ? '' : 's'} in other brands' deployment files (npm run validate lists them); not this build's`,
    );
}

/**
 * Stops on a DEPLOYMENT that names no brand, a bad RELEASE or DEMO_BUILD; says when a production build leaves the test
 * page out or takes a document from the demo.
 */
function checkWhatIsBuilt(
  context: BuildContext,
  project: Project,
  { deploymentId, releaseProblem }: PluginState,
): void {
  if (!project.deployments.has(deploymentId)) {
    const known = [...project.deployments.keys()];
    const meant = didYouMean(deploymentId, known);
    context.error(
      `DEPLOYMENT=${deploymentId} names no deployment; expected one of: ${known.join(', ')}${meant ? `; did you mean "${meant}"?` : ''}`,
    );
  }
  if (releaseProblem) context.error(releaseProblem);
  const built = project.deployments.get(deploymentId)!;
  let demo: boolean;
  try {
    demo = isDemoBuild();
  } catch (error) {
    context.error((error as Error).message);
  }
  if (demo) return;
  if (built.value.features?.testPreview === true) context.warn(testPreviewLeftOut(built.file));
  for (const [key, path] of Object.entries(built.value.documents ?? {}))
    if (typeof path === 'string' && path.startsWith(DEMO_FILES_PATH))
      context.warn(demoDocumentShipped(built.file, key, path));
}
