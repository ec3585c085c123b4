/**
 * Every check of one page document, a page file or a page with a deployment's patch merged in: its
 * flows expanded, the page schema, the node ids, the literal links and the compiler's checks.
 */
import type { ValidateFunction } from 'ajv';
import { blockDefinitions, modelDefinitions } from '../../../blocks/definitions.ts';
import type { CallDef } from '../../contract/callSchema.ts';
import { checkPage } from '../compile/checkPage.ts';
import { nodeIdProblems } from '../brand/overrideChecks.ts';
import { blameFlow, expandFlows } from '../compile/flows.ts';
import { literalLinkProblems } from '../compile/literalLinks.ts';
import { ajvProblems, withSuggestion, type Problem } from '../problems/problems.ts';
import { isObject } from '../../contract/json.ts';
import { schemaValidators } from './generatedSchemas.ts';
import type { Project } from './project.ts';

function validatePageShape(calls: Record<string, CallDef>, page: unknown): ValidateFunction {
  const { page: validate } = schemaValidators(calls);
  validate(page);
  return validate;
}

/** Every check of one page document (a page file, or a page with a deployment's patch merged in). */
export function checkPageDocument(
  project: Pick<Project, 'calls' | 'messages' | 'flows'>,
  file: string,
  authored: unknown,
  pointerPrefix = '',
  links = true,
): Problem[] {
  const { page, origins, problems: flowProblems } = expandFlows(authored, project.flows, file, pointerPrefix);
  const validate = validatePageShape(project.calls, page);
  const problems = [
    ...flowProblems,
    ...ajvProblems(file, validate.errors, pointerPrefix),
    ...nodeIdProblems(file, page, pointerPrefix),
  ];
  // A patch's links are checked in the patch (patchChecks): the page's own are its file's.
  if (links) problems.push(...literalLinkProblems(file, authored, pointerPrefix));
  if (isObject(page)) {
    const checked = checkPage({
      file,
      page,
      calls: project.calls,
      messages: project.messages,
      models: modelDefinitions,
      blocks: blockDefinitions,
    }).map((problem) => ({ ...problem, pointer: pointerPrefix + problem.pointer }));
    problems.push(...checked);
  }
  return problems.map((problem) => withSuggestion(blameFlow(problem, origins, pointerPrefix)));
}
