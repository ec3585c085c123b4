/**
 * `npm run validate [files…]`: checks every page schema, deployment, the call catalogue and the
 * message catalogues in one run (or reports only on the files named), one line per problem, each
 * file's from top to bottom (CONTRACT §1):
 * `file:line:column: /json/pointer: what is wrong; expected what[; did you mean "X"?]`. Exit 1 when there is any, a
 * value new-brand left to fill aside (said, not failed: a new brand validates as it is, CONTRACT §1).
 */
import { relative, resolve } from 'node:path';
import { ROOT } from '../renderer/toolchain/project/project.ts';
import { checkProject, formatProblem } from '../renderer/toolchain/project/validateProject.ts';

const named = process.argv.slice(2).map((file) => relative(ROOT, resolve(process.cwd(), file)));
const { problems, project } = checkProject(named);

for (const problem of problems) console.error(formatProblem(problem));
// A value new-brand left to fill is said, at its line and column, but does not fail: a new brand validates and builds
// as it is (CONTRACT §1); what fails is a mistake, or a value another brand has
// (../renderer/toolchain/brand/ownValues.ts).
const mistakes = problems.filter((problem) => !problem.unfilled);
const toFill = problems.length - mistakes.length;
if (mistakes.length) {
  console.error(
    `\n${mistakes.length} problem${mistakes.length === 1 ? '' : 's'}${toFill ? `, and ${toFill} value${toFill === 1 ? '' : 's'} still to fill` : ''}`,
  );
  process.exit(1);
}
if (toFill)
  console.error(
    `\n${toFill} value${toFill === 1 ? '' : 's'} still to fill: the brand is not itself until ${toFill === 1 ? 'it is' : 'they are'} given (the build says so too)`,
  );
console.log(
  `valid: ${project.pages.size} page schemas, ${project.deployments.size} deployments, ${Object.keys(project.calls).length} gateway calls`,
);
