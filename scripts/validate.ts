/**
 * `npm run validate [files…]`: checks every page schema, deployment, the call catalogue and the
 * message catalogues in one run (or reports only on the files named), one line per problem, each
 * file's from top to bottom (CONTRACT §1):
 * `file:line:column: /json/pointer: what is wrong; expected what[; did you mean "X"?]`. Exit 1 when there is any.
 */
import { relative, resolve } from 'node:path';
import { ROOT } from '../renderer/build/project/project.ts';
import { checkProject, formatProblem } from '../renderer/build/project/validateProject.ts';

const named = process.argv.slice(2).map((file) => relative(ROOT, resolve(process.cwd(), file)));
const { problems, project } = checkProject(named);

if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`valid: ${project.pages.size} page schemas, ${project.deployments.size} deployments, ${Object.keys(project.calls).length} gateway calls`);
