/**
 * The checks of one deployment file: its keys, the deployment schema, the values still to fill and
 * the old labels, then the brand's own checks (../brand/brandChecks.ts) on what the schema let through.
 */
import { type Deployment } from '../../contract/deployment/schema.ts';
import { unsafeKeys } from '../brand/mergePatch.ts';
import { oldLabelProblems } from '../migrate/migrateLabels.ts';
import { brandChecks } from '../brand/brandChecks.ts';
import { unfilledProblems } from '../brand/ownValues.ts';
import { ajvProblems, type Problem } from '../problems/problems.ts';
import { isObject } from '../../contract/json.ts';
import { checkPageDocument } from './checkPageDocument.ts';
import { schemaValidators } from './generatedSchemas.ts';
import type { Project } from './project.ts';

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

export function checkDeployment(project: Project, file: string, value: unknown): Problem[] {
  const problems: Problem[] = unsafeKeys(value).map((pointer) => ({
    file,
    pointer,
    message: `forbidden key "${pointer.split('/').pop()!}"`,
    expected: 'no __proto__, constructor or prototype keys',
  }));
  const validate = schemaValidators(project.calls).deployment;
  validate(value);
  // A value new-brand left to fill, or an old label, is one line saying so: the schema's complaint about the same place is dropped.
  const said = [...unfilledProblems(file, value), ...oldLabelProblems(file, value)];
  problems.push(
    ...said,
    ...ajvProblems(file, validate.errors).filter((problem) => !said.some(({ pointer }) => problem.pointer === pointer)),
  );
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
