/**
 * A brand's experiments (deployment `experiments`, renderer/contract/deployment/experiments.ts), at
 * build time: checked as page patches are (each variant on the page as the brand ships it: node ids,
 * values, locked nodes) with their weights, routes and markets; and compiled into the route's page
 * module, every variant's page beside the page, each node the variants differ in marked to tell the
 * exposure (renderer/contract/experiment.ts). The browser then only picks one: no patch is applied
 * at run time.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Deployment } from '../../contract/deployment/schema.ts';
import type { PatchOp } from '../../contract/deployment/patchOps.ts';
import type { PageExperiment, PageVariant } from '../../contract/experiment.ts';
import type { MarketKey } from '../../contract/language.ts';
import type { PageModel } from '../../contract/page/types.ts';
import { NODE_REGIONS } from '../../contract/page/pageShape.ts';
import { isObject, type Json } from '../../contract/json.ts';
import { compilePage } from '../compile/compilePage.ts';
import type { Problem } from '../problems/problems.ts';
import { pageForDeployment, type Project } from '../project/project.ts';
import { applyPagePatch } from './pagePatch.ts';
import { patchLockProblems } from './locks.ts';
import { checkPagePatch } from './overrideChecks.ts';

export type Experiment = NonNullable<Deployment['experiments']>[number];

const variantsOf = (experiment: Experiment) => Object.entries(experiment.variants as Record<string, PatchOp[]>);
const marketsOf = (deployment: Pick<Deployment, 'markets'>) => Object.keys(deployment.markets ?? {}) as MarketKey[];

/** The experiment running on a route of this brand (validate allows one at most). */
export function runningExperiment(
  deployment: Pick<Deployment, 'experiments'> | undefined,
  routeKey: string,
): Experiment | undefined {
  return deployment?.experiments?.find((experiment) => experiment.route === routeKey && experiment.enabled !== false);
}

/**
 * The nodes the variants differ in: each a variant's operation names (what it changes, moves or removes; where it
 * inserts, and what).
 */
export function variedIds(experiment: Experiment): Set<string> {
  const ids = new Set<string>();
  for (const [, ops] of variantsOf(experiment)) {
    for (const op of ops) {
      if (op.op === 'insert') {
        for (const anchor of [op.before, op.after]) if (anchor) ids.add(anchor);
        for (const node of op.nodes ?? (op.node ? [op.node] : [])) if (typeof node.id === 'string') ids.add(node.id);
      } else if (op.id) ids.add(op.id);
    }
  }
  return ids;
}

/** Marks the compiled page's nodes named in `ids` (`expose: true`); how many it marked. */
function markExposure(page: PageModel, ids: ReadonlySet<string>): number {
  let marked = 0;
  const visit = (node: unknown) => {
    if (!isObject(node)) return;
    if (typeof node.id === 'string' && ids.has(node.id)) {
      node.expose = true;
      marked += 1;
    }
    if (Array.isArray(node.children)) node.children.forEach(visit);
  };
  const model = page as unknown as Json;
  for (const region of NODE_REGIONS) if (Array.isArray(model[region])) model[region].forEach(visit);
  if (isObject(model.dialogs)) Object.values(model.dialogs).forEach(visit);
  return marked;
}

export interface CompiledPages {
  /** The page as the brand ships it (the borrowers outside the experiment, and a control without operations). */
  page: PageModel;
  experiment?: PageExperiment;
  /** Every page source the module holds (what its blocks, calls and messages are the union of). */
  sources: Json[];
}

/** A route's page for one brand, compiled, with its running experiment's variants beside it. */
export function compiledPages(project: Project, deploymentId: string, routeKey: string): CompiledPages {
  const deployment = project.deployments.get(deploymentId)?.value;
  const source = pageForDeployment(project, deploymentId, routeKey);
  const page = compilePage(source);
  const experiment = runningExperiment(deployment, routeKey);
  if (!experiment || !deployment) return { page, sources: [source] };
  const ids = variedIds(experiment);
  markExposure(page, ids);
  const sources = [source];
  const weights = experiment.weights as Record<string, number>;
  const variants = variantsOf(experiment).map(([name, ops]): PageVariant => {
    const variantSource = pageForDeployment(project, deploymentId, routeKey, ops);
    sources.push(variantSource);
    const compiled = compilePage(variantSource);
    const marked = markExposure(compiled, ids);
    return {
      name,
      weight: weights[name] ?? 0,
      ...(isDeepStrictEqual(compiled, page) ? {} : { page: compiled }),
      ...(marked ? {} : { onView: true as const }),
    };
  });
  return {
    page,
    experiment: { id: experiment.id, markets: experiment.markets ?? marketsOf(deployment), variants },
    sources,
  };
}

export interface ExperimentCheckInput {
  project: Pick<Project, 'pages' | 'deployments' | 'flows' | 'calls'>;
  file: string;
  deployment: Deployment;
  /** Every check of one page document (renderer/toolchain/project/checkPageDocument.ts). */
  checkDocument(file: string, page: unknown): Problem[];
}

/**
 * Each experiment: its page, one running per route, its weights, its markets, and every variant as a patch is checked.
 */
export function experimentProblems({ project, file, deployment, checkDocument }: ExperimentCheckInput): Problem[] {
  const problems: Problem[] = [];
  const brandMarkets = marketsOf(deployment);
  const seenIds = new Set<string>();
  const running = new Set<string>();
  (deployment.experiments ?? []).forEach((experiment, i) => {
    const at = `/experiments/${i}`;
    if (seenIds.has(experiment.id))
      problems.push({
        file,
        pointer: `${at}/id`,
        message: `experiment "${experiment.id}" is named twice`,
        expected: 'an id no other experiment of the brand has',
      });
    seenIds.add(experiment.id);
    if (experiment.enabled !== false) {
      if (running.has(experiment.route))
        problems.push({
          file,
          pointer: `${at}/route`,
          message: `another running experiment already varies "${experiment.route}"`,
          expected: 'one running experiment per route ("enabled": false on the others)',
        });
      running.add(experiment.route);
    }
    const names = variantsOf(experiment).map(([name]) => name);
    const weights = experiment.weights as Record<string, number>;
    for (const name of names)
      if (!(name in weights))
        problems.push({
          file,
          pointer: `${at}/weights`,
          message: `variant "${name}" has no weight`,
          expected: `a weight for every variant: ${names.join(', ')}`,
        });
    for (const name of Object.keys(weights))
      if (!names.includes(name))
        problems.push({
          file,
          pointer: `${at}/weights/${name}`,
          message: `"${name}" is not a variant`,
          expected: `one of: ${names.join(', ')}`,
        });
    const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
    if (total !== 100)
      problems.push({
        file,
        pointer: `${at}/weights`,
        message: `the weights add up to ${total}`,
        expected: 'weights in percent that add up to 100',
      });
    (experiment.markets ?? []).forEach((market, j) => {
      if (!brandMarkets.includes(market))
        problems.push({
          file,
          pointer: `${at}/markets/${j}`,
          message: `the brand has no market "${market}"`,
          expected: `one of the brand's markets: ${brandMarkets.join(', ')}`,
        });
    });
    const page = project.pages.get(experiment.route);
    if (!page)
      return void problems.push({
        file,
        pointer: `${at}/route`,
        message: `no page schema renders route "${experiment.route}"`,
        expected: `one of: ${[...project.pages.keys()].join(', ')}`,
      });
    // The page as the brand ships it: what every variant applies to.
    const patch = deployment.pages?.[experiment.route];
    const base = patch ? applyPagePatch(page.value, patch).page : page.value;
    for (const [name, ops] of variantsOf(experiment)) {
      const pointer = `${at}/variants/${name}`;
      problems.push(
        ...checkPagePatch({
          file,
          routeKey: experiment.route,
          pointer,
          page: { file: page.file, value: base },
          patch: ops,
          checkDocument,
        }),
      );
      problems.push(
        ...patchLockProblems({ file, pointer, base, patch: ops, markets: brandMarkets, calls: project.calls }),
      );
      ops.forEach((op, k) => {
        if (op.op === 'merge' && isObject(op.patch) && 'data' in op.patch) {
          problems.push({
            file,
            pointer: `${pointer}/${k}/patch/data`,
            message: 'a variant changes what the page loads',
            expected:
              "what the page shows only: every variant loads the page's data (the early fetch and the server's render ask for it before a variant is known)",
          });
        }
      });
    }
  });
  return problems;
}
