/**
 * The deployment files (deployments/), one a brand: each checked (its keys, the deployment schema, the
 * values still to fill and the old labels, then the brand's own checks, ../brand/brandChecks.ts, on what
 * the schema let through), then the values no two brands may share.
 */
import { type Deployment } from '../../contract/deployment/schema.ts';
import { unsafeKeys } from '../brand/mergePatch.ts';
import { setAsideOlder } from '../migrate/olderFiles.ts';
import { brandChecks } from '../brand/brandChecks.ts';
import { sharedOwnValueProblems, unfilledProblems } from '../brand/ownValues.ts';
import { ajvProblems, isUnknownProperty, type Problem } from '../problems/problems.ts';
import { isObject } from '../../contract/json.ts';
import { checkPageDocument } from './checkPageDocument.ts';
import { schemaValidators } from './generatedSchemas.ts';
import type { Project } from './project.ts';
import { readJson } from './readJson.ts';

/**
 * The checks after the schema's run on a file the schema refused too (every mistake in one run):
 * each reads what it can, one that cannot read a part the schema already refused is left out,
 * and a line the schema already gave for a pointer is not given twice.
 */
function laterChecks(schemaProblems: readonly Problem[], checks: readonly (() => Problem[])[]): Problem[] {
  const said = new Set(schemaProblems.map((problem) => problem.pointer));
  return checks.flatMap((check) => {
    try {
      return check().filter((problem) => !said.has(problem.pointer));
    } catch (error) {
      if (schemaProblems.length === 0) throw error;
      return [];
    }
  });
}

function checkDeployment(project: Project, file: string, value: unknown): Problem[] {
  const problems: Problem[] = unsafeKeys(value).map((pointer) => ({
    file,
    pointer,
    message: `forbidden key "${pointer.split('/').pop()!}"`,
    expected: 'no __proto__, constructor or prototype keys',
  }));
  const validate = schemaValidators(project.calls).deployment;
  validate(value);
  // A value new-brand left to fill is one line saying so: the schema's complaint about the same place (its type, its
  // pattern) is dropped. Not where the key itself is unknown: a misspelled field is the mistake, said with the name
  // meant, whatever it holds.
  const schema = ajvProblems(file, validate.errors);
  const unknown = new Set(schema.filter(isUnknownProperty).map(({ pointer }) => pointer));
  const said = unfilledProblems(file, value).filter(({ pointer }) => !unknown.has(pointer));
  problems.push(...said, ...schema.filter((problem) => !said.some(({ pointer }) => problem.pointer === pointer)));
  if (!isObject(value)) return problems;
  const deployment = value as unknown as Deployment;
  return [
    ...problems,
    ...laterChecks(
      problems,
      brandChecks({
        project,
        file,
        deployment,
        checkDocument: (where, page) => checkPageDocument(project, where, page, '', false),
      }),
    ),
  ];
}

/**
 * Checks each deployment file into the project's problems; a brand that is not an extra (a fixture)
 * and has no problem but values still to fill becomes one of the project's deployments.
 */
export function loadDeployments(project: Project, deploymentFiles: readonly string[], extras: readonly string[]): void {
  const { root, problems, texts } = project;
  const brands: { file: string; value: unknown }[] = [];
  for (const file of deploymentFiles) {
    const value = readJson(root, file, problems, texts);
    if (value === undefined || setAsideOlder(project, 'deployment', file, value)) continue;
    const deploymentProblems = checkDeployment(project, file, value);
    problems.push(...deploymentProblems);
    if (extras.includes(file)) continue;
    brands.push({ file, value });
    // A brand with values still to fill is one a demo build shows (../vite/buildStart.ts); a production build leaves it
    // out (buildPlan.ts).
    if (deploymentProblems.every((problem) => problem.unfilled))
      project.deployments.set((value as Deployment).id, { file, value: value as Deployment });
  }
  problems.push(...sharedOwnValueProblems(brands));
}
