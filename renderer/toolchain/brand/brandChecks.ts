/**
 * Every check of one brand's deployment file beyond its schema, in one list (renderer/toolchain/project/
 * deploymentFiles.ts runs it after the schema, every mistake in one run): its id and routes, the addresses
 * its security policy and gateway take, its markets' contacts, the files and colours it names, its
 * page patches and message overrides. A new brand check is one more entry of brandChecks, a
 * function of this folder that gives problems at the deployment's JSON pointers.
 */
import { basename } from 'node:path';
import { isObject } from '../../contract/json.ts';
import type { Deployment } from '../../contract/deployment/schema.ts';
import { isRouteKey, routePaths } from '../../contract/routeTable.ts';
import { literalLinkProblems } from '../compile/literalLinks.ts';
import { checkPolicyOrigins } from '../ops/policyOrigins.ts';
import type { Problem } from '../problems/problems.ts';
import type { Project } from '../project/project.ts';
import { brandProblems } from './filesAndColours.ts';
import { gatewayBaseProblems } from './gatewayBase.ts';
import { marketContactProblems } from './marketContacts.ts';
import { amountRangeProblems } from './amountRange.ts';
import { experimentProblems } from './experiments.ts';
import { messageLockProblems, patchLockProblems } from './locks.ts';
import { checkMessageOverrides, checkPagePatch } from './overrideChecks.ts';

export interface BrandInput {
  project: Pick<Project, 'root' | 'pages' | 'messages' | 'deployments' | 'flows' | 'calls'>;
  /** The deployment file, as problems name it. */
  file: string;
  deployment: Deployment;
  /** Every check of one page document (a page with this brand's patch merged in). */
  checkDocument(file: string, page: unknown): Problem[];
}

/** The brand's checks, each run on its own (one that cannot read what the schema refused is left out). */
export function brandChecks(input: BrandInput): (() => Problem[])[] {
  const { project, file, deployment } = input;
  return [
    () => deploymentChecks(file, deployment),
    () => marketContactProblems(file, deployment),
    () => amountRangeProblems(file, deployment),
    () => brandProblems(project.root, file, deployment),
    () => patchChecks(input),
    () => experimentProblems(input),
  ];
}

/** The checks of a deployment the schema cannot make. */
function deploymentChecks(file: string, deployment: Deployment): Problem[] {
  const problems: Problem[] = [];
  const id = basename(file, '.json');
  if (deployment.id !== id && typeof deployment.id === 'string')
    problems.push({
      file,
      pointer: '/id',
      message: `id "${deployment.id}" differs from the file name`,
      expected: `"${id}"`,
    });
  const policy = checkPolicyOrigins(file, deployment);
  problems.push(...policy);
  // One line per mistake: a base the policy already refuses (a wildcard, plain http) is not judged twice.
  if (!policy.some((problem) => problem.pointer === '/gateway/base'))
    problems.push(...gatewayBaseProblems(file, deployment.gateway, deployment.trustedOrigins ?? []));
  problems.push(...monitoringProblems(file, deployment));
  const seen = new Map<string, string>();
  for (const [key, path] of Object.entries(routePaths(deployment.routes))) {
    if (seen.has(path))
      problems.push({
        file,
        pointer: `/routes/${key}`,
        message: `path "${path}" is already the path of ${seen.get(path)!}`,
        expected: 'a path no other route uses',
      });
    seen.set(path, key);
  }
  return problems;
}

/**
 * Each page patch: the page it patches, with the patch merged in, passes every page check; the patch itself has no
 * literal link that runs code.
 */
function patchChecks({ project, file, deployment, checkDocument }: BrandInput): Problem[] {
  const problems: Problem[] = [];
  for (const [key, patch] of Object.entries(isObject(deployment.pages) ? deployment.pages : {})) {
    // A list of operations by node id (anything else is the schema's to refuse).
    if (!Array.isArray(patch)) continue;
    const page = project.pages.get(key);
    if (!isRouteKey(key) || !page) {
      problems.push({
        file,
        pointer: `/pages/${key}`,
        message: `no page schema renders route "${key}"`,
        expected: `one of: ${[...project.pages.keys()].join(', ')}`,
      });
      continue;
    }
    problems.push(...checkPagePatch({ file, routeKey: key, page, patch, checkDocument }));
    problems.push(
      ...patchLockProblems({
        file,
        pointer: `/pages/${key}`,
        base: page.value,
        patch,
        markets: Object.keys(deployment.markets ?? {}),
        calls: project.calls,
      }),
    );
    problems.push(...literalLinkProblems(file, patch, `/pages/${key}`));
  }
  problems.push(...checkMessageOverrides(file, deployment.markets, project.messages));
  problems.push(...messageLockProblems(file, deployment.markets));
  return problems;
}

/**
 * A beacon endpoint on the app's own origin is a path under the gateway base: nginx proxies that with the app's
 * cookies taken out (the launch cookie holds the token); any other path would reach the renderer, or a static file.
 */
function monitoringProblems(file: string, deployment: Deployment): Problem[] {
  const endpoint = deployment.monitoring?.endpoint;
  const base = deployment.gateway?.base;
  if (typeof endpoint !== 'string' || !endpoint.startsWith('/') || typeof base !== 'string' || !base.startsWith('/'))
    return [];
  const under = `${base.replace(/\/+$/, '')}/`;
  if (endpoint.startsWith(under) && endpoint.length > under.length) return [];
  return [
    {
      file,
      pointer: '/monitoring/endpoint',
      message: `"${endpoint}" is on the app's origin but not under the gateway base "${base}": beacons would reach the renderer (or a file), not a collector`,
      expected: `a path under ${under} (proxied, cookies taken out) or an https address`,
    },
  ];
}
