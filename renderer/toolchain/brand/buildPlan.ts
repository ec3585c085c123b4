/**
 * Whose problems stop whose build: a deployment file's problems (its patches included) are its
 * brand's alone; a problem anywhere else (a page, a flow, the call or message catalogues, a stale
 * generated schema) is every brand's. `npm run build` builds every good brand, and the build of
 * one brand (../vite/buildStart.ts) fails only on its own problems and the shared ones.
 */
import { basename } from 'node:path';
import type { Problem } from '../problems/problems.ts';
import { DEPLOYMENTS_DIR } from '../project/authoredFiles.ts';
import { type Project } from '../project/project.ts';

const brandOf = (file: string): string | undefined =>
  file.startsWith(`${DEPLOYMENTS_DIR}/`) && file.endsWith('.json') ? basename(file, '.json') : undefined;

/** The problems that stop this brand's build: its own and the shared ones. */
export function problemsOfBrand(problems: readonly Problem[], id: string): Problem[] {
  return problems.filter((problem) => {
    const brand = brandOf(problem.file);
    return brand === undefined || brand === id;
  });
}

export interface BuildPlan {
  /** Brands with no problem of their own (none when `shared` has any). */
  good: string[];
  broken: { id: string; problems: Problem[] }[];
  /** Problems of files every brand uses. */
  shared: Problem[];
}

export function brandsToBuild(project: Pick<Project, 'problems' | 'texts' | 'deployments'>): BuildPlan {
  const ids = new Set([...project.deployments.keys()]);
  for (const file of project.texts.keys()) {
    const id = brandOf(file);
    if (id) ids.add(id);
  }
  const shared = project.problems.filter((problem) => brandOf(problem.file) === undefined);
  const broken = [...ids]
    .sort()
    .map((id) => ({ id, problems: project.problems.filter((problem) => brandOf(problem.file) === id) }))
    // A value still to fill stops no build (a new brand builds as it is, CONTRACT §1): the build says it
    // (../vite/buildStart.ts).
    .filter(({ problems }) => problems.some((problem) => !problem.unfilled));
  const good = shared.length
    ? []
    : [...ids].sort().filter((id) => project.deployments.has(id) && !broken.some((brand) => brand.id === id));
  return { good, broken, shared };
}
