/**
 * Shared action flows (schemas/flows/<name>.json): one chain several pages run, such as applying for
 * a product from the recommended list and from a product's page. A page names one as a chain,
 * `"actions": { "apply": { "$flow": "applyProduct" } }`; the build puts the flow's actions in its
 * place before the page is checked and compiled, so a flow is checked in every page that uses it
 * (the names it reads must exist there) and problems found in it name the flow's file.
 */
import type { Problem } from '../problems/problems.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { FLOWS_DIR } from '../project/authoredFiles.ts';
import { VERSION_FIELD, grammarVersionField } from '../../contract/grammarVersion.ts';

export interface Flow {
  file: string;
  actions: unknown[];
}

export function flowSchema(): object {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'flow.schema.json',
    title: 'A shared action flow',
    description: 'Actions several pages run as one of their chains ({"$flow": "<file name>"} in a page\'s actions).',
    type: 'object',
    additionalProperties: false,
    required: ['description', 'actions'],
    properties: {
      $schema: { type: 'string' },
      [VERSION_FIELD]: grammarVersionField,
      $comment: { type: 'string' },
      description: { type: 'string', minLength: 1, description: 'What the flow does and the args it reads.' },
      actions: { $ref: 'page.schema.json#/$defs/actions' },
    },
  };
}

/** Where each expanded chain came from, so a problem inside it can name the flow's file. */
export type FlowOrigins = Map<string, Flow>;

/** The page with every `{"$flow": name}` chain replaced by the flow's actions; unknown names are problems. */
export function expandFlows(
  page: unknown,
  flows: ReadonlyMap<string, Flow>,
  file: string,
  pointerPrefix = '',
): { page: unknown; origins: FlowOrigins; problems: Problem[] } {
  const origins: FlowOrigins = new Map();
  const problems: Problem[] = [];
  if (!isObject(page) || !isObject(page.actions)) return { page, origins, problems };
  const actions: Json = {};
  for (const [name, chain] of Object.entries(page.actions)) {
    if (isObject(chain) && '$flow' in chain) {
      const flow = typeof chain.$flow === 'string' ? flows.get(chain.$flow) : undefined;
      if (!flow) {
        problems.push({
          file,
          pointer: `${pointerPrefix}/actions/${name}/$flow`,
          message: `names no shared flow (${JSON.stringify(chain.$flow)})`,
          expected: `one of: ${[...flows.keys()].join(', ') || 'none yet'} (files in ${FLOWS_DIR})`,
        });
        actions[name] = [];
        continue;
      }
      origins.set(`/actions/${name}`, flow);
      actions[name] = flow.actions;
    } else actions[name] = chain;
  }
  return { page: { ...page, actions }, origins, problems };
}

/** A problem found inside an expanded flow is reported against the flow's file. */
export function blameFlow(problem: Problem, origins: FlowOrigins, pointerPrefix = ''): Problem {
  for (const [at, flow] of origins) {
    const inside = pointerPrefix + at;
    if (problem.pointer === inside || problem.pointer.startsWith(`${inside}/`)) {
      return {
        ...problem,
        file: flow.file,
        pointer: `/actions${problem.pointer.slice(inside.length)}`,
        message: `${problem.message} (where ${problem.file} uses it as ${inside})`,
      };
    }
  }
  return problem;
}
