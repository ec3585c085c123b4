/**
 * Every check of the project in one run, as `npm run validate` reports it (and the build, and a
 * live preview's problems panel): each problem with its file, line, column, JSON pointer, what is
 * wrong, what was expected and, where a known name is near, the one probably meant. Print one with
 * `formatProblem` (../problems/problems.ts) for the line CONTRACT §1 fixes.
 */
import { relative, resolve } from 'node:path';
import type { Problem } from '../problems/problems.ts';
import { ROOT, loadProject, type Project } from './project.ts';

export type { Problem } from '../problems/problems.ts';
export { formatProblem } from '../problems/problems.ts';

export interface Validation {
  problems: Problem[];
  project: Project;
}

/**
 * Checks everything; with `files` (relative to the root or absolute), reports only on those, and
 * checks the ones outside the project's folders (fixtures) too, without making them part of it.
 */
export function checkProject(files: readonly string[] = [], root = ROOT): Validation {
  const named = files.map((file) => relative(root, resolve(root, file)));
  const project = loadProject({ root, files: named });
  return {
    project,
    problems: named.length ? project.problems.filter((problem) => named.includes(problem.file)) : project.problems,
  };
}

/** Every problem, placed and with the name meant (`checkProject` also gives what was read). */
export function validateProject(files: readonly string[] = [], root = ROOT): Problem[] {
  return checkProject(files, root).problems;
}
