/**
 * `npm run validate [files…]`: checks every page schema, deployment, the call catalogue and the
 * message catalogues (or only reports on the files named), one line per problem:
 * `file: /json/pointer: what is wrong; expected what`. Exit 1 when there is any.
 */
import { relative, resolve } from 'node:path';
import { ROOT, loadSources } from '../renderer/compile/sources.ts';
import { formatProblem } from '../renderer/compile/problems.ts';

const named = process.argv.slice(2).map((file) => relative(ROOT, resolve(process.cwd(), file)));
const project = loadSources({ files: named });
const problems = named.length ? project.problems.filter((problem) => named.includes(problem.file)) : project.problems;

if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`valid: ${project.pages.size} page schemas, ${project.deployments.size} deployments, ${Object.keys(project.calls).length} gateway calls`);
